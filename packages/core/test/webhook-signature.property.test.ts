import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
