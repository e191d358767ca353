import { base64Bytes } from '../internal/base64';
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
  return inflateRaw(base64Bytes(NOTO_SANS_DEFLATED_BASE64), { maxBytes: NOTO_SANS_BYTE_LENGTH, expectedBytes: NOTO_SANS_BYTE_LENGTH });
}
