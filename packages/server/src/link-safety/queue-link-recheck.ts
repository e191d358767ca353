import type { Db } from '../db/db';

export interface LinkRecheckInput {
  readonly codeId: string;
  /** The code's links that checkLinks returned `unchecked`. */
  readonly urls: readonly string[];
  /** ISO time of the save (the app clock). */
  readonly at: string;
}

/**
 * Records links accepted unchecked (reputation provider unreachable, contract Codes PATCH
 * rule 3) so the re-check job classifies them within minutes. Call with the transaction of
 * the save, so the queue entry commits with the link. Queueing a URL already queued for the
 * code makes it due now and restarts its back-off.
 */
export async function queueLinkRecheck(tx: Db, input: LinkRecheckInput): Promise<void> {
  const urls = [...new Set(input.urls)];
  if (urls.length === 0) return;
  await tx.query(
    `INSERT INTO link_rechecks (code_id, url, queued_at, attempts, next_attempt_at)
     SELECT $1, url, $3::timestamptz, 0, $3::timestamptz FROM jsonb_array_elements_text($2::jsonb) AS url
     ON CONFLICT (code_id, url) DO UPDATE SET queued_at = EXCLUDED.queued_at, attempts = 0, next_attempt_at = EXCLUDED.next_attempt_at, last_error = NULL`,
    [input.codeId, JSON.stringify(urls), input.at],
  );
}
