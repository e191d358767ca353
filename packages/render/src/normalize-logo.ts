import { detectImageFormat, type LogoFormat } from './detect-image-format';
import { LOGO_PIXELS, MAX_LOGO_BYTES, MAX_LOGO_INPUT_PIXELS } from './logo-image';

export type NormalizeLogoFailureCode = 'unsupported_format' | 'too_large' | 'unreadable';

export type NormalizeLogoResult =
  | { readonly ok: true; readonly png: Uint8Array; readonly format: LogoFormat }
  | { readonly ok: false; readonly code: NormalizeLogoFailureCode; readonly message: string };

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * Turns an uploaded logo into the one form every writer draws: a 512×512 sRGB PNG with alpha,
 * EXIF orientation applied, aspect ratio kept with transparent padding. Same input, same
 * bytes (no metadata, no timestamps). Rejections are values: the server maps
 * `too_large` to 413 and the other two to 422. Node only: sharp (libvips) is an optional peer
 * dependency of this package; install it to use this function.
 */
export async function normalizeLogo(bytes: Uint8Array): Promise<NormalizeLogoResult> {
  if (bytes.length > MAX_LOGO_BYTES) {
    return fail('too_large', `logo is ${bytes.length} bytes; the limit is ${MAX_LOGO_BYTES} bytes (1 MB)`);
  }
  const format = detectImageFormat(bytes);
  if (!format) return fail('unsupported_format', 'logo must be a PNG, JPEG or WebP image (SVG is not accepted)');

  // `truncated` rejects cut-off files and corrupt data but tolerates the benign warnings many
  // camera JPEGs raise; only the first frame of an animated WebP is used.
  const input = { failOn: 'truncated', limitInputPixels: MAX_LOGO_INPUT_PIXELS, pages: 1 } as const;
  // Loaded on first use: libvips is only needed for logos, not by every import of the package.
  const { default: sharp } = await import('sharp');
  try {
    const { width = 0, height = 0 } = await sharp(bytes, { ...input, limitInputPixels: false }).metadata();
    if (width * height > MAX_LOGO_INPUT_PIXELS) {
      return fail('too_large', `logo is ${width}×${height} pixels; the limit is ${MAX_LOGO_INPUT_PIXELS} pixels`);
    }
    const png = await sharp(bytes, input)
      .autoOrient()
      .resize(LOGO_PIXELS, LOGO_PIXELS, { fit: 'contain', background: TRANSPARENT })
      .toColourspace('srgb')
      .ensureAlpha()
      .png({ compressionLevel: 9, palette: false })
      .toBuffer();
    return { ok: true, png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength), format };
  } catch (error) {
    // sharp (libvips) throws on any undecodable input; the upload is then unreadable, not a bug.
    return fail('unreadable', `logo could not be decoded as ${format.toUpperCase()}: ${(error as Error).message}`);
  }
}

function fail(code: NormalizeLogoFailureCode, message: string): NormalizeLogoResult {
  return { ok: false, code, message };
}
