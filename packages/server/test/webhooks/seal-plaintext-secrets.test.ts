import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config';
import { migrate } from '../../src/db/migrate';
import { silentLogger } from '../../src/logger';
import { insertOrganization } from '../../src/organizations/store/organizations';
import { insertEarlyWorkspace } from '../helpers/insert-early-workspace';
import { findWebhook } from '../../src/webhooks/store/webhooks';
import { webhookSecretCipher } from '../../src/webhooks/load-secret-key';
import { sealPlaintextSecrets } from '../../src/webhooks/seal-plaintext-secrets';
import { createSecretCipher } from '../../src/webhooks/secret-cipher';
import { signingSecrets } from '../../src/webhooks/signing-secrets';
import { body, setupTestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

const MIGRATIONS = fileURLToPath(new URL('../../migrations/', import.meta.url));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

const t = setupTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' } });

/** A database migrated up to (not including) 0011, when webhook secrets were stored plain. */
async function databaseBeforeSealing(): Promise<TestDatabase> {
  const database = await createTestDatabase({ migrate: false });
  cleanups.push(() => database.drop());
  const directory = await mkdtemp(join(tmpdir(), 'qz-migrations-'));
  cleanups.push(() => rm(directory, { recursive: true, force: true }));
  for (const name of await readdir(MIGRATIONS)) if (name.endsWith('.sql') && name < '0011') await copyFile(join(MIGRATIONS, name), join(directory, name));
  await migrate(database.db, directory);
  return database;
}

describe('webhook secrets at rest', () => {
  it('are stored sealed: no column of the row holds the secret, and it opens with the key', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'ws_admin');
    const secret = 'stored-sealed-secret-0001';
    const res = await t.request('/v1/webhooks', { method: 'POST', key, json: { url: 'https://127.0.0.1:8443/hook', secret } });
    expect(res.status).toBe(201);
    const { data } = await body(res);
    const [row] = await t.db.query<Record<string, unknown>>(`SELECT * FROM webhooks WHERE id = $1`, [data.id]);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row).toMatchObject({ secret: null, secret_hint: 'stor…' });
    const cipher = webhookSecretCipher({ ...t.ctx, logger: silentLogger });
    expect(cipher.open(String(row!.secret_sealed), data.id)).toBe(secret);
    // The audit entry has the hint only.
    const audit = await t.db.query(`SELECT changes FROM audit_logs WHERE resource_id = $1`, [data.id]);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });
});

describe('secrets written before migration 0011', () => {
  it('keep their hint through the migration and are sealed at start with the key; a wrong key stops the start', async () => {
    const { db } = await databaseBeforeSealing();
    const at = new Date().toISOString();
    await insertOrganization(db, { id: 'org_legacy', name: 'Legacy', slug: 'legacy', billingEmail: null, plan: 'free', createdAt: at });
    await insertEarlyWorkspace(db, { id: 'ws_legacy', organizationId: 'org_legacy', name: 'Legacy', slug: 'legacy', createdAt: at });
    const plain = { wh_legacy_1: 'legacy-plain-secret-0001', wh_legacy_2: 'ünïcode-legacy-secret-02' };
    for (const [id, secret] of Object.entries(plain)) {
      await db.query(
        `INSERT INTO webhooks (id, organization_id, workspace_id, url, secret, events, created_at, updated_at) VALUES ($1, 'org_legacy', 'ws_legacy', 'https://hooks.example.com/x', $2, '["*"]', now(), now())`,
        [id, secret],
      );
    }
    await migrate(db);
    const hints = await db.query<{ id: string; secret_hint: string }>(`SELECT id, secret_hint FROM webhooks ORDER BY id`);
    expect(hints).toEqual([
      { id: 'wh_legacy_1', secret_hint: 'lega…' },
      { id: 'wh_legacy_2', secret_hint: 'ünïc…' },
    ]);

    const cipher = createSecretCipher('the-servers-secret-key-0123456789abcdef');
    expect(await sealPlaintextSecrets(db, cipher)).toBe(2);
    for (const [id, secret] of Object.entries(plain)) {
      const row = (await findWebhook(db, 'ws_legacy', id))!;
      expect(row.secret).toBeNull();
      expect(JSON.stringify(row)).not.toContain(secret);
      expect(signingSecrets(cipher, id, row, new Date())).toEqual([secret]);
    }
    // A second start has nothing to seal; a start with another key is refused.
    expect(await sealPlaintextSecrets(db, cipher)).toBe(0);
    await expect(sealPlaintextSecrets(db, createSecretCipher('not-the-key-they-were-sealed-with-000'))).rejects.toThrow(ConfigError);
  }, 60_000);
});
