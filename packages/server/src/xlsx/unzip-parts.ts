import { Unzip, UnzipInflate } from 'fflate';
import { XlsxReadError } from './xlsx-read-error';

/** Compressed bytes handed to the inflater at a time: one step expands to at most ~66 MB (DEFLATE tops out near 1032:1) before the cap is checked. */
const SLICE = 64 * 1024;

/**
 * The parts of a zip archive whose names `wanted` accepts, inflated, refusing the archive once
 * their uncompressed bytes pass `maxBytes` in total. The count is of bytes actually produced,
 * not the sizes the archive declares (a zip bomb declares small ones), and inflating stops there.
 */
export function unzipParts(bytes: Uint8Array, wanted: (name: string) => boolean, maxBytes: number): Map<string, Uint8Array> {
  const parts = new Map<string, Uint8Array>();
  let total = 0;
  let failure: Error | undefined;
  const unzip = new Unzip((file) => {
    if (!wanted(file.name)) return;
    const chunks: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = new XlsxReadError(`the part ${file.name} cannot be inflated`);
        return;
      }
      total += chunk.length;
      if (total > maxBytes) {
        failure = new XlsxReadError(`the workbook inflates to more than ${maxBytes} bytes`);
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) parts.set(file.name, new Uint8Array(Buffer.concat(chunks)));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length && !failure; offset += SLICE) unzip.push(bytes.subarray(offset, offset + SLICE), offset + SLICE >= bytes.length);
  } catch (error) {
    throw failure ?? new XlsxReadError(`not a zip archive (${error instanceof Error ? error.message : String(error)})`);
  }
  if (failure) throw failure;
  return parts;
}
