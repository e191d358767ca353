import { buildPayload, type CodeContent } from '@quietzone/core';
import { escapeHtml } from '../../pages/escape-html';
import { htmlPage } from '../../pages/html-page';
import { DEFAULT_LOOK, pageMessages, type PageLook } from '../../pages/page-look';
import type { PageMessages } from '../../pages/page-messages';
import type { ShortLinkRecord } from './short-link-record';

/** The content fields shown, in this order, with the message that labels each; other stored fields are not shown. */
const FIELD_LABELS: readonly (readonly [string, keyof PageMessages])[] = [
  ['vcard_first_name', 'firstName'],
  ['vcard_last_name', 'lastName'],
  ['vcard_organization', 'organization'],
  ['vcard_title', 'jobTitle'],
  ['vcard_phone', 'phone'],
  ['vcard_email', 'email'],
  ['vcard_url', 'website'],
  ['vcard_address', 'address'],
  ['wifi_ssid', 'network'],
  ['wifi_password', 'passwordLabel'],
  ['email_to', 'to'],
  ['email_subject', 'subject'],
  ['email_body', 'message'],
  ['sms_phone', 'phone'],
  ['sms_message', 'message'],
  ['location_lat', 'latitude'],
  ['location_lng', 'longitude'],
];

/**
 * What the short link of a static NON-url code shows (the contract only says static short links
 * read current state): its image encodes the content itself, so the short link is a fallback
 * for someone who has the link rather than the image. It shows the same content as a page,
 * with one action where a browser can act on it: `mailto:` and `geo:` from the QR payload,
 * `sms:` for the number, and the vCard as a download. Nothing here is more public than the
 * image, which is public and encodes the same text. Labels, buttons and the fallback title are
 * in the visitor's language (`look`, as the other public pages); the content is shown as written.
 */
export function contentPageHtml(record: ShortLinkRecord, look: PageLook = DEFAULT_LOOK): string {
  const messages = pageMessages(look);
  const content = record.content;
  const rows = FIELD_LABELS.flatMap(([field, label]) => {
    const value = content[field];
    if (value === undefined || value === null || String(value).trim() === '') return [];
    return [`<dt>${escapeHtml(messages[label])}</dt><dd>${escapeHtml(String(value))}</dd>`];
  });
  const action = contentAction(record, messages);
  const title = record.title?.trim() || defaultTitle(record.type, messages);
  const body = [
    `<h1>${escapeHtml(title)}</h1>`,
    rows.length > 0 ? `<dl>\n${rows.join('\n')}\n</dl>` : '',
    action ? `<ul><li>${action}</li></ul>` : '',
  ].filter(Boolean);
  return htmlPage(title, body.join('\n'), look);
}

function contentAction(record: ShortLinkRecord, messages: PageMessages): string | undefined {
  const payload = buildPayload({ ...record.content, type: record.type } as CodeContent);
  if (!payload.ok) return undefined;
  switch (record.type) {
    case 'email':
      return button(payload.payload, messages.writeEmail);
    case 'location':
      return button(payload.payload, messages.openInMaps);
    case 'sms': {
      const phone = String(record.content.sms_phone ?? '').replace(/[^0-9+]/g, '');
      return phone ? button(`sms:${phone}`, messages.sendText) : undefined;
    }
    case 'vcard':
      return `<a class="button" href="${escapeHtml(`data:text/vcard;charset=utf-8,${encodeURIComponent(payload.payload)}`)}" download="contact.vcf">${escapeHtml(messages.saveContact)}</a>`;
    default:
      return undefined;
  }
}

function button(href: string, label: string): string {
  return `<a class="button" href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
}

function defaultTitle(type: string, messages: PageMessages): string {
  switch (type) {
    case 'vcard':
      return messages.contactTitle;
    case 'wifi':
      return messages.wifiTitle;
    case 'email':
      return messages.emailTitle;
    case 'sms':
      return messages.smsTitle;
    case 'location':
      return messages.locationTitle;
    default:
      return messages.codeTitle;
  }
}
