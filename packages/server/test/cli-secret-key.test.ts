import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SECRET_KEY_FILE } from '../src/webhooks/load-secret-key';
import { bootstrapKeyOf, serveCli } from './helpers/run-cli';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup().catch(() => {});
});

describe('quietzone serve on the embedded database without SECRET_KEY', () => {
  it('generates the key into DATA_DIR and logs where, never the key; the bootstrap key is on stderr only', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'qz-cli-key-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const dataDir = join(dir, 'data');
    const server = await serveCli({ DATA_DIR: dataDir });
    cleanups.push(async () => server.child.kill('SIGKILL'));
    const key = (await readFile(join(dataDir, SECRET_KEY_FILE), 'utf8')).trim();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const line = server.stdout.split('\n').find((entry) => entry.includes('generated the key that encrypts webhook secrets'));
    expect(JSON.parse(line!)).toMatchObject({ level: 'info', path: join(dataDir, SECRET_KEY_FILE) });
    expect(line).toContain('SECRET_KEY');
    const bootstrapKey = bootstrapKeyOf(server.stderr);
    expect(bootstrapKey).toMatch(/^svc_sk_/);
    expect(server.stdout).not.toContain(bootstrapKey);
    expect(server.stdout + server.stderr).not.toContain(key);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 180_000);
});
