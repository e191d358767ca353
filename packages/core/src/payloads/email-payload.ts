import { toWellFormed } from '../internal/well-formed';
import { optionalText, payloadFailure, payloadOk, type PayloadResult } from './payload-result';

export interface EmailContent {
  readonly type: 'email';
  readonly email_to: string;
  readonly email_subject?: string | null;
  readonly email_body?: string | null;
}

/**
 * `mailto:<to>?subject=…&body=…` (RFC 6068). Everything is percent-encoded as UTF-8 except
 * `@` in the address; spaces are `%20`, never `+` (§5), and line breaks in the body are sent as
 * `%0D%0A` (§5). Whether `email_to` is a valid address is the creation schema's job; here
 * it must merely be a single non-blank word.
 */
export function buildEmailPayload(content: EmailContent): PayloadResult {
  const to = typeof content.email_to === 'string' ? content.email_to.trim() : '';
  if (to === '' || /\s/.test(to)) return payloadFailure('email_to', 'email_to must be one e-mail address.');
  const query: string[] = [];
  const subject = optionalText(content.email_subject);
  if (subject !== undefined) query.push(`subject=${encode(subject.replace(/[\r\n]+/g, ' '))}`);
  const body = optionalText(content.email_body);
  if (body !== undefined) query.push(`body=${encode(body.replace(/\r\n|\r|\n/g, '\r\n'))}`);
  const address = encode(to).replace(/%40/g, '@');
  return payloadOk(`mailto:${address}${query.length > 0 ? `?${query.join('&')}` : ''}`);
}

function encode(text: string): string {
  return encodeURIComponent(toWellFormed(text));
}
