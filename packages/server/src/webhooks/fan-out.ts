import { deliveredEventType, isEventType } from '@quietzone/core';
import type { Db } from '../db/db';
import { newId } from '../new-id';
import { insertDeliveries } from '../store/webhook-deliveries';

export interface FanOutEvent {
  readonly id: string;
  readonly workspaceId: string | null;
  readonly type: string;
  readonly data: unknown;
  readonly at: string;
}

/**
 * Turns one event into a delivery for every active webhook of its workspace that subscribes
 * to its type (or `*`, or for qr.scanned/scan.created the alias). Called by emitEvent with the
 * transaction of the change, so deliveries exist exactly when the change committed, once each.
 * The envelope `{ id, type, created, data }` is serialized here, once: every attempt sends these
 * bytes. A webhook reached only through the alias gets the alias as `type`.
 */
export async function fanOutEvent(tx: Db, event: FanOutEvent): Promise<number> {
  const eventType = event.type;
  if (event.workspaceId === null || !isEventType(eventType)) return 0;
  const webhooks = await tx.query<{ id: string; events: string[] }>(
    `SELECT id, events FROM webhooks WHERE workspace_id = $1 AND is_active AND deleted_at IS NULL`,
    [event.workspaceId],
  );
  const deliveries = webhooks.flatMap((webhook) => {
    const type = deliveredEventType(webhook.events, eventType);
    if (type === null) return [];
    return [
      {
        id: newId('dlv'),
        webhookId: webhook.id,
        eventId: event.id,
        eventType: type,
        payload: webhookEnvelope({ id: event.id, type, created: event.at, data: event.data }),
        nextAttemptAt: event.at,
        createdAt: event.at,
      },
    ];
  });
  await insertDeliveries(tx, deliveries);
  return deliveries.length;
}

/** The JSON text of an envelope (contract, Events: "Envelope"), in this key order. */
export function webhookEnvelope(envelope: { id: string; type: string; created: string; data: unknown }): string {
  return JSON.stringify({ id: envelope.id, type: envelope.type, created: envelope.created, data: envelope.data });
}
