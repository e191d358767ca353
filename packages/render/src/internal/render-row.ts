import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { ImageFormat } from '@quietzone/core';
import { normalizeRenderOptions, type RenderOptions } from '../render-options';
import { renderResolvedQr } from '../render-qr';
import { packEntry, type PackedEntry } from './zip-archive';

/** The batch's shared settings: the same for every row, sent once to each worker thread. */
export interface RowSettings {
  readonly options: Omit<RenderOptions, 'format' | 'logo'>;
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
 * Renders one row (see {@link renderRow}) and writes each file to its path, in the same thread:
 * with --jobs the worker threads share the disk writes and hashing, not only the rendering.
 */
export async function renderAndWriteRow(content: string, files: readonly { format: ImageFormat; path: string }[], settings: RowSettings): Promise<WrittenFile[]> {
  const rendered = await renderRow(content, files.map((file) => file.format), settings);
  const written: WrittenFile[] = [];
  for (const [index, file] of rendered.entries()) {
    if (!file.ok) {
      written.push(file);
      continue;
    }
    if (!settings.archive) await writeFile(files[index]!.path, file.bytes);
    const sha256 = settings.hash ? sha256Hex(file.bytes) : '';
    const size = file.bytes.length;
    written.push(settings.archive ? { ok: true, size, sha256, packed: packEntry(files[index]!.path, file.bytes) } : { ok: true, size, sha256 });
  }
  return written;
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
      const resolved = normalizeRenderOptions(content, { ...settings.options, format });
      const bytes = await renderResolvedQr(content, settings.logo ? { ...resolved, logo: settings.logo } : resolved);
      files.push({ ok: true, bytes });
    } catch (error) {
      if (!(error instanceof RangeError || error instanceof TypeError)) throw error;
      files.push({ ok: false, message: error.message });
    }
  }
  return files;
}
