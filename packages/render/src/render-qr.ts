import { encodeQr, type QrMatrix } from './matrix';
import { normalizeLogo } from './normalize-logo';
import { placeLogo } from './logo-area';
import { writeEps } from './eps';
import { writePdf } from './pdf';
import { writePng } from './png';
import { QUIET_ZONE_MODULES } from './writer-options';
import { moduleMmOf, normalizeRenderOptions, type RenderFormat, type RenderOptions, type ResolvedRenderOptions } from './render-options';
import { writeSvg } from './svg';
import type { WriterOptions } from './writer-options';

/**
 * Renders `content` as a QR code image (library entry point). Options are validated and
 * invalid ones throw (`TypeError`/`RangeError`), as does a logo that is not a readable PNG,
 * JPEG or WebP of at most 1 MB; content too long for a QR code throws a `RangeError`. A logo is normalized, forces ECC H and is drawn on a white area cleared of
 * modules. Deterministic: the same input gives the same bytes.
 */
export async function renderQr(content: string, options: RenderOptions): Promise<Uint8Array> {
  const resolved = normalizeRenderOptions(content, options);
  if (!options.logo) return renderResolvedQr(content, resolved);
  const logo = await normalizeLogo(options.logo);
  if (!logo.ok) {
    // The API answers these as 413/422; in library use an unusable logo is the caller's error.
    const message = `logo: ${logo.message}`;
    throw logo.code === 'too_large' ? new RangeError(message) : new TypeError(message);
  }
  return renderResolvedQr(content, { ...resolved, logo: logo.png });
}

/**
 * Renders from options that are already resolved (the server passes core's resolved image
 * request and the stored, already normalized logo). Nothing is validated here.
 */
export function renderResolvedQr(content: string, options: ResolvedRenderOptions): Promise<Uint8Array> {
  const { logo, ecc, symbolMm, ...rest } = options;
  // Contract, image rule 5: a logo always forces H, so the cleared area stays recoverable.
  const encoded = encodeQr(content, { ecc: logo ? 'H' : ecc });
  // SVG and PNG are sized in pixels; only the print writers take millimetres.
  const moduleMm = isPrintFormat(options.format) ? moduleMmOf(options, encoded.size + 2 * QUIET_ZONE_MODULES) : undefined;
  const writerOptions = moduleMm === undefined ? rest : { ...rest, moduleMm };
  if (options.format === 'pdf' && options.page === 'a4' && moduleMm !== undefined) {
    const symbolMm = (encoded.size + 2 * QUIET_ZONE_MODULES) * moduleMm;
    // A4's short side; a larger symbol would be cut off by the page edge.
    if (symbolMm > 210) throw new RangeError(`a ${Math.round(symbolMm * 10) / 10} mm symbol does not fit on A4 (210 × 297 mm)`);
  }
  if (!logo) return renderMatrix(encoded, writerOptions);
  const placed = placeLogo(encoded, logo);
  return renderMatrix(placed.matrix, { ...writerOptions, logo: placed.logo });
}

/** Dispatches a prepared matrix (logo modules already cleared) to the writer of `format`. */
export async function renderMatrix(
  matrix: QrMatrix,
  options: WriterOptions & { readonly format: RenderFormat },
): Promise<Uint8Array> {
  switch (options.format) {
    case 'svg':
      return writeSvg(matrix, options);
    case 'png':
      return writePng(matrix, options);
    case 'pdf':
      return writePdf(matrix, options);
    case 'eps':
      return writeEps(matrix, options);
  }
}

function isPrintFormat(format: RenderFormat): boolean {
  return format === 'pdf' || format === 'eps';
}
