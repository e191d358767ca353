import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeQr } from '../src/matrix';
import { writeSvg } from '../src/svg';
import { BLACK, WHITE } from '@quietzone/core';
import { anyMatrix, differingModules } from './support/arbitrary-matrix';
import { decodeSvg, utf8 } from './support/decode-image';
import { DECODE_RUNS, renderCase } from './support/render-cases';

describe('writeSvg (decoded by resvg + jsqr)', () => {
  it('reads back as the encoded content for any text, ECC level, module size and readable colors', () => {
    fc.assert(
      fc.property(renderCase, ({ content, ecc, moduleSize, colors }) => {
        const svg = writeSvg(encodeQr(content, { ecc }), { ...colors, moduleSize, defaultColors: false, page: 'square' });
        expect(decodeSvg(svg)).toEqual(utf8(content));
      }),
      { numRuns: DECODE_RUNS },
    );
  });
});

/** Parsing a path is cheap next to decoding an image; 50 matrices cover every size class often. */
const PATH_RUNS = 50;

/** The modules a path of `M<x> <y>.5h<n>` / `m<dx> <dy>h<n>` strokes covers (quiet zone removed). */
function modulesOfPath(d: string, size: number): Uint8Array {
  const modules = new Uint8Array(size * size);
  const command = /([Mm])(-?\d+) (\d+)(\.5)?h(\d+)/y;
  let penX = 0;
  let penY = 0;
  let offset = 0;
  while (offset < d.length) {
    command.lastIndex = offset;
    const match = command.exec(d);
    if (!match) throw new Error(`unexpected path data at ${offset}: ${d.slice(offset, offset + 20)}`);
    const [, kind, dx, dy, half, length] = match;
    if ((half !== undefined) !== (kind === 'M')) throw new Error(`only the first, absolute move is on a half row: ${match[0]}`);
    const x = (kind === 'M' ? 0 : penX) + Number(dx);
    const y = (kind === 'M' ? 0 : penY) + Number(dy);
    modules.fill(1, (y - 4) * size + x - 4, (y - 4) * size + x - 4 + Number(length));
    penX = x + Number(length);
    penY = y;
    offset = command.lastIndex;
  }
  return modules;
}

describe('writeSvg path data', () => {
  it('strokes exactly the dark modules of any matrix up to version 40', () => {
    fc.assert(
      fc.property(anyMatrix, (matrix) => {
        const svg = new TextDecoder().decode(writeSvg(matrix, { moduleSize: 4, foreground: BLACK, background: WHITE, defaultColors: true, page: 'square' }));
        const d = /<path stroke="#000" d="([^"]*)"\/>/.exec(svg)?.[1];
        expect(d).toBeDefined();
        expect(differingModules(modulesOfPath(d!, matrix.size), matrix.modules)).toEqual([]);
      }),
      { numRuns: PATH_RUNS },
    );
  });
});
