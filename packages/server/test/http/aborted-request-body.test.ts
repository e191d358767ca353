import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { toNodeHandler } from 'h3/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestKey } from '../helpers/test-app';

// A client that sends half of its request body and closes the connection: the server reads a
// body that ends early. That is the client's doing, not a fault of the server or the database:
// no 5xx in the metrics, no error line, one info line saying the client aborted.

const t = setupTestApp();
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer(toNodeHandler(t.app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Sends the head and half of a `length`-byte body, then closes the socket. */
async function sendHalfAndClose(path: string, key: TestKey, contentType: string, body: string, length: number): Promise<void> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${key.key}\r\nContent-Type: ${contentType}\r\nContent-Length: ${length}\r\n\r\n${body}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  socket.destroy();
}

/** The access line of the request to `route`, once written. */
async function accessLine(route: string, since: number) {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const line = t.logs.slice(since).find((entry) => entry.message === 'request' && entry.fields?.route === route);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no access line for ${route}`);
}

describe('a request body the client aborts', () => {
  it.each([
    ['a JSON body (POST /v1/codes)', '/v1/codes', 'application/json', '{"url":"https://example.com/'],
    ['a multipart upload (POST /v1/codes/import)', '/v1/codes/import', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nurl\r\nhttps://example.com/'],
  ])('%s: no 5xx counted, no error line, an info line naming the abort', async (_, path, contentType, half) => {
    const key = await t.createKey(await t.createTenant(), 'ws_admin');
    const since = t.logs.length;
    await sendHalfAndClose(path, key, contentType, half, 100_000);
    const line = await accessLine(path, since);
    expect(line.fields?.status).toBeLessThan(500);
    expect(t.logs.slice(since).filter((entry) => entry.level === 'error')).toEqual([]);
    expect(t.logs.slice(since)).toContainEqual(expect.objectContaining({ level: 'info', message: 'client aborted the request' }));
    const metrics = await t.ctx.metrics.registry.metrics();
    expect(metrics).not.toMatch(/status="5\d\d"/);
    expect(metrics).toContain(`quietzone_http_request_duration_seconds_count{route="${path}",method="POST",status="400"} 1`);
  });
});
