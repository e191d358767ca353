import { inflateRaw } from '../internal/inflate';
import { NOTO_SANS_BYTE_LENGTH, NOTO_SANS_DEFLATED_BASE64 } from './noto-sans-data';
import { readTrueTypeFont, type TrueTypeFont } from './truetype-font';

let font: TrueTypeFont | undefined;

/**
 * The bundled font: Noto Sans Regular cut to Latin (Vietnamese included), Greek, Cyrillic and
 * common punctuation, currency and letterlike signs (scripts/build-noto-sans-subset.sh). One
 * font for every caption and frame, so a label draws the same glyphs in every format and
 * runtime and never depends on the fonts of the machine that prints it. Unpacked on first use:
 * code that sets no text never pays for it.
 */
export function notoSans(): TrueTypeFont {
  font ??= readTrueTypeFont(notoSansBytes());
  return font;
}

/** The bundled font's bytes as one TrueType file (for embedding whole or as a subset). */
export function notoSansBytes(): Uint8Array {
  return inflateRaw(decodeBase64(NOTO_SANS_DEFLATED_BASE64), { maxBytes: NOTO_SANS_BYTE_LENGTH, expectedBytes: NOTO_SANS_BYTE_LENGTH });
}

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Standard base64 (RFC 4648 §4) to bytes, written out rather than `atob`: the main entry runs
 * in JavaScript contexts that have no web or Node globals (QuickJS, a bare V8 isolate).
 */
function decodeBase64(text: string): Uint8Array {
  const values = new Uint8Array(128).fill(255);
  for (let index = 0; index < BASE64_ALPHABET.length; index += 1) values[BASE64_ALPHABET.charCodeAt(index)] = index;
  const clean = text.replace(/=+$/, '');
  const bytes = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (let index = 0; index < clean.length; index += 1) {
    const value = values[clean.charCodeAt(index)] ?? 255;
    if (value === 255) throw new Error(`invalid base64 character at ${index}`);
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}
