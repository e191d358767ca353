import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createdApiKeySchema } from '@quietzone/core/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { bootstrapKeyOf, runCli, serveCli } from './helpers/run-cli';
import { createTestDatabase, type TestDatabase } from './helpers/test-db';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup().catch(() => {});
});

/** Environment selecting a fresh database: a Postgres database, or an embedded data directory. */
async function freshDatabaseEnv(): Promise<Record<string, string>> {
  if (process.env.TEST_DATABASE_URL) {
    const database: TestDatabase = await createTestDatabase({ migrate: false });
    cleanups.push(() => database.drop());
    return { DATABASE_URL: database.url, SECRET_KEY: 'cli-test-secret-key-0123456789abcdef' };
  }
  const dir = await mkdtemp(join(tmpdir(), 'qz-cli-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return { DATA_DIR: join(dir, 'data') };
}

describe('quietzone CLI', () => {
  it('serve bootstraps once, prints the key once, and stops cleanly on SIGTERM; keys create and migrate work', async () => {
    const env = await freshDatabaseEnv();
    const first = await serveCli(env);
    // The key is on stderr, never in the JSON log on stdout.
    const key = bootstrapKeyOf(first.stderr);
    expect(key).toMatch(/^svc_sk_/);
    expect(first.stdout).not.toContain(key);
    const account = await fetch(`${first.url}/v1/account`, { headers: { authorization: `Bearer ${key}` } });
    expect(account.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.stdout).toContain('"message":"server stopped"');
    // stdout is no terminal here: pino JSON lines only, with the access line of the request above.
    const logLines = first.stdout.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logLines).toContainEqual(expect.objectContaining({ level: 'info', message: 'request', method: 'GET', route: '/v1/account', status: 200 }));

    const created = runCli(['keys', 'create', '--workspace', 'default', '--role', 'viewer', '--public', '--org', 'default'], env);
    expect(await created.exited).toBe(0);
    // The same record, under the same names, as POST /v1/api-keys answers.
    const printed = createdApiKeySchema.parse(JSON.parse(created.stdout));
    expect(printed).toMatchObject({ role: 'viewer', kind: 'public', revoked_at: null });
    expect(printed.secret).toMatch(/^svc_pk_/);
    expect(printed.key_prefix).toBe(printed.secret.slice(0, 11));

    const bad = runCli(['keys', 'create', '--workspace', 'nope', '--role', 'viewer'], env);
    expect(await bad.exited).toBe(2);
    expect(bad.stderr).toContain('no workspace with slug nope');

    const migrated = runCli(['migrate'], env);
    expect(await migrated.exited).toBe(0);
    expect(migrated.stdout).toContain('Database is up to date.');

    const second = await serveCli(env);
    try {
      expect(bootstrapKeyOf(second.stderr)).toBeUndefined();
      // Both keys work; a public key reads codes only.
      for (const k of [key, printed.secret]) {
        const res = await fetch(`${second.url}/v1/codes`, { headers: { authorization: `Bearer ${k}` } });
        expect(res.status).toBe(200);
      }
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  }, 300_000);

  it('refuses to start with an invalid configuration, naming the variable', async () => {
    const run = runCli(['serve'], { ADMIN_API_KEY: 'secret123', DATABASE_URL: 'memory://' });
    expect(await run.exited).toBe(2);
    expect(run.stderr).toContain('ADMIN_API_KEY: must start with svc_sk_');
  }, 60_000);
});
