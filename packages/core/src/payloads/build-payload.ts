import { buildEmailPayload, type EmailContent } from './email-payload';
import { buildLocationPayload, type LocationContent } from './location-payload';
import { payloadFailure, type PayloadResult } from './payload-result';
import { buildSmsPayload, type SmsContent } from './sms-payload';
import { buildUrlPayload, type UrlContent } from './url-payload';
import { buildVcardPayload, type VcardContent } from './vcard-payload';
import { buildWifiPayload, type WifiContent } from './wifi-payload';

/** Creation types (DESIGN.md: exactly these; others are 422). */
export const CONTENT_TYPES = ['url', 'vcard', 'wifi', 'email', 'sms', 'location'] as const;

export type ContentType = (typeof CONTENT_TYPES)[number];

/** The flat type-specific creation fields of the contract, discriminated on `type`. */
export type CodeContent = UrlContent | VcardContent | WifiContent | EmailContent | SmsContent | LocationContent;

/**
 * The text a static code's image encodes (DESIGN.md, creation types). A dynamic code encodes
 * its short link instead; that is the caller's choice, not this function's.
 */
export function buildPayload(content: CodeContent): PayloadResult {
  switch (content.type) {
    case 'url':
      return buildUrlPayload(content);
    case 'vcard':
      return buildVcardPayload(content);
    case 'wifi':
      return buildWifiPayload(content);
    case 'email':
      return buildEmailPayload(content);
    case 'sms':
      return buildSmsPayload(content);
    case 'location':
      return buildLocationPayload(content);
  }
  // Reached only when an unvalidated body slips through: a value, not a throw.
  return payloadFailure('type', `type must be one of ${CONTENT_TYPES.join(', ')}.`);
}
