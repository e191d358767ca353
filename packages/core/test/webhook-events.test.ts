import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, deliveredEventType, isEventType, subscribes } from '../src/webhook-events';

describe('deliveredEventType', () => {
  it('delivers every type to * under its own name', () => {
    for (const type of EVENT_TYPES) expect(deliveredEventType(['*'], type)).toBe(type);
  });

  it('delivers a type to its own subscribers only', () => {
    expect(deliveredEventType(['qr.created'], 'qr.created')).toBe('qr.created');
    expect(deliveredEventType(['qr.created'], 'qr.updated')).toBeNull();
    expect(deliveredEventType([], 'qr.created')).toBeNull();
  });

  it('treats scan.created as an alias of qr.scanned, under the subscribed name', () => {
    expect(deliveredEventType(['scan.created'], 'qr.scanned')).toBe('scan.created');
    expect(deliveredEventType(['qr.scanned'], 'scan.created')).toBe('qr.scanned');
    // Both names subscribed: one delivery, under the emitted name.
    expect(deliveredEventType(['scan.created', 'qr.scanned'], 'qr.scanned')).toBe('qr.scanned');
    expect(deliveredEventType(['scan.created'], 'qr.created')).toBeNull();
  });
});

describe('subscribes / isEventType', () => {
  it('agree with deliveredEventType and know only the contract types', () => {
    expect(subscribes(['workspace.updated'], 'workspace.updated')).toBe(true);
    expect(subscribes(['workspace.updated'], 'qr.deleted')).toBe(false);
    expect(isEventType('qr.flagged')).toBe(true);
    expect(isEventType('*')).toBe(false);
    expect(isEventType('qr.exploded')).toBe(false);
  });
});
