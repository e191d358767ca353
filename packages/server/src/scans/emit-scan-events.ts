import { subscribes } from '@quietzone/core';
import type { Db } from '../db/db';
import { emitEvents } from '../events/emit-event';
import { listActiveWebhooks } from '../webhooks/store/webhooks';
import type { NewScan } from './scan-chunk';

export type ScanEventType = 'qr.scanned' | 'dpp.scanned';

export interface ScanEvent {
  /** `qr.scanned` for a code's scan, `dpp.scanned` for a passport's (dpp.md, Events). */
  readonly type: ScanEventType;
  readonly organizationId: string;
  readonly workspaceId: string;
  /** The event's `data` (contract, Events). */
  readonly data: Record<string, unknown>;
  /** The scan's time: the envelope's `created`. */
  readonly at: string;
}

/**
 * The `qr.scanned` and `dpp.scanned` events of a scan batch, in the batch's transaction
 * (emitEvents writes them and their webhook deliveries), for the scans of workspaces that have
 * an active webhook subscribed to the scan's type (`typeOf`), its alias (scan.created), or `*`
 * (the contract emits events "for the workspace's active webhooks subscribed to the type"). Scans are the one event with a row
 * per request: writing outbox rows nobody consumes doubled the rows each batch wrote, and on
 * embedded PGlite that work shares the server's core with the redirects. The scan itself is
 * always stored (scans/insert-scans.ts). `toEvent` maps a human scan to its event.
 */
export async function emitScanEvents(tx: Db, scans: readonly NewScan[], typeOf: (scan: NewScan) => ScanEventType, toEvent: (scan: NewScan) => ScanEvent): Promise<void> {
  const workspaces = [...new Set(scans.filter((scan) => !scan.profile.is_bot).map((scan) => scan.profile.workspace_id))];
  if (workspaces.length === 0) return;
  const webhooks = await listActiveWebhooks(tx, workspaces);
  const subscribed = new Set(
    webhooks.flatMap((webhook) => SCAN_EVENT_TYPES.filter((type) => subscribes(webhook.events, type)).map((type) => `${webhook.workspace_id}\n${type}`)),
  );
  if (subscribed.size === 0) return;
  // Events are built only now: most batches have no subscriber and build none.
  const events = scans.filter((scan) => !scan.profile.is_bot && subscribed.has(`${scan.profile.workspace_id}\n${typeOf(scan)}`)).map(toEvent);
  await emitEvents(tx, events, webhooks);
}

const SCAN_EVENT_TYPES: readonly ScanEventType[] = ['qr.scanned', 'dpp.scanned'];
