import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/db/migrate';
import { createPgliteDb } from '../../src/db/pglite-db';
import { createPostgresDb } from '../../src/db/postgres-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A `dumpDataDir()` tarball of a migrated PGlite database, on disk. */
    migratedPgliteDump?: string;
    /** A migrated database on the TEST_DATABASE_URL server, for `CREATE DATABASE … TEMPLATE`. */
    migratedPostgresTemplate?: string;
  }
}

/**
 * Vitest global set-up: migrates ONE database per run, which createTestDatabase copies for each
 * test file. A fresh PGlite runs initdb (about 5 s of CPU) before the migrations; loading a dump
 * takes about 1 s. On a server, copying a template is ten times faster than migrating.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const directory = await mkdtemp(join(tmpdir(), 'qz-migrated-'));
    // Migrated through the product's own handle, then reopened raw: only PGlite itself dumps.
    const dataDir = join(directory, 'data');
    const db = await createPgliteDb(dataDir);
    await migrate(db);
    await db.close();
    const raw = await PGlite.create(dataDir);
    const path = join(directory, 'migrated.tar');
    await writeFile(path, Buffer.from(await (await raw.dumpDataDir('none')).arrayBuffer()));
    await raw.close();
    project.provide('migratedPgliteDump', path);
    return () => rm(directory, { recursive: true, force: true });
  }
  const name = `qz_template_${randomBytes(6).toString('hex')}`;
  const admin = createPostgresDb(serverUrl, { max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Closed before any copy: CREATE DATABASE refuses a template that has a session on it.
  const db = createPostgresDb(url.toString(), { max: 1 });
  await migrate(db);
  await db.close();
  project.provide('migratedPostgresTemplate', name);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  };
}
