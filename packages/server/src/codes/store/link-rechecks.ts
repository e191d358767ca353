import type { Db } from '../../db/db';

/** A link waiting in the re-check queue (table link_rechecks). */
export interface LinkRecheckRow {
  readonly code_id: string;
  readonly url: string;
}

/** Queues the code's URLs, due at `at`; a URL already queued is due again and its back-off restarts. */
export async function insertLinkRechecks(db: Db, codeId: string, urls: readonly string[], at: string): Promise<void> {
  await insertCodesLinkRechecks(db, urls.map((url) => ({ code_id: codeId, url })), at);
}

/** {@link insertLinkRechecks} for the links of many codes (an import), in one statement. */
export async function insertCodesLinkRechecks(db: Db, links: readonly LinkRecheckRow[], at: string): Promise<void> {
  if (links.length === 0) return;
  await db.query(
    `INSERT INTO link_rechecks (code_id, url, queued_at, attempts, next_attempt_at)
     SELECT code_id, url, $2::timestamptz, 0, $2::timestamptz FROM jsonb_to_recordset($1::jsonb) AS r(code_id text, url text)
     ON CONFLICT (code_id, url) DO UPDATE SET queued_at = EXCLUDED.queued_at, attempts = 0, next_attempt_at = EXCLUDED.next_attempt_at, last_error = NULL`,
    [JSON.stringify(links.map(({ code_id, url }) => ({ code_id, url }))), at],
  );
}

/**
 * Claims up to `limit` links due at `now`, oldest due first, by moving their next attempt to
 * `claimUntil`; `FOR UPDATE SKIP LOCKED` keeps concurrent runners off each other's rows.
 */
export function claimDueLinkRechecks(db: Db, input: { now: string; claimUntil: string; limit: number }): Promise<LinkRecheckRow[]> {
  return db.query<LinkRecheckRow>(
    `UPDATE link_rechecks SET next_attempt_at = $2::timestamptz
     WHERE (code_id, url) IN (
       SELECT code_id, url FROM link_rechecks WHERE next_attempt_at <= $1::timestamptz
       ORDER BY next_attempt_at, code_id, url LIMIT $3 FOR UPDATE SKIP LOCKED)
     RETURNING code_id, url`,
    [input.now, input.claimUntil, input.limit],
  );
}

export async function deleteLinkRechecks(db: Db, rows: readonly LinkRecheckRow[]): Promise<void> {
  await db.query(
    `DELETE FROM link_rechecks l USING jsonb_to_recordset($1::jsonb) AS r(code_id text, url text)
     WHERE l.code_id = r.code_id AND l.url = r.url`,
    [JSON.stringify(rows.map(({ code_id, url }) => ({ code_id, url })))],
  );
}

/**
 * Counts a failed attempt on each link and makes it due again after its back-off:
 * `baseSeconds` × 2^attempts, at most `maxSeconds`, from `at`.
 */
export async function postponeLinkRechecks(db: Db, rows: readonly LinkRecheckRow[], backOff: { at: string; baseSeconds: number; maxSeconds: number }): Promise<void> {
  await db.query(
    `UPDATE link_rechecks l SET attempts = l.attempts + 1, last_error = 'reputation provider unavailable',
       next_attempt_at = $2::timestamptz + make_interval(secs => LEAST($3 * power(2, l.attempts), $4))
     FROM jsonb_to_recordset($1::jsonb) AS r(code_id text, url text)
     WHERE l.code_id = r.code_id AND l.url = r.url`,
    [JSON.stringify(rows.map(({ code_id, url }) => ({ code_id, url }))), backOff.at, backOff.baseSeconds, backOff.maxSeconds],
  );
}
