/**
 * The characters a sheet caption can show: render's sheets write captions in the standard
 * Helvetica with WinAnsi (Windows-1252) encoding, and print any other character as "?"
 * (render-sheet.ts): printable ASCII, Latin-1's upper half and Windows-1252's 27 extra signs.
 */
const WIN_ANSI: ReadonlySet<number> = new Set(
  [
    ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i),
    ...Array.from({ length: 0x100 - 0xa0 }, (_, i) => 0xa0 + i),
    ...[...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((character) => character.codePointAt(0)!),
  ],
);

/**
 * A note for manifest.csv's `caption_warning` when the caption cannot be shown as written
 * in the standard font, naming the characters that print as "?"; null when every one can. Line breaks
 * and tabs become spaces in the sheet, so they are not counted.
 */
export function captionWarning(caption: string): string | null {
  const missing = [...new Set([...caption.replace(/[\r\n\t]+/g, ' ')].filter((character) => !WIN_ANSI.has(character.codePointAt(0)!)))];
  if (missing.length === 0) return null;
  return `caption printed with "?" for ${missing.join(' ')}: the sheet's standard font has no such characters`;
}
