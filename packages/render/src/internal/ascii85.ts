/** DSC (Adobe TN 5001) caps lines at 255 characters; short lines keep files diff- and mail-friendly. */
const LINE_LENGTH = 76;
const FIRST_DIGIT = 33; // '!'
const PERCENT = '%';

/**
 * ASCII base-85 (PLRM 3rd ed. §3.13.3) for PostScript's `ASCII85Decode` filter: lines wrapped,
 * `~>` as end of data, no leading `<~` (the filter does not expect one). No line starts with
 * `%`, so a DSC reader scanning for `%%` comments cannot mistake data for a comment.
 */
export function encodeAscii85(bytes: Uint8Array): string {
  const lines: string[] = [];
  let line = '';
  const emit = (digits: string) => {
    for (const digit of digits) {
      if (line.length >= LINE_LENGTH) {
        lines.push(line);
        line = '';
      }
      // The filter skips whitespace, so a space can shield a '%' at the start of a line.
      if (line === '' && digit === PERCENT) line = ' ';
      line += digit;
    }
  };

  for (let i = 0; i < bytes.length; i += 4) {
    const count = Math.min(4, bytes.length - i);
    let value = 0;
    for (let j = 0; j < 4; j++) value = value * 256 + (j < count ? bytes[i + j]! : 0);
    if (value === 0 && count === 4) {
      emit('z');
      continue;
    }
    let digits = '';
    for (let j = 0; j < 5; j++) {
      digits = String.fromCharCode(FIRST_DIGIT + (value % 85)) + digits;
      value = Math.floor(value / 85);
    }
    // A final group of n bytes is written as its first n + 1 digits.
    emit(digits.slice(0, count + 1));
  }
  lines.push(`${line}~>`);
  return lines.join('\n');
}
