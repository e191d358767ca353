// quietzone-render --verify: every written file's design put through the scan check.
import { renderQr, type FramedRenderOptions } from '../frames/index';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RenderOptions } from '../render-options';
import type { ScanCheck } from '../scan-check/check-scan';

/** Why the design of a row's files does not pass the scan check, or undefined when it does. */
export type ScanVerifier = (content: string) => Promise<string | undefined>;

/**
 * Loads the scan check (zxing-wasm and jsqr, optional peer dependencies, with ZXing-C++'s wasm
 * read from node_modules rather than its CDN default), or throws an `Error` naming the install.
 * Each row is checked once with the batch's options: its formats draw the same design, and the
 * print formats' sizes (millimetres, pages) do not change what the decoders read.
 */
export async function loadScanVerifier(options: Omit<FramedRenderOptions, 'format' | 'logo'>, logo: Uint8Array | undefined): Promise<ScanVerifier> {
  let checkScan: typeof import('../scan-check/check-scan').checkScan;
  let zxingWasm: Uint8Array;
  try {
    ({ checkScan } = await import('../scan-check/check-scan'));
    zxingWasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  } catch (error) {
    throw new Error(`--verify needs zxing-wasm and jsqr (npm i zxing-wasm jsqr): ${(error as Error).message.split('\n')[0]}`);
  }
  const { page: _page, moduleMm: _moduleMm, symbolMm: _symbolMm, ...screen } = options;
  const checked = logo ? { ...screen, logo } : screen;
  return async (content) => {
    try {
      return failureOf(await checkScan(content, checked, { zxingWasm, render: renderQr }));
    } catch (error) {
      if (!(error instanceof RangeError || error instanceof TypeError)) throw error;
      return `scan check: ${error.message}`;
    }
  };
}

/** "does not scan under contrast-halved (zxing read it, jsqr did not)", one clause per failed condition. */
function failureOf(check: ScanCheck): string | undefined {
  const failed = check.conditions.filter((condition) => !condition.passed);
  if (failed.length === 0) return undefined;
  const readers = (decoded: ScanCheck['conditions'][number]['decoded']) => {
    const read = check.decidedBy.filter((decoder) => decoded[decoder]);
    const missed = check.decidedBy.filter((decoder) => !decoded[decoder]);
    if (read.length === 0) return missed.length === 1 ? `${missed[0]} did not read it` : `neither ${missed.join(' nor ')} read it`;
    return `${read.join(' and ')} read it, ${missed.join(' and ')} did not`;
  };
  const what = check.decodes ? 'scan margin low' : 'does not scan';
  return `${what}: ${failed.map((condition) => `${condition.name} (${readers(condition.decoded)})`).join(', ')}`;
}
