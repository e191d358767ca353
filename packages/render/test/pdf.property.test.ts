import { BLACK, WHITE } from '@quietzone/core';
import fc from 'fast-check';
import { PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { writePdf } from '../src/pdf';
import type { WriterOptions } from '../src/writer-options';
import { anyMatrix } from './support/arbitrary-matrix';
import { expectTableToMatchObjects } from './support/pdf-structure';

const OPTIONS: WriterOptions = { moduleSize: 4, foreground: BLACK, background: WHITE, defaultColors: true, page: 'square' };

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
