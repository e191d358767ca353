import type { ErrorCorrection } from '@quietzone/core';
import qrcode from 'qrcode-generator';

const utf8 = new TextEncoder();

/**
 * The independent oracle's symbol for `text` as one byte-mode segment of UTF-8 (ISO/IEC
 * 18004:2015 §7.4.5), at `version` or, when 0, the smallest version that fits. Throws (a
 * string, as qrcode-generator does) when the text does not fit. qrcode-generator picks its
 * mask by its own penalty, so callers read the mask from the format information.
 */
export function qrcodeGeneratorSymbol(text: string, ecc: ErrorCorrection, version = 0): { size: number; modules: Uint8Array } {
  const previous = qrcode.stringToBytes;
  // Its byte mode maps each UTF-16 unit to one byte unless told otherwise; the bytes are
  // taken when the data is added, so the hook is needed only around addData.
  qrcode.stringToBytes = (s: string) => Array.from(utf8.encode(s));
  const qr = qrcode(version as Parameters<typeof qrcode>[0], ecc);
  try {
    qr.addData(text, 'Byte');
  } finally {
    qrcode.stringToBytes = previous;
  }
  qr.make();
  const size = qr.getModuleCount();
  const modules = new Uint8Array(size * size);
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) modules[row * size + column] = qr.isDark(row, column) ? 1 : 0;
  }
  return { size, modules };
}
