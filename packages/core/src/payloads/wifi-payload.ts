import { canonicalSpelling } from '../canonical-spelling';
import { optionalText, payloadFailure, payloadOk, type PayloadResult } from './payload-result';

export const WIFI_ENCRYPTIONS = ['WPA', 'WEP', 'nopass'] as const;

export type WifiEncryption = (typeof WIFI_ENCRYPTIONS)[number];

export interface WifiContent {
  readonly type: 'wifi';
  readonly wifi_ssid: string;
  readonly wifi_password?: string | null;
  /** WPA (also meaning WPA2/WPA3 to readers), WEP or nopass, case-insensitive. Default: WPA with a password, else nopass. */
  readonly wifi_encryption?: string | null;
  readonly wifi_hidden?: boolean | null;
}

/** A decoded `WIFI:` payload. */
export interface WifiNetwork {
  readonly ssid: string;
  readonly encryption: WifiEncryption;
  readonly password?: string;
  readonly hidden: boolean;
}

const SPECIAL = /[\\;,:"]/g;

/** Backslash before `\ ; , : "`, the characters the ZXing WIFI format reserves. */
export function escapeWifiText(text: string): string {
  return text.replace(SPECIAL, (char) => `\\${char}`);
}

/**
 * `WIFI:T:<enc>;S:<ssid>;P:<password>;H:true;;` after the ZXing "Barcode Contents" format that
 * Android and iOS cameras read. The SSID and password are written exactly as given (no trim:
 * spaces can be part of both). `P` is omitted for nopass and `H` unless the network is hidden.
 * WPA/WEP without a password, or nopass with one, is refused as contradictory. SSIDs that look
 * like hex are not quoted: current Android and iOS readers take the text literally.
 */
export function buildWifiPayload(content: WifiContent): PayloadResult {
  const ssid = content.wifi_ssid;
  if (typeof ssid !== 'string' || ssid === '') return payloadFailure('wifi_ssid', 'wifi_ssid is required.');
  const password = typeof content.wifi_password === 'string' && content.wifi_password !== '' ? content.wifi_password : undefined;
  const requested = optionalText(content.wifi_encryption);
  let encryption: WifiEncryption;
  if (requested === undefined) encryption = password === undefined ? 'nopass' : 'WPA';
  else {
    const match = canonicalSpelling(WIFI_ENCRYPTIONS, requested.trim());
    if (match === undefined) return payloadFailure('wifi_encryption', 'wifi_encryption must be WPA, WEP or nopass.');
    encryption = match;
  }
  if (encryption === 'nopass' && password !== undefined) {
    return payloadFailure('wifi_password', 'A network without encryption (nopass) takes no wifi_password.');
  }
  if (encryption !== 'nopass' && password === undefined) {
    return payloadFailure('wifi_password', `wifi_password is required for ${encryption}.`);
  }

  let payload = `WIFI:T:${encryption};S:${escapeWifiText(ssid)};`;
  if (password !== undefined) payload += `P:${escapeWifiText(password)};`;
  if (content.wifi_hidden === true) payload += 'H:true;';
  return payloadOk(`${payload};`);
}

/**
 * Parses a `WIFI:` payload: fields in any order, backslash escapes, unknown fields ignored,
 * the closing `;;` optional. Returns `undefined` for anything that is not a WIFI payload with
 * an SSID. An unknown `T` is kept out (`nopass` if there is no password, else `WPA`).
 */
export function parseWifiPayload(text: string): WifiNetwork | undefined {
  if (typeof text !== 'string' || !/^WIFI:/i.test(text)) return undefined;
  const fields = new Map<string, string>();
  let index = 5;
  while (index < text.length) {
    if (text[index] === ';') break; // the empty field of the closing ";;"
    const colon = text.indexOf(':', index);
    if (colon < 0) return undefined;
    const key = text.slice(index, colon).toUpperCase();
    let value = '';
    let position = colon + 1;
    for (; position < text.length; position++) {
      const char = text[position]!;
      if (char === '\\' && position + 1 < text.length) {
        value += text[++position];
      } else if (char === ';') {
        break;
      } else {
        value += char;
      }
    }
    if (!fields.has(key)) fields.set(key, value);
    index = position + 1;
  }
  const ssid = fields.get('S');
  if (ssid === undefined || ssid === '') return undefined;
  const password = fields.get('P');
  const type = fields.get('T');
  const known = canonicalSpelling(WIFI_ENCRYPTIONS, type);
  const encryption: WifiEncryption = known ?? (password ? 'WPA' : 'nopass');
  return {
    ssid,
    encryption,
    ...(password !== undefined && password !== '' ? { password } : {}),
    hidden: fields.get('H')?.toLowerCase() === 'true',
  };
}
