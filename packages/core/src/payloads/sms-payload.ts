import { payloadFailure, payloadOk, type PayloadResult } from './payload-result';

export interface SmsContent {
  readonly type: 'sms';
  readonly sms_phone: string;
  readonly sms_message?: string | null;
}

/** Digits with an optional leading `+`, after dropping the usual separators (space - . ( )). */
const PHONE = /^\+?[0-9]{1,20}$/;

/**
 * `SMSTO:<phone>:<message>`, the ZXing format Android and iOS cameras read. The format has no
 * escaping: readers split at the first colon after the number, so the message may contain
 * anything, and the number is reduced to `+` and digits so it cannot contain a colon.
 * Without a message the payload ends in `:` (an empty message), which readers accept.
 */
export function buildSmsPayload(content: SmsContent): PayloadResult {
  const phone = typeof content.sms_phone === 'string' ? content.sms_phone.replace(/[\s\-.()]/g, '') : '';
  if (!PHONE.test(phone)) {
    return payloadFailure('sms_phone', 'sms_phone must be a phone number: digits, an optional leading +.');
  }
  const message = typeof content.sms_message === 'string' ? content.sms_message : '';
  return payloadOk(`SMSTO:${phone}:${message}`);
}
