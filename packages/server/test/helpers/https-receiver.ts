import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Host names the test certificate is valid for (besides the IP 127.0.0.1). */
export const RECEIVER_HOST_NAMES = ['localhost', 'hooks.example.test'] as const;

export interface TestCertificate {
  readonly key: string;
  readonly cert: string;
}

/**
 * A fresh self-signed certificate for localhost, hooks.example.test and 127.0.0.1, made with
 * the openssl command line (Node has no certificate generator). It is its own CA: trust it with
 * `new Agent({ ca: cert })`, or NODE_EXTRA_CA_CERTS for a child process.
 */
export function createTestCertificate(): TestCertificate & { certPath: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'qz-cert-'));
  const keyPath = join(dir, 'key.pem');
  const certPath = join(dir, 'cert.pem');
  const san = [...RECEIVER_HOST_NAMES.map((name) => `DNS:${name}`), 'IP:127.0.0.1'].join(',');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', `subjectAltName=${san}`, '-keyout', keyPath, '-out', certPath],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyPath, 'utf8'), cert: readFileSync(certPath, 'utf8'), certPath, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingMessage['headers'];
  /** The body exactly as received, for signature checks over raw bytes. */
  readonly rawBody: Buffer;
}

/** What the receiver does with a request; default answers 200. */
export type ReceiverBehaviour = (request: ReceivedRequest, res: ServerResponse) => void | Promise<void>;

export interface HttpsReceiver {
  readonly port: number;
  /** `https://127.0.0.1:<port><path>` — or another host name of the certificate. */
  url(path?: string, host?: string): string;
  readonly cert: TestCertificate & { certPath: string };
  /** Trusts the receiver's certificate; pass as the webhook transport's agent. */
  readonly agent: Agent;
  readonly requests: ReceivedRequest[];
  /** Sets what happens to the following requests. */
  behave(behaviour: ReceiverBehaviour): void;
  /** Resolves once `count` requests have arrived in total. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

export const answer =
  (status: number, body = '', headers: Record<string, string> = {}): ReceiverBehaviour =>
  (_request, res) => {
    res.writeHead(status, headers);
    res.end(body);
  };

/** A real HTTPS server in the test process, recording every request with its raw body. */
export async function startHttpsReceiver(): Promise<HttpsReceiver> {
  const cert = createTestCertificate();
  const requests: ReceivedRequest[] = [];
  let behaviour: ReceiverBehaviour = answer(200, 'ok');
  const waiters: (() => void)[] = [];
  const server: Server = createServer({ key: cert.key, cert: cert.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, rawBody: Buffer.concat(chunks) };
      requests.push(received);
      for (const wake of waiters.splice(0)) wake();
      Promise.resolve(behaviour(received, res)).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const agent = new Agent({ ca: cert.cert, keepAlive: false });
  return {
    port,
    url: (path = '/hook', host = '127.0.0.1') => `https://${host}:${port}${path}`,
    cert,
    agent,
    requests,
    behave(next) {
      behaviour = next;
    },
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} webhook requests, got ${requests.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return requests.slice(0, count);
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      cert.cleanup();
    },
  };
}
