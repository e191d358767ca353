import { passportBodyFromCreate } from '@quietzone/core';
import { createPassportSchema } from '@quietzone/core/schemas';
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { listGtinClaimConflicts } from '../../src/gs1/store/gtin-claims';
import { insertOrganization } from '../../src/organizations/store/organizations';
import { insertPassport } from '../../src/passports/store/passports';
import { insertEarlyWorkspace } from '../helpers/insert-early-workspace';
import { testGtin } from '../helpers/insert-passport-row';
import { createTestDatabase } from '../helpers/test-db';

const MIGRATIONS = fileURLToPath(new URL('../../migrations/', import.meta.url));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function organization(db: Db, name: string): Promise<void> {
  await insertOrganization(db, { id: `org_${name}`, name, slug: name, billingEmail: null, plan: 'pro', createdAt: '2026-01-01T00:00:00.000Z' });
  await insertEarlyWorkspace(db, { id: `ws_${name}`, organizationId: `org_${name}`, name, slug: 'default', createdAt: '2026-01-01T00:00:00.000Z' });
}

async function passport(db: Db, id: string, name: string, gtin: string, createdAt: string, status: 'draft' | 'published' = 'published'): Promise<void> {
  const body = passportBodyFromCreate(createPassportSchema.parse({ gtin, product_name: `${name}'s product` }));
  await insertPassport(db, { id, organizationId: `org_${name}`, workspaceId: `ws_${name}`, body: { ...body, status }, createdByKeyId: null, createdAt });
}

describe('migration 0020_gtin_claims', () => {
  it('gives each GTIN to the organization of its oldest passport (created_at, then id) and reports the others, keeping every row', async () => {
    const database = await createTestDatabase({ migrate: false });
    cleanups.push(() => database.drop());
    const directory = await mkdtemp(join(tmpdir(), 'qz-migrations-'));
    cleanups.push(() => rm(directory, { recursive: true, force: true }));
    for (const name of await readdir(MIGRATIONS)) if (name.endsWith('.sql') && name < '0020') await copyFile(join(MIGRATIONS, name), join(directory, name));
    const { db } = database;
    await migrate(db, directory);

    for (const name of ['brand', 'squatter', 'twin']) await organization(db, name);
    const [contested, tied, alone] = [testGtin(400638133500), testGtin(400638133501), testGtin(400638133502)];
    // The squatter published first, but the brand's draft is older: a draft is a claim.
    await passport(db, 'dpp_squatter_1', 'squatter', contested, '2026-02-02T00:00:00.000Z');
    await passport(db, 'dpp_brand_1', 'brand', contested, '2026-02-01T00:00:00.000Z', 'draft');
    // Same instant: the smaller id is the older claim.
    await passport(db, 'dpp_b_twin', 'twin', tied, '2026-03-01T00:00:00.000Z');
    await passport(db, 'dpp_a_brand', 'brand', tied, '2026-03-01T00:00:00.000Z');
    await passport(db, 'dpp_squatter_2', 'squatter', alone, '2026-04-01T00:00:00.000Z');
    const before = await db.query(`SELECT id, organization_id, gtin, status, version FROM passports ORDER BY id`);

    expect(await migrate(db)).toContain('0020_gtin_claims.sql');
    expect(await db.query(`SELECT gtin, organization_id FROM gtin_claims ORDER BY gtin`)).toEqual([
      { gtin: contested, organization_id: 'org_brand' },
      { gtin: tied, organization_id: 'org_brand' },
      { gtin: alone, organization_id: 'org_squatter' },
    ]);
    expect(await listGtinClaimConflicts(db)).toEqual([
      { gtin: contested, passport_id: 'dpp_squatter_1', organization_id: 'org_squatter', workspace_id: 'ws_squatter', status: 'published', owner_organization_id: 'org_brand' },
      { gtin: tied, passport_id: 'dpp_b_twin', organization_id: 'org_twin', workspace_id: 'ws_twin', status: 'published', owner_organization_id: 'org_brand' },
    ]);
    // Nothing deleted, unpublished or rewritten: the operator settles each GTIN.
    expect(await db.query(`SELECT id, organization_id, gtin, status, version FROM passports ORDER BY id`)).toEqual(before);
  }, 60_000);
});
