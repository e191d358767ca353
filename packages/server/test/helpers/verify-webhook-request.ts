import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ReceivedRequest } from './https-receiver';

/**
 * What a receiver does (the README's snippet), written with node:crypto only so it checks our
 * signer independently: both signatures over the raw body bytes, compared in constant time.
 * X-SVC-Signature is keyed with the secret's UTF-8 bytes; the Standard Webhooks signature with
 * a `whsec_<base64>` secret's decoded bytes, any other secret's UTF-8 bytes.
 */
export function verifyWebhookRequest(request: ReceivedRequest, secret: string): { svc: boolean; standard: boolean } {
  const key = Buffer.from(secret, 'utf8');
  const standardKey = secret.startsWith('whsec_') ? Buffer.from(secret.slice('whsec_'.length), 'base64') : key;
  const same = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);
  const svcHeader = String(request.headers['x-svc-signature'] ?? '');
  const svcExpected = Buffer.from(`sha256=${createHmac('sha256', key).update(request.rawBody).digest('hex')}`);
  const id = String(request.headers['webhook-id'] ?? '');
  const timestamp = String(request.headers['webhook-timestamp'] ?? '');
  const signed = Buffer.concat([Buffer.from(`${id}.${timestamp}.`), request.rawBody]);
  const standardExpected = Buffer.from(createHmac('sha256', standardKey).update(signed).digest('base64'));
  const standard = String(request.headers['webhook-signature'] ?? '')
    .split(' ')
    .some((entry) => entry.startsWith('v1,') && same(Buffer.from(entry.slice(3)), standardExpected));
  return { svc: same(Buffer.from(svcHeader), svcExpected), standard };
}
