import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { PNG } from 'pngjs';
import { overWhite, rasterizeSvg, readPng, type Raster } from '../../../packages/render/test/support/decode-image';
import { readRaster } from '../../../packages/render/test/support/zxing-decode';

const run = promisify(execFile);
/** Rasterizing resolution for PDF and EPS: 0.5 mm modules on an A4 page need it for ZXing. */
const DPI = '300';

/** Whether `bytes` begin with the ASCII (or Latin-1) signature `text`. */
const startsWith = (bytes: Uint8Array, text: string) => [...text].every((char, i) => bytes[i] === char.charCodeAt(0));

/**
 * An output as pixels on white, written to `base`.png too: PNG through pngjs, SVG through resvg,
 * PDF through poppler's pdftoppm and EPS through ghostscript — none of them our code.
 */
async function rasterize(bytes: Uint8Array, base: string): Promise<{ raster: Raster; file: string }> {
  const file = `${base}.png`;
  if (startsWith(bytes, '%PDF-')) {
    await writeFile(`${base}.pdf`, bytes);
    await run('pdftoppm', ['-r', DPI, '-png', '-singlefile', `${base}.pdf`, base]);
  } else if (startsWith(bytes, '%!PS-Adobe')) {
    await writeFile(`${base}.eps`, bytes);
    await run('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-dEPSCrop', '-sDEVICE=png16m', `-r${DPI}`, '-o', file, `${base}.eps`]);
  } else {
    const raster = overWhite(startsWith(bytes, '\x89PNG') ? readPng(bytes) : rasterizeSvg(bytes));
    const png = new PNG({ width: raster.width, height: raster.height });
    png.data.set(raster.data);
    await writeFile(file, PNG.sync.write(png));
    return { raster, file };
  }
  return { raster: overWhite(readPng(await readFile(file))), file };
}

/** What zbar and ZXing-C++ each read from an output (every symbol on it, sorted). */
export async function decodeOutput(bytes: Uint8Array, base: string): Promise<{ zbar: string[]; zxing: string[] }> {
  const { raster, file } = await rasterize(bytes, base);
  const { stdout } = await run('zbarimg', ['--raw', '-q', file]).catch(() => ({ stdout: '' }));
  const zxing = await readRaster(raster, 'QRCode');
  return {
    zbar: stdout.split('\n').filter(Boolean).sort(),
    zxing: zxing.map((result) => result.text).sort(),
  };
}

