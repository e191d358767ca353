import type { Db } from '../../db/db';
import { insertLinkRechecks } from '../store/link-rechecks';

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
  await insertLinkRechecks(tx, input.codeId, urls, input.at);
}
