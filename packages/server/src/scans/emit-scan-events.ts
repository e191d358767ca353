import { subscribes } from '@quietzone/core';
import type { Db } from '../db/db';
import { newId } from '../new-id';
import type { NewScan } from './scan-chunk';
import { fanOutEvent } from '../webhooks/fan-out';

export interface ScanEvent {
  readonly organizationId: string;
  readonly workspaceId: string;
  /** The qr.scanned `data` (contract, Events). */
  readonly data: Record<string, unknown>;
  /** The scan's time: the envelope's `created`. */
  readonly at: string;
}

/**
 * emitEvent for a whole scan batch, in the batch's transaction: `qr.scanned` events (and
 * their webhook deliveries, via fanOutEvent) for the scans of workspaces that have an active
 * webhook subscribed to qr.scanned, its alias scan.created, or `*` (issue 5: events are
 * emitted "for the workspace's active webhooks subscribed to the type"). Scans are the one
 * event with a row per request: writing outbox rows nobody consumes doubled the rows each
 * batch wrote, and on embedded PGlite that work shares the server's core with the redirects.
 * The scan itself is always stored (store/scans.ts insertScans). `toEvent` maps a human scan to its event.
 */
export async function emitScanEvents(tx: Db, scans: readonly NewScan[], toEvent: (scan: NewScan) => ScanEvent): Promise<void> {
  const workspaces = [...new Set(scans.filter((scan) => !scan.profile.is_bot).map((scan) => scan.profile.workspace_id))];
  if (workspaces.length === 0) return;
  const webhooks = await tx.query<{ workspace_id: string; events: string[] }>(
    `SELECT workspace_id, events FROM webhooks
      WHERE workspace_id IN (SELECT jsonb_array_elements_text($1::jsonb)) AND is_active AND deleted_at IS NULL`,
    [JSON.stringify(workspaces)],
  );
  const subscribed = new Set(webhooks.filter((webhook) => subscribes(webhook.events, 'qr.scanned')).map((webhook) => webhook.workspace_id));
  if (subscribed.size === 0) return;
  // Events are built only now: most batches have no subscriber and build none.
  const rows = scans
    .filter((scan) => !scan.profile.is_bot && subscribed.has(scan.profile.workspace_id))
    .map(toEvent)
    .map((event) => ({ id: newId('evt'), organization_id: event.organizationId, workspace_id: event.workspaceId, data: event.data, created_at: event.at }));
  await tx.query(
    `INSERT INTO events (id, organization_id, workspace_id, type, data, created_at)
     SELECT id, organization_id, workspace_id, 'qr.scanned', data, created_at
       FROM jsonb_to_recordset($1::jsonb) AS r(id text, organization_id text, workspace_id text, data jsonb, created_at timestamptz)`,
    [JSON.stringify(rows)],
  );
  for (const row of rows) await fanOutEvent(tx, { id: row.id, workspaceId: row.workspace_id, type: 'qr.scanned', data: row.data, at: row.created_at });
}
