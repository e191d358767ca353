import { deliveredEventType, isEventType } from '@quietzone/core';
import { newId } from '../new-id';
import type { NewDelivery } from './store/webhook-deliveries';

export interface FanOutEvent {
  readonly id: string;
  readonly workspaceId: string | null;
  readonly type: string;
  readonly data: unknown;
  readonly at: string;
}

/** A webhook as fan-out needs it: its workspace and the event types it subscribes to. */
export interface SubscribingWebhook {
  readonly id: string;
  readonly workspace_id: string;
  readonly events: readonly string[];
}

/**
 * The deliveries of one event: one for every webhook of its workspace that subscribes to its
 * type (or `*`, or for qr.scanned/scan.created the alias). `webhooks` are the active webhooks
 * (of any workspaces; the others are skipped). emitEvents inserts them with the event, so
 * deliveries exist exactly when the change committed, once each. The envelope
 * `{ id, type, created, data }` is serialized here, once: every attempt sends these bytes.
 * A webhook reached only through the alias gets the alias as `type`.
 */
export function webhookDeliveries(event: FanOutEvent, webhooks: readonly SubscribingWebhook[]): NewDelivery[] {
  const eventType = event.type;
  if (event.workspaceId === null || !isEventType(eventType)) return [];
  return webhooks.flatMap((webhook) => {
    if (webhook.workspace_id !== event.workspaceId) return [];
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
}

/** The JSON text of an envelope (contract, Events: "Envelope"), in this key order. */
export function webhookEnvelope(envelope: { id: string; type: string; created: string; data: unknown }): string {
  return JSON.stringify({ id: envelope.id, type: envelope.type, created: envelope.created, data: envelope.data });
}
