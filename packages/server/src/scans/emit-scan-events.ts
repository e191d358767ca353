import { subscribes } from '@quietzone/core';
import type { Db } from '../db/db';
import { emitEvents } from '../events/emit-event';
import { listActiveWebhooks } from '../store/webhooks';
import type { NewScan } from './scan-chunk';

export interface ScanEvent {
  readonly organizationId: string;
  readonly workspaceId: string;
  /** The qr.scanned `data` (contract, Events). */
  readonly data: Record<string, unknown>;
  /** The scan's time: the envelope's `created`. */
  readonly at: string;
}

/**
 * The `qr.scanned` events of a scan batch, in the batch's transaction (emitEvents writes them
 * and their webhook deliveries), for the scans of workspaces that have an active webhook
 * subscribed to qr.scanned, its alias scan.created, or `*` (issue 5: events are emitted "for
 * the workspace's active webhooks subscribed to the type"). Scans are the one event with a row
 * per request: writing outbox rows nobody consumes doubled the rows each batch wrote, and on
 * embedded PGlite that work shares the server's core with the redirects. The scan itself is
 * always stored (scans/insert-scans.ts). `toEvent` maps a human scan to its event.
 */
export async function emitScanEvents(tx: Db, scans: readonly NewScan[], toEvent: (scan: NewScan) => ScanEvent): Promise<void> {
  const workspaces = [...new Set(scans.filter((scan) => !scan.profile.is_bot).map((scan) => scan.profile.workspace_id))];
  if (workspaces.length === 0) return;
  const webhooks = await listActiveWebhooks(tx, workspaces);
  const subscribed = new Set(webhooks.filter((webhook) => subscribes(webhook.events, 'qr.scanned')).map((webhook) => webhook.workspace_id));
  if (subscribed.size === 0) return;
  // Events are built only now: most batches have no subscriber and build none.
  const events = scans
    .filter((scan) => !scan.profile.is_bot && subscribed.has(scan.profile.workspace_id))
    .map(toEvent)
    .map((event) => ({ ...event, type: 'qr.scanned' as const }));
  await emitEvents(tx, events, webhooks);
}
