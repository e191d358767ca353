import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import { deleteScanSaltsBeforeYesterday, findScanSalt, insertScanSalt } from './store/scan-salts';

/**
 * The daily visitor-hash salts (table scan_salts): one random 32-byte salt per UTC day, shared
 * by every server process through Postgres. The first process to need a day inserts it; the
 * others read the same row. Salts older than yesterday are deleted when a new day starts, so
 * past hashes can no longer be recomputed from an address (yesterday stays for late flushes).
 */
export class VisitorSalts {
  readonly #cache = new Map<string, string>();

  /** The salt of `day` (YYYY-MM-DD); call with the batch's transaction handle. */
  async saltFor(tx: Db, day: string): Promise<string> {
    const cached = this.#cache.get(day);
    if (cached !== undefined) return cached;
    await insertScanSalt(tx, day, randomBytes(32).toString('hex'));
    const salt = await findScanSalt(tx, day);
    if (salt === undefined) throw new Error(`scan salt of ${day} vanished`);
    await deleteScanSaltsBeforeYesterday(tx, day);
    for (const key of this.#cache.keys()) if (key < day) this.#cache.delete(key);
    this.#cache.set(day, salt);
    return salt;
  }
}

/**
 * HMAC-SHA256 of address and user agent under the day's salt, 128 bits in base64url: equal
 * for one visitor within a day (unique_scanners), unlinkable across days, no address stored.
 */
export function visitorHash(salt: string, ip: string | undefined, userAgent: string | null): string {
  return createHmac('sha256', salt)
    .update(`${ip ?? ''}\n${userAgent ?? ''}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}
