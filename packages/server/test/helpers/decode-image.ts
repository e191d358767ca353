import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

const run = promisify(execFile);
const DPI = '150';

/**
 * Reads back the QR code of an image route's bytes with zbar, an independent decoder that also
 * reads the large versions: PNG laid on white (a transparent code is meant for a light surface,
 * contract image rule 3), SVG rasterized by resvg, PDF and EPS by ghostscript.
 */
export async function decodeImage(format: 'svg' | 'png' | 'pdf' | 'eps', bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'qz-decode-'));
  try {
    const raster = join(dir, 'image.png');
    switch (format) {
      case 'png':
        await writeFile(raster, await sharp(bytes).flatten({ background: '#ffffff' }).png().toBuffer());
        break;
      case 'svg':
        await writeFile(raster, new Resvg(Buffer.from(bytes).toString('utf8'), { background: 'white' }).render().asPng());
        break;
      case 'pdf':
      case 'eps': {
        const source = join(dir, `image.${format}`);
        await writeFile(source, bytes);
        await run('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-dEPSCrop', '-sDEVICE=pnggray', `-r${DPI}`, '-o', raster, source]);
        break;
      }
    }
    // -Sbinary: the symbol's bytes exactly, no charset guessing and no trailing newline.
    const { stdout } = await run('zbarimg', ['--raw', '-q', '-Sbinary', raster], { encoding: 'buffer', maxBuffer: 1 << 20 });
    return stdout.toString('utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
