import { optionalText, payloadFailure, payloadOk, type PayloadResult } from './payload-result';

export interface VcardContent {
  readonly type: 'vcard';
  readonly vcard_first_name?: string | null;
  readonly vcard_last_name?: string | null;
  readonly vcard_organization?: string | null;
  readonly vcard_title?: string | null;
  readonly vcard_phone?: string | null;
  readonly vcard_email?: string | null;
  readonly vcard_url?: string | null;
  /** Free text; written as the street component of ADR, so it shows in full on every reader. */
  readonly vcard_address?: string | null;
}

/**
 * Escapes a TEXT value (RFC 2426 §5 / RFC 6350 §3.4): backslash, comma and semicolon get a
 * backslash, and every line break (CRLF, CR or LF) becomes `\n`.
 */
export function escapeVcardText(text: string): string {
  return text.replace(/[\\,;]/g, (char) => `\\${char}`).replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A vCard 3.0 (RFC 2426) with CRLF line endings. Lines are not folded: RFC 2425 says SHOULD,
 * every common reader accepts long lines, and folding only adds bytes to the symbol.
 * At least one of first and last name is required (contract, type table); FN, mandatory in
 * 3.0, is "first last".
 */
export function buildVcardPayload(content: VcardContent): PayloadResult {
  const first = optionalText(content.vcard_first_name);
  const last = optionalText(content.vcard_last_name);
  if (first === undefined && last === undefined) {
    return payloadFailure('vcard_first_name', 'At least one of vcard_first_name and vcard_last_name is required.');
  }
  const url = optionalText(content.vcard_url);
  // URL is a uri value, not TEXT, so it is written unescaped and must not break the line.
  if (url !== undefined && /[\s\u0000-\u001f\u007f]/.test(url.trim())) {
    return payloadFailure('vcard_url', 'vcard_url must not contain whitespace or control characters.');
  }

  const text = (value: string) => escapeVcardText(value.trim());
  const lines = ['BEGIN:VCARD', 'VERSION:3.0'];
  lines.push(`N:${text(last ?? '')};${text(first ?? '')};;;`);
  lines.push(`FN:${text([first, last].filter((part) => part !== undefined).map((part) => part.trim()).join(' '))}`);
  const organization = optionalText(content.vcard_organization);
  if (organization !== undefined) lines.push(`ORG:${text(organization)}`);
  const title = optionalText(content.vcard_title);
  if (title !== undefined) lines.push(`TITLE:${text(title)}`);
  const phone = optionalText(content.vcard_phone);
  if (phone !== undefined) lines.push(`TEL:${text(phone)}`);
  const email = optionalText(content.vcard_email);
  if (email !== undefined) lines.push(`EMAIL;TYPE=INTERNET:${text(email)}`);
  if (url !== undefined) lines.push(`URL:${url.trim()}`);
  const address = optionalText(content.vcard_address);
  // ADR components: post office box; extended address; street; locality; region; postal code; country.
  if (address !== undefined) lines.push(`ADR:;;${text(address)};;;;`);
  lines.push('END:VCARD');
  return payloadOk(`${lines.join('\r\n')}\r\n`);
}
