import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { passportBodyFromCreate } from '@quietzone/core';
import { createPassportSchema } from '@quietzone/core/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open-db';
import { claimGtin } from '../src/gs1/store/gtin-claims';
import { insertOrganization } from '../src/organizations/store/organizations';
import { insertPassport } from '../src/passports/store/passports';
import { UNCONFIGURED_WORKSPACE, insertWorkspace } from '../src/workspaces/store/workspaces';
import { testGtin } from './helpers/insert-passport-row';
import { runCli, serveCli } from './helpers/run-cli';
import { createTestDatabase } from './helpers/test-db';

// `quietzone gs1 transfer` and `quietzone gs1 conflicts`, and the warning `quietzone migrate`
// prints while passports are kept in organizations that do not own their GTIN.
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup().catch(() => {});
});

async function freshDatabaseEnv(): Promise<Record<string, string>> {
  if (process.env.TEST_DATABASE_URL) {
    const database = await createTestDatabase({ migrate: false });
    cleanups.push(() => database.drop());
    return { DATABASE_URL: database.url, SECRET_KEY: 'cli-test-secret-key-0123456789abcdef' };
  }
  const dir = await mkdtemp(join(tmpdir(), 'qz-cli-gs1-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return { DATA_DIR: join(dir, 'data') };
}

/** The database of `env`, opened in this process for as long as `use` runs (the embedded one allows one process at a time). */
async function withDb<T>(env: Record<string, string>, use: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb(loadConfig(env));
  try {
    await migrate(db);
    return await use(db);
  } finally {
    await db.close();
  }
}

async function organization(db: Db, name: string): Promise<void> {
  await insertOrganization(db, { id: `org_${name}`, name, slug: name, billingEmail: null, plan: 'pro', createdAt: '2026-01-01T00:00:00.000Z' });
  await insertWorkspace(db, { id: `ws_${name}`, organizationId: `org_${name}`, name, slug: 'default', ...UNCONFIGURED_WORKSPACE, createdAt: '2026-01-01T00:00:00.000Z' });
}

async function passport(db: Db, id: string, name: string, gtin: string): Promise<void> {
  const body = passportBodyFromCreate(createPassportSchema.parse({ gtin, product_name: `${name}'s product`, status: 'published' }));
  await claimGtin(db, body.gtin, `org_${name}`, '2026-02-01T00:00:00.000Z');
  await insertPassport(db, { id, organizationId: `org_${name}`, workspaceId: `ws_${name}`, body, createdByKeyId: null, createdAt: '2026-02-01T00:00:00.000Z' });
}

async function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const cli = runCli(args, env);
  const code = await cli.exited;
  return { code, stdout: cli.stdout, stderr: cli.stderr };
}

describe('quietzone gs1', () => {
  it('migrate warns about kept conflicts, gs1 conflicts lists them, gs1 transfer moves the GTIN', async () => {
    const env = await freshDatabaseEnv();
    const gtin = testGtin(400638133700);
    await withDb(env, async (db) => {
      await organization(db, 'squatter');
      await organization(db, 'brand');
      await passport(db, 'dpp_squatter', 'squatter', gtin);
      // Kept from before GTINs had owners: the squatter claimed it first.
      await passport(db, 'dpp_brand', 'brand', gtin);
    });
    const brandConflict = { gtin, passport_id: 'dpp_brand', organization_id: 'org_brand', workspace_id: 'ws_brand', status: 'published', owner_organization_id: 'org_squatter' };

    const migrated = await run(['migrate'], env);
    expect(migrated.code).toBe(0);
    expect(migrated.stderr).toContain('Warning: 1 passports of 1 GTINs are kept in organizations that do not own the GTIN');
    expect(migrated.stderr).toContain(JSON.stringify(brandConflict));

    // serve says the same at error level, the level an operator must look at, on every start.
    const served = await serveCli(env);
    served.child.kill('SIGTERM');
    expect(await served.exited).toBe(0);
    const warning = served.stdout.split('\n').filter((line) => line.includes('do not own the GTIN')).map((line) => JSON.parse(line));
    expect(warning).toEqual([expect.objectContaining({ level: 'error', passports: [brandConflict] })]);

    const listed = await run(['gs1', 'conflicts', '--gtin', gtin.slice(1)], env);
    expect(listed.code).toBe(0);
    expect(listed.stdout.trim().split('\n').map((line) => JSON.parse(line))).toEqual([brandConflict]);

    const transferred = await run(['gs1', 'transfer', '--gtin', gtin.slice(1), '--to', 'brand'], env);
    expect(transferred.code, transferred.stderr).toBe(0);
    expect(JSON.parse(transferred.stdout)).toEqual({ gtin, from_organization_id: 'org_squatter', to_organization_id: 'org_brand', transferred: true, left_behind: { published: 1 } });

    const after = await run(['gs1', 'conflicts'], env);
    expect(after.stdout.trim().split('\n').map((line) => JSON.parse(line))).toEqual([
      { gtin, passport_id: 'dpp_squatter', organization_id: 'org_squatter', workspace_id: 'ws_squatter', status: 'published', owner_organization_id: 'org_brand' },
    ]);
    await withDb(env, async (db) => {
      expect(await db.query(`SELECT organization_id FROM gtin_claims WHERE gtin = $1`, [gtin])).toEqual([{ organization_id: 'org_brand' }]);
      expect(await db.query(`SELECT organization_id, changes FROM audit_logs WHERE action = 'gtin_claims.transfer' ORDER BY organization_id`)).toEqual([
        { organization_id: 'org_brand', changes: { owned: [false, true] } },
        { organization_id: 'org_squatter', changes: { owned: [true, false] } },
      ]);
    });

    for (const [args, message] of [
      [['gs1', 'transfer', '--gtin', gtin, '--to', 'nobody'], 'no live organization with slug or id nobody'],
      [['gs1', 'transfer', '--gtin', '4006381333932', '--to', 'brand'], '--gtin: gtin check digit is 2, expected 1'],
      [['gs1', 'transfer', '--gtin', gtin], '--gtin and --to are required'],
      [['gs1', 'give'], 'unknown gs1 subcommand'],
    ] as const) {
      const refused = await run([...args], env);
      expect(refused.code, args.join(' ')).toBe(2);
      expect(refused.stderr).toContain(message);
    }
    const help = await run(['gs1', 'transfer', '--help'], env);
    expect(help.stdout).toContain('Usage: quietzone gs1 transfer --gtin <gtin> --to <organization slug or id>');
  }, 300_000);
});
