import { DEFAULT_ERROR_CORRECTION, MODULE_SIZE, moduleSizeWarning, type ImageFormat, type PressCheck } from '@quietzone/core';
import { encodeSymbol } from '../encode-symbol';
import { gridOf } from '../matrix';
import { POINTS_PER_MM } from '../physical-size';
import { normalizeRenderOptions, type RenderOptions } from '../render-options';

/**
 * The CLI's press warning for one PDF or EPS file (core's moduleSizeWarning against
 * `--press-dpi` / `--min-module-mm`, else 0.33 mm); `undefined` for SVG, PNG and a module that
 * prints. The module is --module-mm, --symbol-mm over the code's own modules (`symbolMm`, also
 * a sheet's), else PDF's 1 mm or EPS's --size points. Only `symbolMm` costs an encode.
 */
export function filePressWarning(content: string, format: ImageFormat, options: Omit<RenderOptions, 'format' | 'logo'>, check: PressCheck, symbolMm = options.symbolMm): string | undefined {
  if (format !== 'pdf' && format !== 'eps') return undefined;
  let moduleMm = options.moduleMm;
  if (moduleMm === undefined && symbolMm !== undefined) {
    const resolved = normalizeRenderOptions(content, { ...options, format, symbolMm: undefined });
    const { matrix, quiet } = encodeSymbol(content, { symbol: resolved.symbol ?? 'qr', ecc: resolved.ecc ?? DEFAULT_ERROR_CORRECTION });
    moduleMm = symbolMm / (gridOf(matrix).width + 2 * (options.margin ?? quiet));
  }
  moduleMm ??= format === 'pdf' ? 1 : (options.size ?? MODULE_SIZE.default) / POINTS_PER_MM;
  return moduleSizeWarning(moduleMm, check);
}
