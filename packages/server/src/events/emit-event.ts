import { isEventType, type WebhookEventType } from '@quietzone/core';
import type { Db } from '../db/db';
import { newId } from '../new-id';
import { insertEvents } from './store/events';
import { insertDeliveries } from '../webhooks/store/webhook-deliveries';
import { listActiveWebhooks, type ActiveWebhookRow } from '../webhooks/store/webhooks';
import { webhookDeliveries } from '../webhooks/fan-out';

/**
 * Event types written by the server: every type a webhook can subscribe to (core's one list,
 * contract "Events") except `webhook.ping`, which is a test delivery, never a stored event.
 */
export type EventType = Exclude<WebhookEventType, 'webhook.ping'>;

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

/** emitEvents of one event: its id. */
export async function emitEvent(tx: Db, event: NewEvent): Promise<string> {
  const [id] = await emitEvents(tx, [event]);
  return id!;
}

/**
 * The one writer of events: writes them to the `events` outbox, and a delivery for each
 * active webhook of their workspace subscribed to their type (webhooks/fan-out.ts). Call with
 * the transaction handle of the change, so events and deliveries commit or roll back with it;
 * the webhooks worker delivers committed rows. `webhooks`: the active webhooks of the events'
 * workspaces when the caller has read them already (listActiveWebhooks), else they are read
 * here. Returns the events' ids, in order.
 */
export async function emitEvents(tx: Db, events: readonly NewEvent[], webhooks?: readonly ActiveWebhookRow[]): Promise<string[]> {
  if (events.length === 0) return [];
  const written = events.map((event) => ({ ...event, id: newId('evt') }));
  await insertEvents(
    tx,
    written.map((event) => ({ id: event.id, organizationId: event.organizationId, workspaceId: event.workspaceId, type: event.type, data: event.data, createdAt: event.at })),
  );
  // Only events of a workspace, of a type webhooks can subscribe to, are delivered.
  const deliverable = written.filter((event) => event.workspaceId !== null && isEventType(event.type));
  if (deliverable.length > 0) {
    const subscribers = webhooks ?? (await listActiveWebhooks(tx, [...new Set(deliverable.map((event) => event.workspaceId!))]));
    await insertDeliveries(
      tx,
      deliverable.flatMap((event) => webhookDeliveries(event, subscribers)),
    );
  }
  return written.map((event) => event.id);
}
