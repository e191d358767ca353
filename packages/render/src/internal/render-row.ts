import type { FramedRenderOptions } from '../frames/index';
import { createHash } from 'node:crypto';
import type { ImageFormat } from '@quietzone/core';
import { normalizeRenderOptions, type RenderOptions, type ResolvedRenderOptions } from '../render-options';
import { renderResolvedQr, type SurroundFor } from '../render-qr';
import { frameLayoutFor, resolveFrame } from '../frames/index';
import { layoutSurround } from '../frames/frame-layout';
import { packEntry, type PackedEntry } from './zip-archive';

/** The batch's shared settings: the same for every row, sent once to each worker thread. */
export interface RowSettings {
  readonly options: Omit<FramedRenderOptions, 'format' | 'logo'>;
  /** Already normalized (transparent 512×512 PNG), so no row redoes that step. */
  readonly logo: Uint8Array | undefined;
  /** Hash every written file (for --manifest). */
  readonly hash: boolean;
  /** --zip: hand the bytes back for the archive instead of writing files. */
  readonly archive?: boolean;
}

/**
 * A written file as the file list and manifest need it; `sha256` is empty unless hashing; for
 * an archive, `packed` holds the entry, compressed in this thread.
 */
export type WrittenFile =
  | { readonly ok: true; readonly size: number; readonly sha256: string; readonly packed?: PackedEntry }
  | { readonly ok: false; readonly message: string };

/**
 * One rendered file as the batch keeps it: its size and hash, and either its bytes (to write
 * into the folder) or, for an archive, the entry compressed in this thread.
 */
export function describeFile(name: string, bytes: Uint8Array, settings: RowSettings): WrittenFile {
  const sha256 = settings.hash ? sha256Hex(bytes) : '';
  return settings.archive ? { ok: true, size: bytes.length, sha256, packed: packEntry(name, bytes) } : { ok: true, size: bytes.length, sha256 };
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** One format of one row: its bytes, or why it cannot be rendered (a bad option or content). */
export type RowFile = { readonly ok: true; readonly bytes: Uint8Array } | { readonly ok: false; readonly message: string };

/**
 * Renders one row in each of `formats`, in that order. Bad content or options are results;
 * anything else (a bug) throws.
 */
export async function renderRow(content: string, formats: readonly ImageFormat[], settings: RowSettings): Promise<RowFile[]> {
  const files: RowFile[] = [];
  for (const format of formats) {
    try {
      if (content === '') throw new TypeError('content must be a non-empty string');
      const resolved = resolvedOptions(settings, format);
      // A PDF/X file's title is its own content, unless the caller gave one.
      const titled = resolved.pdfx && settings.options.title === undefined ? { ...resolved, pdfx: { ...resolved.pdfx, title: content } } : resolved;
      const bytes = await renderResolvedQr(content, titled, surroundOf(settings));
      files.push({ ok: true, bytes });
    } catch (error) {
      if (!(error instanceof RangeError || error instanceof TypeError)) throw error;
      files.push({ ok: false, message: error.message });
    }
  }
  return files;
}

/** Each batch's options resolved once per format (the same for every row), or why they cannot be. */
const resolvedByBatch = new WeakMap<RowSettings, Map<ImageFormat, ResolvedRenderOptions | TypeError | RangeError>>();

/**
 * The batch's options for `format`, normalized on first use: normalizing parsed the colors
 * again for every row. Only the content (checked by the caller) varies between rows.
 */
function resolvedOptions(settings: RowSettings, format: ImageFormat): ResolvedRenderOptions {
  let byFormat = resolvedByBatch.get(settings);
  if (!byFormat) resolvedByBatch.set(settings, (byFormat = new Map()));
  let resolved = byFormat.get(format);
  if (!resolved) {
    try {
      const { frame: _frame, ...unframed } = settings.options;
      const options = normalizeRenderOptions('-', { ...unframed, format });
      resolved = settings.logo ? { ...options, logo: settings.logo } : options;
    } catch (error) {
      if (!(error instanceof RangeError || error instanceof TypeError)) throw error;
      resolved = error;
    }
    byFormat.set(format, resolved);
  }
  if (resolved instanceof Error) throw resolved;
  return resolved;
}

/** Each batch's frame, laid out once per symbol side (the font is read once per batch). */
const surroundByBatch = new WeakMap<RowSettings, SurroundFor>();

/** The batch's frame as artwork for a symbol's side, or undefined without one. */
function surroundOf(settings: RowSettings): SurroundFor | undefined {
  const { frame } = settings.options;
  if (!frame) return undefined;
  let surroundFor = surroundByBatch.get(settings);
  if (!surroundFor) {
    const resolved = resolveFrame(frame, resolvedOptions(settings, 'svg'));
    const layoutFor = frameLayoutFor(resolved);
    surroundFor = (side) => layoutSurround(layoutFor(side), resolved);
    surroundByBatch.set(settings, surroundFor);
  }
  return surroundFor;
}
