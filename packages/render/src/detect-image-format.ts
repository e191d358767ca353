/** Raster formats a logo may be uploaded in (contract, Logo: PNG, JPEG or WebP). */
export type LogoFormat = 'png' | 'jpeg' | 'webp';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]; // PNG spec §5.2
const JPEG_SOI = [0xff, 0xd8, 0xff]; // SOI marker, then the first segment's marker byte
const RIFF = [0x52, 0x49, 0x46, 0x46]; // "RIFF"
const WEBP = [0x57, 0x45, 0x42, 0x50]; // "WEBP" at offset 8, after the RIFF size field

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

/**
 * The logo format by magic bytes alone (contract: "type detected from magic bytes"), never by
 * file name or a claimed media type. SVG, GIF and everything else is `undefined`.
 */
export function detectImageFormat(bytes: Uint8Array): LogoFormat | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SOI)) return 'jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return undefined;
}
