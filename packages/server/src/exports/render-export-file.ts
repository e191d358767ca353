import type { ImageFormat } from '@quietzone/core';
import { normalizeRenderOptions, type PdfxOptions, type RenderOptions, type SheetItem, type SheetOptions } from '@quietzone/render';
import type { RenderOutcome, RenderPool } from '../images/render-pool';
import type { ExportCodeRow } from './store/exports';
import { SheetUndrawable } from './export-failure';
import type { ExportRequest } from '@quietzone/core/schemas';
import { styleRenderOptions } from '../codes/code-appearance';

/** A pool that is full is asked again after this long. */
const BUSY_RETRY_MS = 25;

export type ExportFile = { readonly ok: true; readonly bytes: Uint8Array } | { readonly ok: false; readonly message: string };

/**
 * How one code is drawn in an export: the export's options, else the code's stored colors (as
 * its image routes draw it), else the defaults; always in the code's stored style (shapes,
 * finder color, gradient). Logos are not drawn: print files carry the symbol alone.
 */
export function exportRenderOptions(code: Pick<ExportCodeRow, 'foreground_color' | 'background_color' | 'style'>, request: ExportRequest, format: ImageFormat, createdAt: Date): RenderOptions {
  const options = request.options ?? {};
  const fg = options.fg ?? code.foreground_color ?? undefined;
  const bg = options.bg ?? code.background_color ?? undefined;
  return {
    format,
    ...(options.size === undefined ? {} : { size: options.size }),
    ...(fg === undefined ? {} : { fg }),
    ...(bg === undefined ? {} : { bg }),
    ...(options.ecc === undefined ? {} : { ecc: options.ecc }),
    ...(options.module_mm === undefined || (format !== 'pdf' && format !== 'eps') ? {} : { moduleMm: options.module_mm }),
    ...styleRenderOptions(code),
    ...(format === 'pdf' ? exportPdfxOptions(request, createdAt) : {}),
  };
}

/**
 * The PDF/X level and output condition an export asked for, dated when the export was created:
 * a real date a preflight report shows, and still the same bytes when the job runs again.
 */
export function exportPdfxOptions(request: ExportRequest, createdAt: Date): PdfxOptions {
  const { pdfx, output_condition: outputCondition } = request.options ?? {};
  if (pdfx === undefined) return {};
  return { pdfx, ...(outputCondition === undefined ? {} : { outputCondition }), date: createdAt };
}

/**
 * Renders one file in the app's render pool (the image routes' workers, off the event loop);
 * content or options that cannot be drawn (too long for the ECC) are a failure value.
 */
export async function renderExportFile(pool: RenderPool, content: string, options: RenderOptions): Promise<ExportFile> {
  let resolved;
  try {
    resolved = normalizeRenderOptions(content, options);
  } catch (error) {
    if (!(error instanceof RangeError || error instanceof TypeError)) throw error;
    return { ok: false, message: error.message };
  }
  try {
    return { ok: true, bytes: await renderWhenFree(() => pool.render({ content, options: resolved })) };
  } catch (error) {
    // A worker's RangeError (content too long for the symbol) arrives as a plain Error.
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The sheet PDF of an export, in the pool. A layout or content the renderer refuses throws
 * {@link SheetUndrawable} (the export fails with the fixed sheet message; the raw one is logged).
 */
export async function renderExportSheet(pool: RenderPool, items: readonly SheetItem[], options: SheetOptions): Promise<Uint8Array> {
  try {
    return await renderWhenFree(() => pool.render({ sheet: { items, options } }));
  } catch (error) {
    // A worker's RangeError arrives as a plain Error; the pool's own failures are no renderer refusal.
    throw new SheetUndrawable(error instanceof Error ? error.message : String(error), { cause: error });
  }
}

/** Asks the pool again while it is full: an export waits its turn, the image routes go first. */
async function renderWhenFree(render: () => Promise<RenderOutcome>): Promise<Uint8Array> {
  for (;;) {
    const outcome = await render();
    if (outcome.ok) return outcome.bytes;
    await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
  }
}
