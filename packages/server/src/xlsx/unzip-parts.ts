import { Unzip, UnzipInflate } from 'fflate';
import { XlsxReadError } from './xlsx-read-error';

/**
 * Compressed bytes handed to the inflater at a time: one step expands to at most ~8.3 MB
 * (DEFLATE tops out near 1032:1) before the cap is checked, so a bomb is stopped within that
 * much of the cap.
 */
const SLICE = 8 * 1024;

const tooLarge = (maxBytes: number) => new XlsxReadError(`the workbook inflates to more than ${maxBytes} bytes`, 'uncompressed_bytes');

/**
 * The parts of a zip archive whose names `wanted` accepts, inflated, refusing the archive once
 * their uncompressed bytes pass `maxBytes` in total: a part whose declared size alone would pass
 * it is refused before it is inflated, and the bytes actually produced are counted too (a zip
 * bomb declares small sizes, or none), inflating stopping there. `inflated`: bytes an earlier
 * read of the same archive already inflated, counted against the same cap.
 */
export function unzipParts(bytes: Uint8Array, wanted: (name: string) => boolean, maxBytes: number, inflated = 0): Map<string, Uint8Array> {
  const parts = new Map<string, Uint8Array>();
  let total = inflated;
  let failure: Error | undefined;
  const unzip = new Unzip((file) => {
    if (failure || !wanted(file.name)) return;
    if (file.originalSize !== undefined && total + file.originalSize > maxBytes) {
      failure = tooLarge(maxBytes);
      return;
    }
    const chunks: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = new XlsxReadError(`the part ${file.name} cannot be inflated`);
        return;
      }
      total += chunk.length;
      if (total > maxBytes) {
        failure = tooLarge(maxBytes);
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
