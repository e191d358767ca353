import { captionWarning as sheetCaptionWarning } from '@quietzone/render';

/**
 * A note for manifest.csv's `caption_warning` when a sheet caption cannot be printed as
 * written: render's sheets set captions in the bundled Noto Sans (Latin, Greek, Cyrillic),
 * embedded, and a character it lacks prints as blank space; the note names each such
 * character. Null when every one prints. Line breaks and tabs become spaces, so they are not counted.
 */
export function captionWarning(caption: string): string | null {
  return sheetCaptionWarning(caption) ?? null;
}
