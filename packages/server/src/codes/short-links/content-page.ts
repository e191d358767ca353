import { buildPayload, type CodeContent } from '@quietzone/core';
import { escapeHtml } from '../../pages/escape-html';
import { htmlPage } from '../../pages/html-page';
import type { ShortLinkRecord } from './short-link-record';

/** Labels of the content fields shown, in this order; other stored fields are not shown. */
const FIELD_LABELS: readonly (readonly [string, string])[] = [
  ['vcard_first_name', 'First name'],
  ['vcard_last_name', 'Last name'],
  ['vcard_organization', 'Organization'],
  ['vcard_title', 'Title'],
  ['vcard_phone', 'Phone'],
  ['vcard_email', 'Email'],
  ['vcard_url', 'Website'],
  ['vcard_address', 'Address'],
  ['wifi_ssid', 'Network'],
  ['wifi_password', 'Password'],
  ['email_to', 'To'],
  ['email_subject', 'Subject'],
  ['email_body', 'Message'],
  ['sms_phone', 'Phone'],
  ['sms_message', 'Message'],
  ['location_lat', 'Latitude'],
  ['location_lng', 'Longitude'],
];

/**
 * What the short link of a static NON-url code shows (the contract only says static short links
 * read current state): its image encodes the content itself, so the short link is a fallback
 * for someone who has the link rather than the image. It shows the same content as a page,
 * with one action where a browser can act on it: `mailto:` and `geo:` from the QR payload,
 * `sms:` for the number, and the vCard as a download. Nothing here is more public than the
 * image, which is public and encodes the same text.
 */
export function contentPageHtml(record: ShortLinkRecord): string {
  const content = record.content;
  const rows = FIELD_LABELS.flatMap(([field, label]) => {
    const value = content[field];
    if (value === undefined || value === null || String(value).trim() === '') return [];
    return [`<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(String(value))}</dd>`];
  });
  const action = contentAction(record);
  const title = record.title?.trim() || defaultTitle(record.type);
  const body = [
    `<h1>${escapeHtml(title)}</h1>`,
    rows.length > 0 ? `<dl>\n${rows.join('\n')}\n</dl>` : '',
    action ? `<ul><li>${action}</li></ul>` : '',
  ].filter(Boolean);
  return htmlPage(title, body.join('\n'));
}

function contentAction(record: ShortLinkRecord): string | undefined {
  const payload = buildPayload({ ...record.content, type: record.type } as CodeContent);
  if (!payload.ok) return undefined;
  switch (record.type) {
    case 'email':
      return button(payload.payload, 'Write an email');
    case 'location':
      return button(payload.payload, 'Open in maps');
    case 'sms': {
      const phone = String(record.content.sms_phone ?? '').replace(/[^0-9+]/g, '');
      return phone ? button(`sms:${phone}`, 'Send a text message') : undefined;
    }
    case 'vcard':
      return `<a class="button" href="${escapeHtml(`data:text/vcard;charset=utf-8,${encodeURIComponent(payload.payload)}`)}" download="contact.vcf">Save contact</a>`;
    default:
      return undefined;
  }
}

function button(href: string, label: string): string {
  return `<a class="button" href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
}

function defaultTitle(type: string): string {
  switch (type) {
    case 'vcard':
      return 'Contact';
    case 'wifi':
      return 'Wi-Fi network';
    case 'email':
      return 'Email';
    case 'sms':
      return 'Text message';
    case 'location':
      return 'Location';
    default:
      return 'QR code';
  }
}
