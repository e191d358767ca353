/**
 * What /files accepts, decided by the bytes alone (the client's Content-Type and file name are
 * never trusted: a file served back from our origin must be what its type says).
 *
 * Accepted: PDF, PNG, JPEG, GIF, WebP — the documents and images a landing page offers — and
 * plain UTF-8 text. SVG, HTML and anything script-capable are refused on purpose: served from
 * our origin they could run script. Office formats and archives are refused too: they are ZIP
 * containers we cannot tell apart reliably without unpacking.
 */
export interface FileType {
  readonly contentType: string;
  /** Extension for a file name that has none. */
  readonly extension: string;
  /** Browsers show it in place (Content-Disposition: inline); everything else downloads. */
  readonly inline: boolean;
}

const PDF: FileType = { contentType: 'application/pdf', extension: 'pdf', inline: true };
const PNG: FileType = { contentType: 'image/png', extension: 'png', inline: true };
const JPEG: FileType = { contentType: 'image/jpeg', extension: 'jpg', inline: true };
const GIF: FileType = { contentType: 'image/gif', extension: 'gif', inline: true };
const WEBP: FileType = { contentType: 'image/webp', extension: 'webp', inline: true };
const TEXT: FileType = { contentType: 'text/plain; charset=utf-8', extension: 'txt', inline: false };

/** The accepted types, for documentation and error messages. */
export const ACCEPTED_FILE_TYPES: readonly FileType[] = [PDF, PNG, JPEG, GIF, WEBP, TEXT];

/** Signatures from the WHATWG MIME Sniffing Standard §6.1 (images) and ISO 32000-1 §7.5.2 (PDF). */
export function detectFileType(bytes: Uint8Array): FileType | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return PDF; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) return GIF; // GIF87a / GIF89a
  // RIFF????WEBPVP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes.subarray(8), [0x57, 0x45, 0x42, 0x50, 0x56, 0x50])) return WEBP;
  if (isPlainText(bytes)) return TEXT;
  return undefined;
}

/**
 * Plain text has no signature, so it is the absence of one: valid UTF-8 (BOM allowed) without
 * the "binary data bytes" of WHATWG MIME Sniffing §7.1 (C0 controls other than tab, LF, FF,
 * CR and ESC). An empty file is not text: there is nothing to offer.
 */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.byteLength === 0) return false;
  for (const byte of bytes) {
    if (byte <= 0x08 || byte === 0x0b || (byte >= 0x0e && byte <= 0x1a) || (byte >= 0x1c && byte <= 0x1f) || byte === 0x7f) return false;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.byteLength >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}
