import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_STANDARD_WEBHOOK_KEY_BYTES, standardWebhookSecretProblem } from '../src/webhook-secret';
import { signStandardWebhook, signWebhookBody, verifyStandardWebhook, verifyWebhookSignature } from '../src/webhook-signature';

// Secrets as the API accepts them: 16 characters at least; 64 is plenty to vary the key.
const secret = fc.string({ minLength: 16, maxLength: 64, unit: 'grapheme' });
// Bodies up to 2 KiB: a flipped byte anywhere in that range exercises every HMAC block boundary.
const MAX_BODY = 2048;
const body = fc.uint8Array({ minLength: 1, maxLength: MAX_BODY });

describe('X-SVC-Signature (property)', () => {
  it('verifies what it signed', () => {
    fc.assert(fc.property(secret, body, (s, b) => verifyWebhookSignature(s, b, signWebhookBody(s, b))));
  });

  it('rejects the body with any one byte changed', () => {
    fc.assert(
      fc.property(secret, body, fc.nat(), fc.integer({ min: 1, max: 255 }), (s, b, at, xor) => {
        const header = signWebhookBody(s, b);
        const tampered = Uint8Array.from(b);
        const index = at % tampered.length;
        tampered[index] = tampered[index]! ^ xor;
        expect(verifyWebhookSignature(s, tampered, header)).toBe(false);
      }),
    );
  });

  it('rejects the signature with any one hex digit changed', () => {
    fc.assert(
      fc.property(secret, body, fc.integer({ min: 0, max: 63 }), fc.integer({ min: 1, max: 15 }), (s, b, at, delta) => {
        const header = signWebhookBody(s, b);
        const digits = header.slice(7).split('');
        digits[at] = ((parseInt(digits[at]!, 16) + delta) % 16).toString(16);
        expect(verifyWebhookSignature(s, b, `sha256=${digits.join('')}`)).toBe(false);
      }),
    );
  });
});

describe('Standard Webhooks signature (property)', () => {
  // Any timestamp of this century in seconds; the receiver's clock equals it.
  const timestamp = fc.integer({ min: 946_684_800, max: 4_102_444_800 });
  const id = fc.string({ minLength: 1, maxLength: 40 });

  it('verifies what it signed and rejects any flipped body byte', () => {
    fc.assert(
      fc.property(secret, body, id, timestamp, fc.nat(), (s, b, i, ts, at) => {
        const signature = signStandardWebhook({ id: i, timestamp: ts, body: b, secret: s });
        const input = { id: i, timestamp: String(ts), signature, secret: s, now: new Date(ts * 1000) };
        expect(verifyStandardWebhook({ ...input, body: b })).toBe(true);
        const tampered = Uint8Array.from(b);
        tampered[at % tampered.length] = tampered[at % tampered.length]! ^ 0x01;
        expect(verifyStandardWebhook({ ...input, body: tampered })).toBe(false);
      }),
    );
  });
});

describe('the Standard Webhooks key of a secret (property)', () => {
  // Key sizes from the 16-byte floor to 64 bytes, the top of the spec's recommended 24–64.
  const keyBytes = fc.uint8Array({ minLength: MIN_STANDARD_WEBHOOK_KEY_BYTES, maxLength: 64 });
  const id = fc.string({ minLength: 1, maxLength: 40 });
  const timestamp = fc.integer({ min: 946_684_800, max: 4_102_444_800 });
  const standardHmac = (key: Uint8Array | string, i: string, ts: number, b: Uint8Array) =>
    `v1,${createHmac('sha256', key).update(`${i}.${ts}.`).update(b).digest('base64')}`;

  it('keys whsec_<base64> with the decoded bytes, as the Standard Webhooks libraries do; X-SVC-Signature keeps the text', () => {
    fc.assert(
      fc.property(keyBytes, body, id, timestamp, (key, b, i, ts) => {
        const secret = `whsec_${Buffer.from(key).toString('base64')}`;
        expect(standardWebhookSecretProblem(secret)).toBeUndefined();
        expect(signStandardWebhook({ id: i, timestamp: ts, body: b, secret })).toBe(standardHmac(key, i, ts, b));
        expect(signWebhookBody(secret, b)).toBe(`sha256=${createHmac('sha256', Buffer.from(secret, 'utf8')).update(b).digest('hex')}`);
      }),
    );
  });

  it('keys every other secret with its UTF-8 bytes, as before', () => {
    const other = fc.oneof(
      secret.filter((s) => !s.startsWith('whsec_')),
      // whsec_ followed by what is not padded base64: not a Standard Webhooks secret, so its text is the key.
      fc.string({ minLength: 10, maxLength: 40 }).filter((rest) => !/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(rest)).map((rest) => `whsec_${rest}`),
    );
    fc.assert(
      fc.property(other, body, id, timestamp, (s, b, i, ts) => {
        expect(signStandardWebhook({ id: i, timestamp: ts, body: b, secret: s })).toBe(standardHmac(Buffer.from(s, 'utf8'), i, ts, b));
      }),
    );
  });

  it('refuses a new whsec_ secret that is not padded base64 of at least 16 bytes, and judges no other secret', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: MIN_STANDARD_WEBHOOK_KEY_BYTES - 1 }), secret, (short, s) => {
        expect(standardWebhookSecretProblem(`whsec_${Buffer.from(short).toString('base64')}`)).toMatch(/at least 16 bytes/);
        expect(standardWebhookSecretProblem(`whsec_${Buffer.from(s).toString('base64url').replace(/=+$/, '')}-`)).toMatch(/padded base64/);
        if (!s.startsWith('whsec_')) expect(standardWebhookSecretProblem(s)).toBeUndefined();
      }),
    );
  });
});
