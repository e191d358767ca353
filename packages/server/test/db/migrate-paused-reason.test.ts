import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { createTestDatabase } from '../helpers/test-db';

const MIGRATIONS = fileURLToPath(new URL('../../migrations/', import.meta.url));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** A database migrated up to (not including) migration 0010: codes had no paused_reason then. */
async function databaseBeforePausedReason(): Promise<Db> {
  const database = await createTestDatabase({ migrate: false });
  cleanups.push(() => database.drop());
  const directory = await mkdtemp(join(tmpdir(), 'qz-migrations-'));
  cleanups.push(() => rm(directory, { recursive: true, force: true }));
  for (const name of await readdir(MIGRATIONS)) if (name.endsWith('.sql') && name < '0010') await copyFile(join(MIGRATIONS, name), join(directory, name));
  await migrate(database.db, directory);
  return database.db;
}

describe('migration 0010: paused_reason', () => {
  it('marks exactly the codes whose last status change was the re-check job pausing them', async () => {
    const db = await databaseBeforePausedReason();
    await db.query(`INSERT INTO organizations (id, name, slug) VALUES ('org_m', 'm', 'm')`);
    await db.query(`INSERT INTO workspaces (id, organization_id, name, slug) VALUES ('ws_m', 'org_m', 'm', 'm')`);
    const code = (id: string, status: string) =>
      db.query(`INSERT INTO codes (id, organization_id, workspace_id, short_code, type, is_dynamic, status, url) VALUES ($1, 'org_m', 'ws_m', $1, 'url', true, $2, 'https://example.com/')`, [id, status]);
    const audit = (id: string, resourceId: string, action: string, changes: Record<string, unknown>, at: string) =>
      db.query(
        `INSERT INTO audit_logs (id, organization_id, workspace_id, actor_type, actor_id, action, resource_type, resource_id, changes, created_at)
         VALUES ($1, 'org_m', 'ws_m', 'system', 'link_recheck', $2, 'codes', $3, $4::jsonb, $5::timestamptz)`,
        [id, action, resourceId, JSON.stringify(changes), at],
      );
    const flag = { status: ['live', 'paused'], unsafe_links: [null, [{ url: 'https://example.com/', threat: 'MALWARE' }]] };

    await code('qr_flagged', 'paused');
    await audit('aud_1', 'qr_flagged', 'codes.flag', flag, '2026-01-01T00:00:00Z');
    // A later change without a status change keeps the job's reason.
    await audit('aud_2', 'qr_flagged', 'codes.update', { title: [null, 'T'] }, '2026-01-02T00:00:00Z');

    // Flagged, set live again, then paused by a person: no reason.
    await code('qr_repaused', 'paused');
    await audit('aud_3', 'qr_repaused', 'codes.flag', flag, '2026-01-01T00:00:00Z');
    await audit('aud_4', 'qr_repaused', 'codes.update', { status: ['paused', 'live'] }, '2026-01-02T00:00:00Z');
    await audit('aud_5', 'qr_repaused', 'codes.update', { status: ['live', 'paused'] }, '2026-01-03T00:00:00Z');

    // Flagged, then archived by a person: not paused any more.
    await code('qr_archived', 'archived');
    await audit('aud_6', 'qr_archived', 'codes.flag', flag, '2026-01-01T00:00:00Z');
    await audit('aud_7', 'qr_archived', 'codes.update', { status: ['paused', 'archived'] }, '2026-01-02T00:00:00Z');

    await code('qr_person', 'paused');
    await audit('aud_8', 'qr_person', 'codes.update', { status: ['live', 'paused'] }, '2026-01-01T00:00:00Z');
    await code('qr_live', 'live');

    expect(await migrate(db)).toContain('0010_paused_reason.sql');
    const rows = await db.query<{ id: string; paused_reason: string | null }>(`SELECT id, paused_reason FROM codes ORDER BY id`);
    expect(rows).toEqual([
      { id: 'qr_archived', paused_reason: null },
      { id: 'qr_flagged', paused_reason: 'unsafe_link' },
      { id: 'qr_live', paused_reason: null },
      { id: 'qr_person', paused_reason: null },
      { id: 'qr_repaused', paused_reason: null },
    ]);
    await expect(db.query(`UPDATE codes SET paused_reason = 'other' WHERE id = 'qr_live'`)).rejects.toThrow();
  }, 60_000); // a fresh database migrated twice: seconds on a loaded machine
});
