import { BLACK, WHITE } from '@quietzone/core';
import fc from 'fast-check';
import { PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { writePdf } from '../src/pdf';
import type { WriterOptions } from '../src/writer-options';
import { anyMatrix } from './support/arbitrary-matrix';

const OPTIONS: WriterOptions = { moduleSize: 4, foreground: BLACK, background: WHITE, defaultColors: true, page: 'square' };

/** Checks the cross-reference table by hand: each entry's offset is where its object begins. */
function expectTableToMatchObjects(bytes: Uint8Array): void {
  const text = Buffer.from(bytes).toString('latin1');
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
  const table = text.slice(start).split('\n');
  expect(table[0]).toBe('xref');
  const count = Number(table[1]!.split(' ')[1]);
  expect(table[2]).toBe('0000000000 65535 f ');
  for (let object = 1; object < count; object++) {
    const entry = table[2 + object]!;
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    expect(text.slice(Number(entry.slice(0, 10)))).toMatch(new RegExp(`^${object} 0 obj\n`));
  }
  expect(text).toContain(`trailer\n<< /Size ${count} /Root 1 0 R >>`);
}

describe('writePdf over any matrix', () => {
  it('writes a file whose table points at every object and whose runs paint exactly the dark modules', async () => {
    await fc.assert(
      fc.asyncProperty(anyMatrix, fc.constantFrom<WriterOptions['page']>('square', 'a4'), async (matrix, page) => {
        const bytes = await writePdf(matrix, { ...OPTIONS, page });
        expectTableToMatchObjects(bytes);
        const doc = await PDFDocument.load(bytes, { throwOnInvalidObject: true });
        const content = Buffer.from(decodePDFRawStream(doc.getPage(0).node.Contents() as PDFRawStream).decode()).toString('latin1');
        const painted = new Uint8Array(matrix.size * matrix.size);
        for (const line of content.split('\n')) {
          const run = /^(\d+) (\d+) (\d+) 1 re$/.exec(line);
          if (!run) continue;
          const [x, y, length] = [Number(run[1]) - 4, Number(run[2]) - 4, Number(run[3])];
          const row = matrix.size - 1 - y;
          for (let column = x; column < x + length; column++) painted[row * matrix.size + column] = painted[row * matrix.size + column]! + 1;
        }
        expect(painted).toEqual(matrix.modules);
      }),
      { numRuns: 40 },
    );
  });
});
