import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qpdfJson, resolve, type QpdfFile } from './support/qpdf-json';
import { runCli } from './support/run-cli';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'quietzone-cli-pdfx-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function infoOf(file: QpdfFile): Record<string, unknown> {
  return resolve(file, (file.objects.trailer as { value: { '/Info': string } }).value['/Info']);
}
function intentOf(file: QpdfFile): Record<string, unknown> {
  const catalog = resolve(file, (file.objects.trailer as { value: { '/Root': string } }).value['/Root']);
  return resolve(file, (catalog['/OutputIntents'] as string[])[0]);
}

describe('quietzone-render --pdfx', () => {
  it('writes each code of a batch as a PDF/X file titled with its own content', async () => {
    await writeFile(join(dir, 'codes.csv'), 'name,content\ntable-1,https://qz.example/t/1\ntable-2,https://qz.example/t/2\n');
    const run = await runCli(dir, ['codes.csv', '-f', 'pdf', '--pdfx', 'X-4', '-o', 'batch', '--quiet']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    for (const [name, content] of [['table-1', 'https://qz.example/t/1'], ['table-2', 'https://qz.example/t/2']]) {
      const file = qpdfJson(await readFile(join(dir, 'batch', `${name}.pdf`)));
      expect(file.pdfVersion).toBe('1.6');
      expect(infoOf(file)).toMatchObject({ '/Title': `u:${content}`, '/GTS_PDFXVersion': 'u:PDF/X-4', '/Trapped': '/False' });
      expect(intentOf(file)['/OutputConditionIdentifier']).toBe('u:FOGRA39');
    }
  });

  it('writes a PDF/X-1a sheet for the GRACoL condition', async () => {
    await writeFile(join(dir, 'sheet.txt'), 'one\ntwo\nthree\n');
    const run = await runCli(dir, ['sheet.txt', '--sheet', 'a4', '--symbol-mm', '30', '--crop-marks', '--pdfx', 'x-1a', '--output-condition', 'cgats21', '-o', 'sheet.pdf', '--quiet']);
    expect(run.stderr).toBe('');
    const file = qpdfJson(await readFile(join(dir, 'sheet.pdf')));
    expect(infoOf(file)).toMatchObject({ '/GTS_PDFXConformance': 'u:PDF/X-1a:2001', '/Title': 'u:3 codes' });
    expect(intentOf(file)['/OutputConditionIdentifier']).toBe('u:CGATS21_CRPC6');
  });

  it('refuses other formats, a logo and an output condition without --pdfx', async () => {
    const cases: [string[], string][] = [
      [['--text', 'x', '--pdfx', 'x-1a', '-f', 'pdf,svg', '-o', 'out'], '--pdfx writes PDF files: --format can only be pdf'],
      [['--text', 'x', '--pdfx', 'x-1a', '-f', 'pdf', '--logo', 'logo.png'], '--pdfx files cannot carry a --logo yet'],
      [['--text', 'x', '--pdfx', 'x-3', '-f', 'pdf'], '--pdfx must be x-1a or x-4, got "x-3"'],
      [['--text', 'x', '-f', 'pdf', '--output-condition', 'FOGRA39'], '--output-condition goes with --pdfx'],
    ];
    for (const [args, message] of cases) {
      const run = await runCli(dir, args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toContain(message);
    }
  });
});
