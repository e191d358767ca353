// Matrix throughput of the small-label symbols (Data Matrix, rMQR, Micro QR): quietzone's
// encoders against bwip-js's raw matrix for the same symbol, in one process, in alternating
// rounds (measure.ts).
import { fileURLToPath } from 'node:url';
import bwipjs from 'bwip-js/node';
import { encodeDataMatrix, encodeMicroQr, encodeRmqr } from '@quietzone/render';
import type { Benchmark } from './benchmark';
import { DEFAULT_MEASURE, measureSideBySide } from './measure';

const MEASURE = {
  roundMs: Number(process.env.SYMBOLS_BENCH_ROUND_MS ?? DEFAULT_MEASURE.roundMs),
  rounds: Number(process.env.SYMBOLS_BENCH_ROUNDS ?? DEFAULT_MEASURE.rounds),
};

interface Grid {
  readonly width: number;
  readonly height: number;
  readonly modules: Uint8Array;
}

function bwipGrid(options: Record<string, unknown>): Grid {
  const [symbol] = bwipjs.raw(options as unknown as Parameters<typeof bwipjs.raw>[0]) as unknown as { pixs: number[]; pixx: number; pixy: number }[];
  return { width: symbol!.pixx, height: symbol!.pixy, modules: Uint8Array.from(symbol!.pixs) };
}

const ELEMENT_STRING = '(01)09506000134352(17)261231(10)ABC123(21)12345';
const DIGITAL_LINK = 'https://id.example.com/01/09506000134352/10/ABC123/21/12345';

interface SymbolCase {
  readonly label: string;
  readonly ours: () => Grid;
  /** bwip-js options for the same symbol size (and level, mask where it has them). */
  readonly theirs: (ours: Grid) => Record<string, unknown>;
}

const CASES: readonly SymbolCase[] = [
  {
    label: 'GS1 DataMatrix, element string (01)(17)(10)(21)',
    ours: () => encodeDataMatrix(ELEMENT_STRING, { gs1: true }),
    theirs: (g) => ({ bcid: 'gs1datamatrix', text: ELEMENT_STRING, version: `${g.height}x${g.width}` }),
  },
  {
    label: 'DataMatrix, Digital Link URI (56 characters)',
    ours: () => encodeDataMatrix(DIGITAL_LINK),
    theirs: (g) => ({ bcid: 'datamatrix', text: DIGITAL_LINK, version: `${g.height}x${g.width}` }),
  },
  {
    label: 'rMQR at H, Digital Link URI',
    ours: () => encodeRmqr(DIGITAL_LINK, { ecc: 'H' }),
    theirs: (g) => ({ bcid: 'rectangularmicroqrcode', text: DIGITAL_LINK, version: `R${g.height}x${g.width}`, eclevel: 'H' }),
  },
  {
    label: 'Micro QR M4-L, GTIN and serial as text',
    ours: () => encodeMicroQr('09506000134352 S12345', { ecc: 'L' }),
    theirs: () => ({ bcid: 'microqrcode', text: '09506000134352 S12345', version: 'M4', eclevel: 'L' }),
  },
];

export const symbolsBenchmark: Benchmark = {
  name: 'Small-label symbols: matrix throughput',
  description:
    'quietzone `encodeDataMatrix` / `encodeRmqr` / `encodeMicroQr` against bwip-js `raw()` for the same symbol size ' +
    '(bwip-js given our size, level and symbology; "same modules" says whether the matrices are identical).',
  async run() {
    const lines = ['| symbol | size | same modules | quietzone ops/s | bwip-js ops/s | ratio |', '|---|---|---|---:|---:|---:|'];
    for (const c of CASES) {
      const ours = c.ours();
      const options = c.theirs(ours);
      const theirs = bwipGrid(options);
      if (theirs.width !== ours.width || theirs.height !== ours.height) {
        throw new Error(`${c.label}: bwip-js made ${theirs.width}×${theirs.height}, we made ${ours.width}×${ours.height}`);
      }
      const same = theirs.modules.every((v, i) => v === ours.modules[i]);
      const [a, b] = await measureSideBySide([c.ours, () => bwipGrid(options)], MEASURE);
      lines.push(
        `| ${c.label} | ${ours.width}×${ours.height} | ${same ? 'yes' : 'no (other encodation)'} | ` +
          `${Math.round(a!.opsPerSecond).toLocaleString('en')} | ${Math.round(b!.opsPerSecond).toLocaleString('en')} | ` +
          `${(a!.opsPerSecond / b!.opsPerSecond).toFixed(1)}× |`,
      );
    }
    return lines.join('\n');
  },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await symbolsBenchmark.run());
