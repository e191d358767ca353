/**
 * Event types a webhook can subscribe to (contract, Events: "Event types") and the one rule
 * that decides whether, and under which type name, a webhook receives an event.
 */

export const EVENT_TYPES = [
  'qr.created',
  'qr.updated',
  'qr.deleted',
  'qr.scanned',
  'qr.flagged',
  'scan.created',
  'workspace.updated',
  'webhook.ping',
  // Product passports (dpp.md, Events: additive).
  'dpp.created',
  'dpp.updated',
  'dpp.published',
  'dpp.archived',
  'dpp.scanned',
  // Print exports, added without changing the other types: an export finished, done or failed.
  'export.completed',
  // The approval workflow, added without changing the other types: a contributor's new code or
  // change waits for approval, and was approved (and applied) or rejected.
  'qr.approval_requested',
  'qr.approved',
  'qr.rejected',
  // Branded domains, added without changing the other types: a verified domain's TXT record is gone.
  'workspace.domain_failed',
] as const;
export type WebhookEventType = (typeof EVENT_TYPES)[number];

/** `*` subscribes to every event (a subscription value only, never an event's type). */
export const ALL_EVENTS = '*';
export const SUBSCRIPTION_VALUES = [ALL_EVENTS, ...EVENT_TYPES] as const;
export type WebhookSubscription = (typeof SUBSCRIPTION_VALUES)[number];

/** scan.created is an alias of qr.scanned (contract): one event, known by either name. */
const ALIASES: Readonly<Partial<Record<WebhookEventType, WebhookEventType>>> = {
  'qr.scanned': 'scan.created',
  'scan.created': 'qr.scanned',
};

export function isEventType(value: unknown): value is WebhookEventType {
  return typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value);
}

/**
 * The type name under which a webhook subscribed to `events` receives an event of `type`, or
 * null when it does not receive it. `*` or the type itself: the type as emitted. Only the
 * alias (a webhook of `scan.created` seeing a `qr.scanned` event, or the reverse): the alias,
 * so the envelope carries the name the webhook asked for. One event is one delivery per
 * webhook, whichever of the names match.
 */
export function deliveredEventType(events: readonly string[], type: WebhookEventType): WebhookEventType | null {
  if (events.includes(ALL_EVENTS) || events.includes(type)) return type;
  const alias = ALIASES[type];
  return alias !== undefined && events.includes(alias) ? alias : null;
}

/** True when a webhook subscribed to `events` receives events of `type` (under any name). */
export function subscribes(events: readonly string[], type: WebhookEventType): boolean {
  return deliveredEventType(events, type) !== null;
}
