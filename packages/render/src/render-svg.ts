import { encodeQr } from './matrix';
import { refuseFlaggedColors } from './refuse-flagged-colors';
import { moduleSizeForWidth, normalizeRenderOptions, type RenderOptions } from './render-options';
import { writeSvg } from './svg';
import { quietZoneOf } from './writer-options';

/** `renderQr`'s options for an SVG without a logo (a logo needs the PNG decoder). */
export type SvgRenderOptions = Omit<RenderOptions, 'format' | 'logo'>;

/**
 * `renderQr(content, { ...options, format: 'svg' })` as a string, the same bytes: the entry
 * `@quietzone/render/svg` for a page that only draws SVG, so its bundle holds the QR encoder
 * and the SVG writer and none of PNG, PDF or EPS.
 */
export function renderSvg(content: string, options: SvgRenderOptions = {}): string {
  const { ecc, width, symbolMm: _symbolMm, logo: _logo, ...rest } = normalizeRenderOptions(content, { ...options, format: 'svg' });
  if (options.strict) refuseFlaggedColors(options);
  const encoded = encodeQr(content, { ecc });
  const writerOptions = width === undefined ? rest : { ...rest, moduleSize: moduleSizeForWidth(width, encoded.size + 2 * quietZoneOf(rest)) };
  return new TextDecoder().decode(writeSvg(encoded, writerOptions));
}
