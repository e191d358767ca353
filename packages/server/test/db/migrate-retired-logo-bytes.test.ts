import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate';
import { createTestDatabase } from '../helpers/test-db';

const MIGRATIONS = fileURLToPath(new URL('../../migrations/', import.meta.url));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe('migration 0021: retired logo bytes', () => {
  // A database migrated from scratch on a busy machine takes a while.
  it('empties the bytes of retired logos and keeps live logos and attachments whole', { timeout: 120_000 }, async () => {
    const database = await createTestDatabase({ migrate: false });
    cleanups.push(() => database.drop());
    const directory = await mkdtemp(join(tmpdir(), 'qz-migrations-'));
    cleanups.push(() => rm(directory, { recursive: true, force: true }));
    const names = (await readdir(MIGRATIONS)).filter((name) => name.endsWith('.sql'));
    for (const name of names) if (name < '0021') await copyFile(join(MIGRATIONS, name), join(directory, name));
    const db = database.db;
    await migrate(db, directory);
    await db.query(`INSERT INTO organizations (id, name, slug) VALUES ('org_m', 'm', 'm')`);
    await db.query(`INSERT INTO workspaces (id, organization_id, name, slug) VALUES ('ws_m', 'org_m', 'm', 'm')`);
    const file = (id: string, purpose: string, deleted: boolean) =>
      db.query(
        `INSERT INTO files (id, organization_id, workspace_id, purpose, filename, content_type, byte_size, sha256, bytes, deleted_at)
         VALUES ($1, 'org_m', 'ws_m', $2, 'x.png', 'image/png', 4, 'x', '\\x01020304'::bytea, $3::timestamptz)`,
        [id, purpose, deleted ? '2026-01-01T00:00:00Z' : null],
      );
    await file('file_retired', 'logo', true);
    await file('file_live', 'logo', false);
    await file('file_attachment', 'attachment', false);
    await copyFile(join(MIGRATIONS, '0021_retired_logo_bytes.sql'), join(directory, '0021_retired_logo_bytes.sql'));
    expect(await migrate(db, directory)).toEqual(['0021_retired_logo_bytes.sql']);
    const rows = await db.query<{ id: string; stored: number; byte_size: number }>(`SELECT id, octet_length(bytes)::int AS stored, byte_size FROM files ORDER BY id`);
    expect(rows).toEqual([
      { id: 'file_attachment', stored: 4, byte_size: 4 },
      { id: 'file_live', stored: 4, byte_size: 4 },
      { id: 'file_retired', stored: 0, byte_size: 4 },
    ]);
  });
});
