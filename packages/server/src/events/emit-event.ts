import type { Db } from '../db/db';
import { newId } from '../new-id';
import { fanOutEvent } from '../webhooks/fan-out';

/** Event types written by the server (contract, "Events"). */
export type EventType = 'qr.created' | 'qr.updated' | 'qr.deleted' | 'qr.scanned' | 'qr.flagged' | 'scan.created' | 'workspace.updated';

export interface NewEvent {
  readonly organizationId: string;
  readonly workspaceId: string | null;
  readonly type: EventType;
  /**
   * The envelope's `data`. qr.created and qr.updated: the code exactly as GET /codes/{id}
   * returns it. qr.deleted (the contract shows no payload): the code as it was at deletion
   * (status archived) plus `deleted_at`.
   */
  readonly data: unknown;
  /** ISO time of the change (the app clock); the envelope's `created`. */
  readonly at: string;
}

/**
 * Writes one event to the `events` outbox, and a delivery for each webhook of the workspace
 * subscribed to it (fanOutEvent). Call with the transaction handle of the change, so event and
 * deliveries commit or roll back with it; the webhooks worker delivers committed rows.
 */
export async function emitEvent(tx: Db, event: NewEvent): Promise<string> {
  const id = newId('evt');
  await tx.query(
    `INSERT INTO events (id, organization_id, workspace_id, type, data, created_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6::timestamptz)`,
    [id, event.organizationId, event.workspaceId, event.type, JSON.stringify(event.data), event.at],
  );
  await fanOutEvent(tx, { id, workspaceId: event.workspaceId, type: event.type, data: event.data, at: event.at });
  return id;
}
