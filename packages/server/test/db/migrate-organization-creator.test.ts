import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { insertApiKey } from '../../src/api-keys/store/api-keys';
import { countOrganizationsCreatedUnder } from '../../src/organizations/store/organization-creators';
import { insertOrganization } from '../../src/organizations/store/organizations';
import { insertEarlyWorkspace } from '../helpers/insert-early-workspace';
import { createTestDatabase } from '../helpers/test-db';

const MIGRATIONS = fileURLToPath(new URL('../../migrations/', import.meta.url));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

const AT = '2026-01-01T00:00:00.000Z';

/** An organization with one workspace and one org_admin key, made by `createdByKeyId` (null: seeded). */
async function organization(db: Db, name: string, keyId: string, createdByKeyId: string | null): Promise<void> {
  await insertOrganization(db, { id: `org_${name}`, name, slug: name, billingEmail: null, plan: 'free', createdAt: AT });
  await insertEarlyWorkspace(db, { id: `ws_${name}`, organizationId: `org_${name}`, name, slug: 'default', createdAt: AT });
  await insertApiKey(db, {
    id: keyId,
    organizationId: `org_${name}`,
    workspaceId: `ws_${name}`,
    kind: 'secret',
    role: 'org_admin',
    name: 'admin',
    keyPrefix: 'svc_sk_xxxx',
    keyHash: keyId.padEnd(64, '0'),
    expiresAt: null,
    createdByKeyId,
    createdAt: AT,
  });
}

describe('migration 0014_organization_creator_backfill', () => {
  it('marks organizations made through the API before 0014 with their creator, and leaves seeded ones alone', async () => {
    const database = await createTestDatabase({ migrate: false });
    cleanups.push(() => database.drop());
    const directory = await mkdtemp(join(tmpdir(), 'qz-migrations-'));
    cleanups.push(() => rm(directory, { recursive: true, force: true }));
    for (const name of await readdir(MIGRATIONS)) if (name.endsWith('.sql') && name < '0014') await copyFile(join(MIGRATIONS, name), join(directory, name));
    const { db } = database;
    await migrate(db, directory);

    await organization(db, 'parent', 'key_parent', null);
    await organization(db, 'child', 'key_child', 'key_parent');
    await organization(db, 'grandchild', 'key_grandchild', 'key_child');
    await organization(db, 'loner', 'key_loner', null);
    // A second key of the child, made by the child's own key: not a cross-organization creation.
    await insertApiKey(db, { id: 'key_child_2', organizationId: 'org_child', workspaceId: 'ws_child', kind: 'secret', role: 'viewer', name: 'v', keyPrefix: 'svc_sk_yyyy', keyHash: 'f'.repeat(64), expiresAt: null, createdByKeyId: 'key_child', createdAt: AT });

    await migrate(db);
    const rows = await db.query<{ id: string; created_by_organization_id: string | null }>(`SELECT id, created_by_organization_id FROM organizations ORDER BY id`);
    expect(rows).toEqual([
      { id: 'org_child', created_by_organization_id: 'org_parent' },
      { id: 'org_grandchild', created_by_organization_id: 'org_child' },
      { id: 'org_loner', created_by_organization_id: null },
      { id: 'org_parent', created_by_organization_id: null },
    ]);
    // The parent's cap counts its child and, through it, its grandchild.
    expect(await countOrganizationsCreatedUnder(db, 'org_parent')).toBe(2);
    expect(await countOrganizationsCreatedUnder(db, 'org_child')).toBe(1);
  }, 60_000);
});
