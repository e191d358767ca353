import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CLI, RUN_TIMEOUT_MS, TSX_CLI, runCli, type Run } from './support/run-cli';

const run = (cwd: string, ...args: string[]): Promise<Run> => runCli(cwd, args);

function decodePng(bytes: Uint8Array): string | undefined {
  const png = PNG.sync.read(Buffer.from(bytes));
  return jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)?.data;
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'quietzone-cli-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('quietzone-render', () => {
  it('renders every row of a CSV in every requested format, with safe names, inside --out', async () => {
    await writeFile(
      join(dir, 'batch.csv'),
      'name,content\n' +
        'menu,https://qz.example/menu\n' +
        '../../escape,https://qz.example/x\n' +
        '"Café, Menü","https://qz.example/b?x=1,2"\n',
    );
    const result = await run(dir, 'batch.csv', '--format', 'svg,png', '-f', 'eps', '-f', 'pdf', '--out', 'out', '--size', '6');
    expect(result.stderr).toContain('wrote 12 files');
    expect(result.code).toBe(0);
    const written = (await readdir(join(dir, 'out'))).sort();
    expect(written).toEqual(
      ['Cafe-Menu', 'escape', 'menu'].flatMap((stem) => ['eps', 'pdf', 'png', 'svg'].map((ext) => `${stem}.${ext}`)),
    );
    expect(result.stdout.trim().split('\n')).toHaveLength(12);
    // Nothing escaped: the temp dir holds only the input and the output directory.
    expect((await readdir(dir)).sort()).toEqual(['batch.csv', 'out']);
    expect(decodePng(await readFile(join(dir, 'out', 'menu.png')))).toBe('https://qz.example/menu');
    expect(decodePng(await readFile(join(dir, 'out', 'Cafe-Menu.png')))).toBe('https://qz.example/b?x=1,2');
    expect(await readFile(join(dir, 'out', 'escape.svg'), 'utf8')).toContain('<svg');
    expect((await readFile(join(dir, 'out', 'menu.pdf'))).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await readFile(join(dir, 'out', 'menu.eps'))).subarray(0, 4).toString()).toBe('%!PS');
  }, RUN_TIMEOUT_MS);

  it('renders --text with a logo (JPEG bytes in a .png file) that still decodes', async () => {
    const noise = Buffer.alloc(64 * 64 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 256;
    await writeFile(join(dir, 'logo.png'), await sharp(noise, { raw: { width: 64, height: 64, channels: 3 } }).jpeg().toBuffer());
    const content = 'https://qz.example/with-logo';
    const result = await run(dir, '--text', content, '--name', 'logo code', '--logo', 'logo.png', '-f', 'png', '-o', 'logo-out');
    expect(result.code).toBe(0);
    expect(decodePng(await readFile(join(dir, 'logo-out', 'logo-code.png')))).toBe(content);
  }, RUN_TIMEOUT_MS);

  it('writes the good rows and exits 1 when some rows fail', async () => {
    await writeFile(join(dir, 'mixed.txt'), `https://qz.example/ok\n${'x'.repeat(3000)}\n`);
    const result = await run(dir, 'mixed.txt', '-o', 'mixed-out');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/mixed\.txt:2: .*does not fit/);
    expect(await readdir(join(dir, 'mixed-out'))).toEqual(['qr-0001.svg']);
  }, RUN_TIMEOUT_MS);

  // Independent runs: concurrent, so the process start-up cost overlaps.
  it.concurrent.each([
    [['--format', 'gif', '--text', 'x'], '--format'],
    [['--size', '0', '--text', 'x'], '--size must be an integer from 1 to 100'],
    [['--size', 'big', '--text', 'x'], '--size must be an integer'],
    [['--fg', 'navy', '--text', 'x'], '--fg must be a hex color'],
    [['--ecc', 'X', '--text', 'x'], '--ecc'],
    [['--bogus'], "Unknown option '--bogus'"],
    [[], 'no input'],
    [['missing.csv'], 'cannot read input missing.csv: no such file'],
    [['--logo', 'batch.csv', '--text', 'x'], 'must be a PNG, JPEG or WebP'],
  ])('rejects %j with exit code 2 and a message on stderr', async (args, message) => {
    const result = await run(dir, ...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe('');
  }, RUN_TIMEOUT_MS);

  it('takes --format, --ecc, --page and --input-format in any case and writes their canonical spelling', async () => {
    await writeFile(join(dir, 'cased.data'), 'name,content\nmenu,https://qz.example/menu\n');
    const result = await run(dir, 'cased.data', '--input-format', 'CSV', '--format', 'PNG,Pdf', '--ecc', 'h', '--page', 'A4', '--manifest', '-o', 'cased');
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split('\n')).toEqual(['menu.png', 'menu.pdf', 'manifest.csv'].map((file) => join('cased', file)));
    const manifest = (await readFile(join(dir, 'cased', 'manifest.csv'), 'utf8')).trim().split('\r\n');
    expect(manifest.slice(1).map((row) => row.split(',').at(-2))).toEqual(['H', 'H']);
    expect(decodePng(await readFile(join(dir, 'cased', 'menu.png')))).toBe('https://qz.example/menu');
    const { width, height } = (await PDFDocument.load(await readFile(join(dir, 'cased', 'menu.pdf')))).getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]); // A4 in points
  }, RUN_TIMEOUT_MS);

  it('refuses a header row with no content column (exit 2, naming the columns) and reads url,label the right way round', async () => {
    await writeFile(join(dir, 'no-content.csv'), 'name,link\nfirst,https://qz.example/a\n');
    const refused = await run(dir, 'no-content.csv', '-o', 'never');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('names no content column (found: name, link)');
    await expect(readdir(join(dir, 'never'))).rejects.toThrow();

    await writeFile(join(dir, 'url-label.csv'), 'url,label\nhttps://qz.example/a,first\n');
    const read = await run(dir, 'url-label.csv', '-o', 'url-label', '-f', 'png');
    expect(read.code).toBe(0);
    expect(await readdir(join(dir, 'url-label'))).toEqual(['first.png']);
    expect(decodePng(await readFile(join(dir, 'url-label', 'first.png')))).toBe('https://qz.example/a');
  }, RUN_TIMEOUT_MS);

  it('writes the files but prints nothing with --quiet', async () => {
    await writeFile(join(dir, 'quiet.txt'), 'https://qz.example/q1\nhttps://qz.example/q2\n');
    const result = await run(dir, 'quiet.txt', '-o', 'quiet-out', '--quiet');
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(await readdir(join(dir, 'quiet-out'))).toEqual(['qr-0001.svg', 'qr-0002.svg']);
  }, RUN_TIMEOUT_MS);

  it('prints usage for --help', async () => {
    const result = await run(dir, '--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: quietzone-render/);
  }, RUN_TIMEOUT_MS);
});

/** As `run`, with `input` on standard input. */
const runWithInput = (cwd: string, input: string, ...args: string[]): Promise<Run> => runCli(cwd, args, input);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const MM = 72 / 25.4;

describe('quietzone-render for print shops', () => {
  it('prints the package version for --version', async () => {
    const result = await run(dir, '--version');
    const { version } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(result).toMatchObject({ code: 0, stdout: `${version}\n` });
  }, RUN_TIMEOUT_MS);

  it('reads "-" from stdin, sizes modules in mm, prints a spot ink and writes a manifest', async () => {
    const input = 'https://qz.example/p/1\n=HYPERLINK("x")\n';
    const result = await runWithInput(dir, input, '-', '-f', 'eps,pdf', '--module-mm', '0.5', '--spot', 'PANTONE 286 C:100,66,0,2', '--manifest', '-o', 'print');
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split('\n')).toEqual(
      ['qr-0001.eps', 'qr-0001.pdf', 'qr-0002.eps', 'qr-0002.pdf', 'manifest.csv'].map((file) => join('print', file)),
    );
    const eps = await readFile(join(dir, 'print', 'qr-0001.eps'), 'latin1');
    expect(eps).toContain('%%CMYKCustomColor: 1 0.66 0 0.02 (PANTONE 286 C)');
    expect(eps).toContain('spot 1 setcustomcolor');
    const extent = Number(/%%HiResBoundingBox: 0 0 ([\d.]+)/.exec(eps)![1]);
    const side = Number(/([\d.]+) dup scale/.exec(eps)![1]);
    expect(Math.abs(side - 0.5 * MM)).toBeLessThan(1e-5);
    expect(Number.isInteger(Math.round(extent / side))).toBe(true);

    const manifest = (await readFile(join(dir, 'print', 'manifest.csv'), 'utf8')).split('\r\n');
    expect(manifest[0]).toBe('name,content,file,bytes,sha256,version,ecc,warning');
    const pdf = await readFile(join(dir, 'print', 'qr-0001.pdf'));
    expect(manifest[2]).toBe(`qr-0001,https://qz.example/p/1,qr-0001.pdf,${pdf.length},${sha256(pdf)},2,M,`);
    // A spreadsheet must not evaluate content as a formula (CSV injection).
    expect(manifest[3]).toMatch(/^qr-0002,"'=HYPERLINK\(""x""\)",qr-0002\.eps,/);
    expect(manifest).toHaveLength(6);
  }, RUN_TIMEOUT_MS);

  it('shows one live progress line on a terminal (a pseudo-terminal from script(1)), none off it', async () => {
    await writeFile(join(dir, 'forty.txt'), Array.from({ length: 40 }, (_, i) => `https://qz.example/n/${i}`).join('\n'));
    const command = [process.execPath, TSX_CLI, CLI, 'forty.txt', '-o', 'tty', '>', 'tty-files.txt'].join(' ');
    const terminal = await new Promise<string>((resolve, reject) => {
      execFile('script', ['-qec', command, '/dev/null'], { cwd: dir }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
    });
    expect(terminal).toMatch(/\r\x1b\[K40\/40 codes · [\d.]+ codes\/s · ETA 0 s\r\x1b\[Kquietzone-render: wrote 40 files/);
    // stdout, redirected to a file, is still the plain file list.
    expect((await readFile(join(dir, 'tty-files.txt'), 'utf8')).trim().split('\n')).toHaveLength(40);

    const piped = await run(dir, 'forty.txt', '-o', 'piped');
    expect(piped.stderr).toBe(`quietzone-render: wrote 40 files to ${join(dir, 'piped')}\n`);
  }, RUN_TIMEOUT_MS);

  it('renders in worker threads with --jobs 2: the same files, file list and manifest as --jobs 1', async () => {
    // More rows than one worker message holds (64), so both workers render batches.
    const codes = 150;
    const rows = Array.from({ length: codes }, (_, i) => `code ${i},https://qz.example/j/${i}`);
    // One row too long for any QR code: reported the same way from a worker.
    rows.splice(7, 0, `too long,${'x'.repeat(3000)}`);
    await writeFile(join(dir, 'jobs.csv'), `name,content\n${rows.join('\n')}\n`);
    const common = ['jobs.csv', '-f', 'svg,png,pdf,eps', '--spot', 'PANTONE 286 C:100,66,0,2', '--module-mm', '0.6', '--manifest'];
    const one = await run(dir, ...common, '--jobs', '1', '-o', 'jobs-1');
    const two = await run(dir, ...common, '--jobs', '2', '-o', 'jobs-2');
    expect(one.code).toBe(1);
    expect(two.code).toBe(1);
    expect(two.stdout.replaceAll('jobs-2', 'jobs-1')).toBe(one.stdout);
    expect(two.stderr.replaceAll('jobs-2', 'jobs-1')).toBe(one.stderr);
    expect(one.stderr).toContain('jobs.csv:9: too-long.svg:');
    const files = (await readdir(join(dir, 'jobs-1'))).sort();
    expect(files).toHaveLength(codes * 4 + 1);
    expect((await readdir(join(dir, 'jobs-2'))).sort()).toEqual(files);
    for (const file of files) {
      expect(sha256(await readFile(join(dir, 'jobs-2', file))), file).toBe(sha256(await readFile(join(dir, 'jobs-1', file))));
    }
  }, RUN_TIMEOUT_MS);

  it('keeps existing files with --skip-existing, and lists them in the manifest as they are', async () => {
    await writeFile(join(dir, 'resume.csv'), 'name,content\na,https://qz.example/a\nb,https://qz.example/b\n');
    expect((await run(dir, 'resume.csv', '-f', 'svg', '-o', 'resume')).code).toBe(0);
    const kept = Buffer.from('<svg>kept</svg>');
    await writeFile(join(dir, 'resume', 'a.svg'), kept);
    await rm(join(dir, 'resume', 'b.svg'));
    const result = await run(dir, 'resume.csv', '-f', 'svg', '-o', 'resume', '--skip-existing', '--manifest');
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split('\n')).toEqual([join('resume', 'b.svg'), join('resume', 'manifest.csv')]);
    expect(result.stderr).toContain('wrote 1 file, kept 1 existing');
    expect(await readFile(join(dir, 'resume', 'a.svg'))).toEqual(kept);
    const manifest = await readFile(join(dir, 'resume', 'manifest.csv'), 'utf8');
    expect(manifest).toContain(`a,https://qz.example/a,a.svg,${kept.length},${sha256(kept)},`);
  }, RUN_TIMEOUT_MS);

  it('imposes every row on sheets with --sheet, captions and crop marks', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `Table ${i + 1},https://qz.example/t/${i + 1}`);
    await writeFile(join(dir, 'tables.csv'), `name,content\n${rows.join('\n')}\n`);
    const result = await run(dir, 'tables.csv', '--sheet', 'sra3', '--symbol-mm', '30', '--caption', 'name', '--crop-marks', '--spot', 'PANTONE 286 C:100,66,0,2', '--manifest', '-o', 'sheets');
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split('\n')).toEqual([join('sheets', 'sheet.pdf'), join('sheets', 'manifest.csv')]);
    const bytes = await readFile(join(dir, 'sheets', 'sheet.pdf'));
    const doc = await PDFDocument.load(bytes);
    // SRA3 at 30 mm with the default 10 mm margins and 8 mm gutters: 8 × 10 = 80 per page.
    expect(doc.getPageCount()).toBe(1);
    expect(Math.abs(doc.getPage(0).getWidth() - 320 * MM)).toBeLessThan(0.001);
    const contents = doc.getPage(0).node.Contents()!;
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const content = streams.map((stream) => Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1')).join('\n');
    expect(content.match(/ Tj$/gm)).toHaveLength(30);
    expect(execFileSync('pdftotext', [join(dir, 'sheets', 'sheet.pdf'), '-'], { encoding: 'utf8' })).toContain('Table 30');
    expect(content).toContain('/Spot cs');
    const manifest = (await readFile(join(dir, 'sheets', 'manifest.csv'), 'utf8')).trim().split('\r\n');
    expect(manifest).toHaveLength(31);
    expect(manifest[0]).toBe('name,content,file,bytes,sha256,version,ecc,warning,caption_warning');
    expect(manifest[1]).toBe(`Table 1,https://qz.example/t/1,sheet.pdf,${bytes.length},${sha256(bytes)},2,M,,`);
  }, RUN_TIMEOUT_MS);

  it('warns on stderr and in the manifest about caption characters the font lacks, and still writes the sheet (exit 0)', async () => {
    await writeFile(join(dir, 'scripts.csv'), 'name,content\nGąsienica Café,https://qz.example/s/1\nΚαφές,https://qz.example/s/2\n東京 Table,https://qz.example/s/3\n');
    const result = await run(dir, 'scripts.csv', '--sheet', 'A4', '--symbol-mm', '30', '--caption', 'name', '--manifest', '-o', 'scripts');
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('scripts.csv:4: warning: 東京 Table: the caption font (Noto Sans: Latin, Greek, Cyrillic) has no glyph for "東" U+6771, "京" U+4EAC');
    expect(result.stderr.match(/warning/g)).toHaveLength(1);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'scripts', 'sheet.pdf'), '-'], { encoding: 'utf8' });
    for (const caption of ['Gąsienica Café', 'Καφές', 'Table']) expect(text).toContain(caption);
    expect(text).not.toContain('?');
    const manifest = (await readFile(join(dir, 'scripts', 'manifest.csv'), 'utf8')).trim().split('\r\n');
    expect(manifest.slice(1).map((line) => line.endsWith(',') ? '' : line.slice(line.lastIndexOf('"the caption font')))).toEqual([
      '',
      '',
      '"the caption font (Noto Sans: Latin, Greek, Cyrillic) has no glyph for ""東"" U+6771, ""京"" U+4EAC; they print as blank space"',
    ]);
  }, RUN_TIMEOUT_MS);

  it('writes one archive with --zip: the same bytes with --jobs 2 as with --jobs 1, the manifest inside', async () => {
    // More rows than one worker message holds (64): the archive's entries come from both workers.
    const codes = 140;
    const rows = Array.from({ length: codes }, (_, i) => `zip ${i},https://qz.example/z/${i}`);
    await writeFile(join(dir, 'zip.csv'), `name,content\n${rows.join('\n')}\n`);
    const common = ['zip.csv', '-f', 'png,svg,eps', '--manifest'];
    const one = await run(dir, ...common, '--jobs', '1', '--zip', join('zips', 'one.zip'));
    const two = await run(dir, ...common, '--jobs', '2', '--zip', join('zips', 'two.zip'));
    expect(one).toMatchObject({ code: 0, stdout: `${join('zips', 'one.zip')}\n` });
    expect(one.stderr).toBe(`quietzone-render: wrote ${codes * 3} files to ${join(dir, 'zips', 'one.zip')}\n`);
    expect(two.code).toBe(0);
    expect(await readdir(join(dir, 'zips'))).toEqual(['one.zip', 'two.zip']);
    const bytes = await readFile(join(dir, 'zips', 'one.zip'));
    expect(sha256(await readFile(join(dir, 'zips', 'two.zip')))).toBe(sha256(bytes));
    expect(execFileSync('unzip', ['-t', join(dir, 'zips', 'one.zip')], { encoding: 'utf8' })).toContain('No errors detected in compressed data');

    const entries = unzipSync(bytes);
    const names = Object.keys(entries);
    expect(names).toHaveLength(codes * 3 + 1);
    expect(names.slice(0, 3)).toEqual(['zip-0.png', 'zip-0.svg', 'zip-0.eps']);
    expect(names.at(-1)).toBe('manifest.csv');
    expect(decodePng(entries['zip-11.png']!)).toBe('https://qz.example/z/11');
    const manifest = new TextDecoder().decode(entries['manifest.csv']).trim().split('\r\n');
    expect(manifest).toHaveLength(codes * 3 + 1);
    const svg = entries['zip-3.svg']!;
    expect(manifest[11]).toBe(`zip 3,https://qz.example/z/3,zip-3.svg,${svg.length},${sha256(svg)},2,M,`);
  }, RUN_TIMEOUT_MS);

  it('lays out exactly --grid columns × rows per page: 24-up on SRA3', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `Table ${i + 1},https://qz.example/g/${i + 1}`);
    await writeFile(join(dir, 'grid.csv'), `name,content\n${rows.join('\n')}\n`);
    const result = await run(dir, 'grid.csv', '--sheet', 'SRA3', '--symbol-mm', '30', '--grid', '4x6', '--caption', 'name', '-o', 'grid');
    expect(result.code).toBe(0);
    const doc = await PDFDocument.load(await readFile(join(dir, 'grid', 'sheet.pdf')));
    expect(doc.getPageCount()).toBe(2);
    const captions = (page: number) => {
      const contents = doc.getPage(page).node.Contents()!;
      const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
      return streams.map((stream) => Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1')).join('\n').match(/ Tj$/gm)?.length;
    };
    expect([captions(0), captions(1)]).toEqual([24, 6]);
  }, RUN_TIMEOUT_MS);

  it('puts the sheet and its manifest into the archive with --sheet --zip', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => `https://qz.example/s/${i}`);
    await writeFile(join(dir, 'sheet-zip.txt'), `${rows.join('\n')}\n`);
    const result = await run(dir, 'sheet-zip.txt', '--sheet', 'a4', '--symbol-mm', '25', '--manifest', '--zip', 'sheet.zip');
    expect(result).toMatchObject({ code: 0, stdout: 'sheet.zip\n' });
    expect(execFileSync('unzip', ['-t', join(dir, 'sheet.zip')], { encoding: 'utf8' })).toContain('No errors detected in compressed data');
    const entries = unzipSync(await readFile(join(dir, 'sheet.zip')));
    expect(Object.keys(entries)).toEqual(['sheet.pdf', 'manifest.csv']);
    expect((await PDFDocument.load(entries['sheet.pdf']!)).getPageCount()).toBe(1);
    expect(new TextDecoder().decode(entries['manifest.csv']).trim().split('\r\n')).toHaveLength(6);
  }, RUN_TIMEOUT_MS);

  it.each([
    [['--zip', 'x.zip', '--skip-existing'], /--skip-existing does not apply to --zip/],
    [['--zip', 'x.zip', '-o', 'elsewhere'], /--out does not apply to --zip/],
    [['--sheet', 'A4'], /--sheet needs --symbol-mm/],
    [['--sheet', 'B7', '--symbol-mm', '30'], /--sheet must be A4, A3, SRA3, Letter, Tabloid or WIDTHxHEIGHT in mm, got "B7"/],
    [['--sheet', 'A4', '--symbol-mm', '30', '-f', 'svg'], /--format can only be pdf/],
    [['--sheet', 'A4', '--symbol-mm', '30', '--caption', 'title'], /--caption must be name, content or none/],
    [['--caption', 'name'], /--caption goes with --sheet/],
    [['--grid', '4x6'], /--grid goes with --sheet/],
    [['--sheet', 'SRA3', '--symbol-mm', '30', '--grid', '4 by 6'], /--grid must be COLUMNSxROWS, e.g. 4x6, got "4 by 6"/],
    [['--spot', 'PANTONE 286 C', '-f', 'pdf'], /--spot must be "NAME:c,m,y,k"/],
    [['--spot', 'X:0,0,0,100', '--fg', '000'], /give --fg or --spot, not both/],
    [['--module-mm', '9', '-f', 'pdf'], /--module-mm must be a number from 0.25 to 5, got 9/],
    [['--jobs', '0'], /--jobs must be a whole number from 1, got "0"/],
  ])('refuses %j before writing anything', async (args, message) => {
    await writeFile(join(dir, 'one.txt'), 'https://qz.example/one\n');
    const result = await run(dir, 'one.txt', '-o', 'refused', ...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(await readdir(dir)).not.toContain('refused');
  }, RUN_TIMEOUT_MS);
});
