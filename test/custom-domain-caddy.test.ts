import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTxtDnsServer, type TxtDnsServer } from '../packages/server/test/helpers/txt-dns-server';
import { freePort, startQuietzone, type RunningQuietzone } from './support/quietzone-serve';

// A branded domain as it runs in production: Debian's Caddy in front of the real `quietzone
// serve`, with on-demand TLS from Caddy's internal CA, asking GET /v1/domains/allowed before it
// makes a certificate. The domain is verified through a DNS responder on loopback. A scan of the
// short link over HTTPS on the domain redirects; an unverified domain gets no certificate, so
// its handshake fails.

const VERIFIED = 'qr.brand-e2e.example';
const UNVERIFIED = 'qr.unverified-e2e.example';

let dns: TxtDnsServer;
let service: RunningQuietzone;
let caddy: ChildProcess | undefined;
let caddyOutput = '';
let dir = '';
let httpsPort = 0;

/** The Caddyfile of docs/custom-domains.md, on test ports, without root: no admin endpoint, storage and config in a temporary folder, the local CA not installed. */
function caddyfile(upstreamPort: number, httpPort: number): string {
  return `{
	admin off
	storage file_system ${join(dir, 'storage')}
	skip_install_trust
	http_port ${httpPort}
	https_port ${httpsPort}
	on_demand_tls {
		ask http://127.0.0.1:${upstreamPort}/v1/domains/allowed
	}
}

https:// {
	tls internal {
		on_demand
	}
	reverse_proxy 127.0.0.1:${upstreamPort}
}
`;
}

/** A GET over HTTPS to 127.0.0.1 with `host` as SNI and Host (curl --resolve host:port:127.0.0.1 -k). */
function fetchOnDomain(host: string, path: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: httpsPort, path, servername: host, headers: { host }, rejectUnauthorized: false, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end();
  });
}

async function waitForCaddy(): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      await fetchOnDomain(VERIFIED, '/');
      return;
    } catch (error) {
      if (caddy?.exitCode !== null || Date.now() > deadline) throw new Error(`caddy did not start: ${String(error)}\n${caddyOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

beforeAll(async () => {
  dns = await startTxtDnsServer();
  dir = await mkdtemp(join(tmpdir(), 'qz-caddy-'));
  service = await startQuietzone({ DNS_SERVERS: dns.address });
  const account = await service.api('/account');
  const workspaceId: string = account.body.data.workspace.id;
  const set = await service.api(`/workspaces/${workspaceId}`, { method: 'PATCH', body: JSON.stringify({ custom_domain: VERIFIED }) });
  expect(set.status).toBe(200);
  dns.records.set(set.body.data.domain.verification.name, [set.body.data.domain.verification.value]);
  const verified = await service.api(`/workspaces/${workspaceId}/domain/verify`, { method: 'POST' });
  expect(verified.body.data.domain.status).toBe('verified');

  const upstreamPort = Number(new URL(service.baseUrl).port);
  httpsPort = await freePort();
  await writeFile(join(dir, 'Caddyfile'), caddyfile(upstreamPort, await freePort()));
  caddy = spawn('caddy', ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: { PATH: process.env.PATH, HOME: dir, XDG_CONFIG_HOME: join(dir, 'config'), XDG_DATA_HOME: join(dir, 'data') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  caddy.stdout!.on('data', (chunk: Buffer) => (caddyOutput += chunk.toString()));
  caddy.stderr!.on('data', (chunk: Buffer) => (caddyOutput += chunk.toString()));
  await waitForCaddy();
}, 150_000);

afterAll(async () => {
  if (caddy && caddy.exitCode === null) {
    const exited = new Promise((resolve) => caddy!.once('exit', resolve));
    caddy.kill('SIGTERM');
    await exited;
  }
  await service?.stop();
  await dns?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a custom domain behind Caddy with on-demand TLS', () => {
  it('redirects a short link scanned over HTTPS on the verified domain', async () => {
    const created = await service.api('/codes', { method: 'POST', body: JSON.stringify({ url: 'https://example.com/spring-menu' }) });
    expect(created.status).toBe(201);
    expect(created.body.data.short_url).toBe(`https://${VERIFIED}/${created.body.data.short_code}`);
    const scan = await fetchOnDomain(VERIFIED, `/${created.body.data.short_code}`);
    expect(scan).toEqual({ status: 302, location: 'https://example.com/spring-menu' });
    // The API is not served on the brand's domain.
    expect((await fetchOnDomain(VERIFIED, '/v1/health')).status).toBe(404);
  });

  it('refuses the handshake of a domain that is not verified', async () => {
    await expect(fetchOnDomain(UNVERIFIED, '/')).rejects.toThrow();
  });
});
