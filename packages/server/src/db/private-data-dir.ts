import { chmodSync, mkdirSync } from 'node:fs';
import { chmod, lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** DATA_DIR and every folder in it: its owner only (PostgreSQL's own rule for a data directory). */
export const PRIVATE_DIR_MODE = 0o700;
/** Every file in DATA_DIR: the database and the key that encrypts webhook secrets. */
export const PRIVATE_FILE_MODE = 0o600;

/** Permission bits that let anyone but the owner in. */
const GROUP_OR_OTHER = 0o077;

/**
 * Creates DATA_DIR (and any missing parent) for its owner alone, and takes group and other
 * access off an existing one: it holds the whole database and the key that encrypts webhook
 * secrets, and a server started on a folder made readable by an earlier version, a volume or a
 * careless `mkdir` should not keep serving it to every local account.
 */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * Folders in `dir` to 0700 and files to 0600 where they allow more (symbolic links untouched),
 * returning how many changed. The embedded database is unpacked from PGlite's image with files
 * 0666 and writes a few more under the process umask, so its directory is tightened after it
 * opens: PostgreSQL itself makes new relation and WAL files 0600.
 */
export async function tightenPrivateDir(dir: string): Promise<number> {
  let changed = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() && !entry.isDirectory()) continue;
    const path = join(entry.parentPath, entry.name);
    const { mode } = await lstat(path);
    if ((mode & GROUP_OR_OTHER) === 0) continue;
    await chmod(path, entry.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE);
    changed++;
  }
  return changed;
}
