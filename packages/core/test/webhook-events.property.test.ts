import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, SUBSCRIPTION_VALUES, deliveredEventType, subscribes } from '../src/webhook-events';

const subscription = fc.uniqueArray(fc.constantFrom<string>(...SUBSCRIPTION_VALUES), { maxLength: SUBSCRIPTION_VALUES.length });
const type = fc.constantFrom(...EVENT_TYPES);
const ALIAS_GROUP = ['qr.scanned', 'scan.created'];

describe('subscription matching (property)', () => {
  it('matches exactly when * or the type or (for the scan pair) its alias is subscribed', () => {
    fc.assert(
      fc.property(subscription, type, (events, t) => {
        const names = ALIAS_GROUP.includes(t) ? ALIAS_GROUP : [t];
        expect(subscribes(events, t)).toBe(events.includes('*') || names.some((name) => events.includes(name)));
      }),
    );
  });

  it('delivers under a subscribed name (or the emitted one for *), never an unrelated type', () => {
    fc.assert(
      fc.property(subscription, type, (events, t) => {
        const delivered = deliveredEventType(events, t);
        if (delivered === null) return;
        expect(delivered === t || (ALIAS_GROUP.includes(t) && ALIAS_GROUP.includes(delivered))).toBe(true);
        expect(events.includes(delivered) || events.includes('*')).toBe(true);
      }),
    );
  });

  it('grows monotonically: adding subscriptions never loses an event', () => {
    fc.assert(fc.property(subscription, subscription, type, (a, b, t) => !subscribes(a, t) || subscribes([...a, ...b], t)));
  });
});
