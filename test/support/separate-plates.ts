import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { readGrayTiff, type InkPlate } from './read-gray-tiff';

const run = promisify(execFile);
let fileNumber = 0;

/**
 * Separates a PDF or EPS into plates with ghostscript's `tiffsep` at `dpi` in `dir`; returns
 * each plate's TIFF file and its ink coverage by plate name (Cyan, Magenta, Yellow, Black and
 * one per spot ink). Ghostscript must print nothing: a warning fails the caller's test.
 */
export async function separatePlates(bytes: Uint8Array, kind: 'pdf' | 'eps', dir: string, dpi = 150): Promise<Map<string, { file: string; plate: InkPlate }>> {
  const base = join(dir, `plates-${process.pid}-${fileNumber++}`);
  await writeFile(`${base}.${kind}`, bytes);
  const crop = kind === 'eps' ? ['-dEPSCrop'] : [];
  const { stdout, stderr } = await run('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', ...crop, '-sDEVICE=tiffsep', '-sCompression=none', `-r${dpi}`, '-o', `${base}.tif`, `${base}.${kind}`]);
  if (stdout + stderr !== '') throw new Error(`ghostscript: ${stdout}${stderr}`);
  const { stdout: files } = await run('sh', ['-c', `ls ${base}\\(*\\).tif`]);
  const plates = new Map<string, { file: string; plate: InkPlate }>();
  for (const file of files.split('\n').filter(Boolean)) plates.set(/\((.*)\)\.tif$/.exec(file)![1]!, { file, plate: readGrayTiff(await readFile(file)) });
  return plates;
}

/** The distinct ink values on a plate with how many pixels carry each, most frequent first. */
export function inkLevels(plate: InkPlate): Map<number, number> {
  const counts = new Map<number, number>();
  for (const ink of plate.ink) counts.set(ink, (counts.get(ink) ?? 0) + 1);
  return new Map([...counts].sort((a, b) => b[1] - a[1]));
}
