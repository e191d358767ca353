import { EVENT_TYPES, SUBSCRIPTION_VALUES } from '@quietzone/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { webhookDeliveries, type FanOutEvent, type SubscribingWebhook } from '../../src/webhooks/fan-out';

/** Few workspaces, so webhooks of the event's workspace and of others both occur often. */
const WORKSPACES = ['ws_a', 'ws_b', 'ws_c'] as const;
/** Up to a dozen webhooks: more than one per workspace, well within a test's time. */
const MAX_WEBHOOKS = 12;

/** The contract's alias pair (Events: scan.created is qr.scanned by another name). */
const ALIAS: Record<string, string> = { 'qr.scanned': 'scan.created', 'scan.created': 'qr.scanned' };

/** The name a subscription receives `type` under, stated independently of core's rule. */
function expectedType(events: readonly string[], type: string): string | null {
  if (events.includes('*') || events.includes(type)) return type;
  const alias = ALIAS[type];
  return alias !== undefined && events.includes(alias) ? alias : null;
}

const webhooks = fc.uniqueArray(
  fc.record({
    id: fc.stringMatching(/^wh_[a-z0-9]{4}$/),
    workspace_id: fc.constantFrom(...WORKSPACES),
    events: fc.uniqueArray(fc.constantFrom(...SUBSCRIPTION_VALUES), { maxLength: 4 }),
  }),
  { selector: (webhook) => webhook.id, maxLength: MAX_WEBHOOKS },
);

const event = fc.record({
  id: fc.stringMatching(/^evt_[a-z0-9]{6}$/),
  workspaceId: fc.constantFrom(...WORKSPACES),
  type: fc.constantFrom(...EVENT_TYPES),
  data: fc.jsonValue(),
  at: fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString()),
});

describe('webhookDeliveries', () => {
  it('one delivery per webhook of the workspace that receives the event, under the name it subscribed to, with the envelope', () => {
    fc.assert(
      fc.property(event, webhooks, (e: FanOutEvent, hooks: SubscribingWebhook[]) => {
        const deliveries = webhookDeliveries(e, hooks);
        const receivers = hooks.filter((hook) => hook.workspace_id === e.workspaceId && expectedType(hook.events, e.type) !== null);
        expect(deliveries.map((delivery) => delivery.webhookId)).toEqual(receivers.map((hook) => hook.id));
        for (const delivery of deliveries) {
          const hook = receivers.find((candidate) => candidate.id === delivery.webhookId)!;
          const type = expectedType(hook.events, e.type);
          expect(delivery).toMatchObject({ eventId: e.id, eventType: type, nextAttemptAt: e.at, createdAt: e.at });
          // Key order is part of the bytes every attempt sends (and signs).
          expect(delivery.payload).toBe(JSON.stringify({ id: e.id, type, created: e.at, data: e.data }));
        }
        expect(new Set(deliveries.map((delivery) => delivery.id)).size).toBe(deliveries.length);
      }),
    );
  });

  it('nothing for an event without a workspace or of a type no webhook can subscribe to', () => {
    fc.assert(
      fc.property(event, webhooks, fc.string().filter((type) => !(EVENT_TYPES as readonly string[]).includes(type)), (e, hooks, unknownType) => {
        expect(webhookDeliveries({ ...e, workspaceId: null }, hooks)).toEqual([]);
        expect(webhookDeliveries({ ...e, type: unknownType }, hooks.map((hook) => ({ ...hook, events: ['*', unknownType] })))).toEqual([]);
      }),
    );
  });
});
