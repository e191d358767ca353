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

describe('webhook secrets in the Standard Webhooks form', () => {
  const ok = { url: 'https://a.example/' };
  const whsec = (bytes: number) => `whsec_${Buffer.alloc(bytes, 7).toString('base64')}`;

  it('takes whsec_ with padded base64 of 16 bytes or more, on create and on rotation', () => {
    expect(createWebhookSchema.parse({ ...ok, secret: whsec(24) }).secret).toBe(whsec(24));
    expect(updateWebhookSchema.parse({ secret: whsec(16) }).secret).toBe(whsec(16));
  });

  it('refuses whsec_ followed by what the Standard Webhooks libraries could not use, naming why', () => {
    const message = (secret: string) => createWebhookSchema.safeParse({ ...ok, secret }).error?.issues.map((issue) => issue.message);
    expect(message(whsec(15))).toEqual(["a whsec_ secret's base64 must decode to at least 16 bytes"]);
    expect(message('whsec_not-base64-at-all')).toEqual(['a whsec_ secret must be whsec_ followed by padded base64 (Standard Webhooks)']);
    expect(message(whsec(24).replace(/=*$/, '').slice(0, -1))).toEqual(['a whsec_ secret must be whsec_ followed by padded base64 (Standard Webhooks)']);
    expect(updateWebhookSchema.safeParse({ secret: 'whsec_not-base64-at-all' }).success).toBe(false);
    expect(createWebhookSchema.safeParse({ ...ok, secret: 'Whsec_not-base64-at-all' }).success).toBe(true);
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
