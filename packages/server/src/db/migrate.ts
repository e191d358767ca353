import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

/** Serializes migrators (and the bootstrap) across processes; any constant unique to us. */
export const SCHEMA_LOCK_ID = 7_310_442_001;

const MIGRATION_FILE = /^(\d{4})_[a-z0-9_-]+\.sql$/;

/**
 * Applies the numbered SQL files of `migrations/` in order, each in its own transaction and
 * recorded in `schema_migrations`. Each transaction first takes a transaction-scoped advisory
 * lock, so two processes starting together never apply one file twice. Returns the names
 * applied by this call.
 */
export async function migrate(db: Db, directory = findMigrationsDirectory()): Promise<string[]> {
  const files = (await readdir(directory)).filter((name) => MIGRATION_FILE.test(name)).sort();
  const applied: string[] = [];
  for (const name of files) {
    const script = await readFile(join(directory, name), 'utf8');
    const didApply = await db.transaction(async (tx) => {
      // A migration may rewrite a large table: the pool's statement timeout is for requests.
      await tx.exec('SET LOCAL statement_timeout = 0');
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_ID]);
      await tx.exec(
        `CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
      );
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (done.length > 0) return false;
      await tx.exec(script);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (didApply) applied.push(name);
  }
  return applied;
}

/** `packages/server/migrations`, found upwards from this module (works from src/ and dist/). */
function findMigrationsDirectory(): string {
  let directory = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(directory, 'migrations');
    if (existsSync(join(directory, 'package.json')) && existsSync(candidate)) return candidate;
    const parent = dirname(directory);
    if (parent === directory) throw new Error('migrations directory not found');
    directory = parent;
  }
}
