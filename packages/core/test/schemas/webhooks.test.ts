import { describe, expect, it } from 'vitest';
import { createWebhookSchema, updateWebhookSchema, webhookSecretHint } from '../../src/schemas/webhooks';

describe('createWebhookSchema', () => {
  it('defaults events to ["*"] and de-duplicates them', () => {
    const parsed = createWebhookSchema.parse({ url: 'https://hooks.example.com/in', secret: 'x'.repeat(16) });
    expect(parsed.events).toEqual(['*']);
    expect(createWebhookSchema.parse({ url: 'https://a.example/', secret: 'x'.repeat(16), events: ['qr.created', 'qr.created'] }).events).toEqual(['qr.created']);
  });

  it('rejects http, credentials, short secrets, unknown and empty event lists', () => {
    const ok = { url: 'https://a.example/', secret: 's'.repeat(16) };
    expect(createWebhookSchema.safeParse(ok).success).toBe(true);
    expect(createWebhookSchema.safeParse({ ...ok, url: 'http://a.example/' }).success).toBe(false);
    expect(createWebhookSchema.safeParse({ ...ok, url: 'https://user:pw@a.example/' }).success).toBe(false);
    expect(createWebhookSchema.safeParse({ ...ok, url: 'not a url' }).success).toBe(false);
    expect(createWebhookSchema.safeParse({ ...ok, secret: 's'.repeat(15) }).success).toBe(false);
    expect(createWebhookSchema.safeParse({ ...ok, events: ['qr.exploded'] }).success).toBe(false);
    expect(createWebhookSchema.safeParse({ ...ok, events: [] }).success).toBe(false);
  });
});

describe('updateWebhookSchema', () => {
  it('takes every field as optional', () => {
    expect(updateWebhookSchema.parse({})).toEqual({});
    expect(updateWebhookSchema.parse({ is_active: false })).toEqual({ is_active: false });
  });
});

describe('webhookSecretHint', () => {
  it('shows the first four characters and an ellipsis', () => {
    expect(webhookSecretHint('abcdefghijklmnop')).toBe('abcd…');
  });
});
