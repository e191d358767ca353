import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signStandardWebhook, signWebhookBody, verifyStandardWebhook, verifyWebhookSignature } from '../src/webhook-signature';

const SECRET = 'whsec-test-0123456789';

describe('signWebhookBody', () => {
  it('is sha256= and the lowercase hex HMAC-SHA256 of the body (RFC 4231 test case 2)', () => {
    // RFC 4231 §4.3: key "Jefe", data "what do ya want for nothing?".
    expect(signWebhookBody('Jefe', 'what do ya want for nothing?')).toBe('sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('signs bytes: a string and its UTF-8 encoding give the same signature', () => {
    const body = '{"name":"Zoë 😀"}';
    expect(signWebhookBody(SECRET, body)).toBe(signWebhookBody(SECRET, new TextEncoder().encode(body)));
  });
});

describe('verifyWebhookSignature', () => {
  const body = '{"id":"evt_1","type":"qr.created"}';
  const header = signWebhookBody(SECRET, body);

  it('accepts the signature of the same bytes and secret', () => {
    expect(verifyWebhookSignature(SECRET, body, header)).toBe(true);
  });

  it('rejects another secret, re-serialized JSON, upper-case hex and malformed headers', () => {
    expect(verifyWebhookSignature('another-secret-0123456', body, header)).toBe(false);
    expect(verifyWebhookSignature(SECRET, JSON.stringify(JSON.parse(body), null, 1), header)).toBe(false);
    expect(verifyWebhookSignature(SECRET, body, header.toUpperCase())).toBe(false);
    for (const bad of [undefined, null, '', 'sha256=', header.slice(7), `sha1=${header.slice(7)}`, `${header}00`, header.slice(0, -2)]) {
      expect(verifyWebhookSignature(SECRET, body, bad)).toBe(false);
    }
  });
});

describe('Standard Webhooks', () => {
  const id = 'dlv_abc';
  const timestamp = 1_900_000_000;
  const body = '{"type":"webhook.ping"}';

  it('signs "id.timestamp.body" with the UTF-8 bytes of the secret, base64, prefixed v1,', () => {
    const expected = createHmac('sha256', Buffer.from(SECRET, 'utf8')).update(`${id}.${timestamp}.${body}`).digest('base64');
    expect(signStandardWebhook({ id, timestamp, body, secret: SECRET })).toBe(`v1,${expected}`);
  });

  it('signs with the decoded key of a whsec_ secret: the Standard Webhooks specification\'s example', () => {
    // The example of the Standard Webhooks specification (spec/standard-webhooks.md, "Signature scheme").
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const payload = '{"test": 2432232314}';
    expect(signStandardWebhook({ id: 'msg_p5jXN8AQM9LWM0D4loKWxJek', timestamp: 1614265330, body: payload, secret })).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('verifies within the tolerance and rejects replays outside it', () => {
    const signature = signStandardWebhook({ id, timestamp, body, secret: SECRET });
    const at = (offsetSeconds: number) => new Date((timestamp + offsetSeconds) * 1000);
    const input = { id, timestamp: String(timestamp), signature, secret: SECRET, body };
    expect(verifyStandardWebhook({ ...input, now: at(0) })).toBe(true);
    expect(verifyStandardWebhook({ ...input, now: at(300) })).toBe(true);
    expect(verifyStandardWebhook({ ...input, now: at(301) })).toBe(false);
    expect(verifyStandardWebhook({ ...input, now: at(-301) })).toBe(false);
  });

  it('accepts one matching signature among several and rejects a changed id, timestamp or body', () => {
    const good = signStandardWebhook({ id, timestamp, body, secret: SECRET });
    const other = signStandardWebhook({ id, timestamp, body, secret: 'a-different-secret-123' });
    const now = new Date(timestamp * 1000);
    const base = { id, timestamp: String(timestamp), secret: SECRET, body, now };
    expect(verifyStandardWebhook({ ...base, signature: `${other} ${good}` })).toBe(true);
    expect(verifyStandardWebhook({ ...base, signature: other })).toBe(false);
    expect(verifyStandardWebhook({ ...base, signature: good, id: 'dlv_other' })).toBe(false);
    expect(verifyStandardWebhook({ ...base, signature: good, timestamp: String(timestamp + 1), now })).toBe(false);
    expect(verifyStandardWebhook({ ...base, signature: good, body: `${body} ` })).toBe(false);
    expect(verifyStandardWebhook({ ...base, signature: good.replace('v1,', 'v2,') })).toBe(false);
    expect(verifyStandardWebhook({ ...base, signature: null })).toBe(false);
    expect(verifyStandardWebhook({ ...base, signature: good, timestamp: 'soon' })).toBe(false);
  });
});
