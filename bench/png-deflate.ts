// PNG deflate: our encoder side by side with the tuned node:zlib call it replaced (level 6,
// Z_FILTERED, a window reaching one module row) and fflate, on the 1-bit scanlines of a link's
// PNG at 4 and 10 px per module. CPU µs per image (best of rounds, alternating) and IDAT bytes.
import zlib from 'node:zlib';
import { zlibSync } from 'fflate';
import { encodeQr, writePng } from '@quietzone/render';
import { zlibDeflate } from '../packages/render/src/internal/deflate';
import { LINK } from './render-contents';

const ZLIB_LOOKAHEAD = 262;

/** The scanlines inside a PNG written by writePng (its IDAT, inflated). */
function scanlinesOf(png: Uint8Array): Uint8Array {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    if (type === 'IDAT') return zlib.inflateSync(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  throw new Error('no IDAT');
}

function tunedZlib(scanlines: Uint8Array, reach: number): Uint8Array {
  let windowBits = 9;
  while (windowBits < 15 && (1 << windowBits) - ZLIB_LOOKAHEAD < reach) windowBits++;
  const chunkSize = Math.min(16_384, Math.max(1_024, scanlines.length >> 3));
  return zlib.deflateSync(scanlines, { level: 6, strategy: zlib.constants.Z_FILTERED, windowBits, chunkSize });
}

/** CPU µs per call (user + system time of this process: on a shared host, less noisy than wall time). */
function microseconds(run: () => unknown, ms: number): number {
  let n = 0;
  const start = performance.now();
  const cpu = process.cpuUsage();
  while (performance.now() - start < ms) {
    for (let i = 0; i < 20; i++) run();
    n += 20;
  }
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / n;
}

export interface DeflateRow {
  readonly moduleSize: number;
  readonly scanlineBytes: number;
  readonly contenders: readonly { readonly name: string; readonly us: number; readonly bytes: number }[];
}

export function measurePngDeflate(rounds = 5, roundMs = 200): DeflateRow[] {
  const matrix = encodeQr(LINK.text, { ecc: LINK.ecc });
  return [4, 10].map((moduleSize) => {
    const scanlines = scanlinesOf(writePng(matrix, { moduleSize }));
    const stride = scanlines.length / ((matrix.size + 8) * moduleSize);
    const contenders: [string, () => Uint8Array][] = [
      ['quietzone deflate', () => zlibDeflate(scanlines, stride)],
      ['node:zlib, tuned (before)', () => tunedZlib(scanlines, moduleSize * stride)],
      ['fflate level 2', () => zlibSync(scanlines, { level: 2 })],
    ];
    const best = contenders.map(() => Number.POSITIVE_INFINITY);
    for (let r = 0; r < rounds; r++) contenders.forEach(([, run], i) => (best[i] = Math.min(best[i]!, microseconds(run, roundMs))));
    return {
      moduleSize,
      scanlineBytes: scanlines.length,
      contenders: contenders.map(([name, run], i) => ({ name, us: best[i]!, bytes: run().length })),
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of measurePngDeflate()) {
    console.log(`${row.moduleSize} px (${row.scanlineBytes} bytes of scanlines)`);
    for (const c of row.contenders) console.log(`  ${c.name.padEnd(28)} ${c.us.toFixed(1).padStart(8)} µs ${String(c.bytes).padStart(6)} bytes`);
  }
}
