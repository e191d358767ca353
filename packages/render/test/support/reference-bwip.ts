import bwipjs from 'bwip-js/node';
import type { ModuleGrid } from './zxing-decode';

/**
 * bwip-js (BWIPP) as an independent oracle: its raw module matrix for the given options
 * (`bcid`, `text` and BWIPP's own options such as `version` or `raw`).
 */
export function bwipGrid(options: Record<string, unknown>): ModuleGrid {
  const [symbol] = bwipjs.raw(options as unknown as Parameters<typeof bwipjs.raw>[0]) as unknown as {
    pixs: number[];
    pixx: number;
    pixy: number;
  }[];
  if (!symbol) throw new Error('bwip-js drew nothing');
  return { width: symbol.pixx, height: symbol.pixy, modules: Uint8Array.from(symbol.pixs) };
}
