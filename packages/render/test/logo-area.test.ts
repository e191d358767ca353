import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeQr, type QrMatrix } from '../src/matrix';
import { logoAreaFor, placeLogo } from '../src/logo-area';
import { normalizeLogo } from '../src/normalize-logo';
import { renderQr } from '../src/render-qr';
import type { LogoPlacement } from '../src/writer-options';

const FIRST_VERSION = 1;
const LAST_VERSION = 40;

/** Byte-mode capacity at ECC H per version (ISO/IEC 18004 Table 7): fills each version exactly. */
const BYTE_CAPACITY_H = [
  7, 14, 24, 34, 44, 58, 64, 84, 98, 119, 137, 155, 177, 194, 220, 250, 280, 310, 338, 382, 403, 439, 461, 511, 535,
  593, 625, 658, 698, 742, 790, 842, 898, 958, 983, 1051, 1093, 1139, 1219, 1273,
];

function matrixOfVersion(version: number): QrMatrix {
  const matrix = encodeQr('x'.repeat(BYTE_CAPACITY_H[version - 1]!), { ecc: 'H' });
  expect(matrix.size).toBe(17 + 4 * version);
  return matrix;
}

/**
 * Function-pattern modules a logo must never cover, written out from ISO/IEC 18004 on its
 * own (not derived from the code under test): finders + separators, format information with
 * the dark module, timing patterns and, from version 7, version information.
 */
function reservedModules(size: number): Set<number> {
  const version = (size - 17) / 4;
  const reserved = new Set<number>();
  const mark = (x: number, y: number) => reserved.add(y * size + x);
  for (let i = 0; i < 8; i++) {
    for (let j = 0; j < 8; j++) {
      mark(i, j); // top-left finder + separator
      mark(size - 8 + i, j); // top-right
      mark(i, size - 8 + j); // bottom-left
    }
  }
  for (let i = 0; i <= 8; i++) {
    mark(i, 8); // format information around the top-left finder
    mark(8, i);
  }
  for (let i = 0; i < 8; i++) {
    mark(size - 1 - i, 8); // format copy beside the top-right finder
    mark(8, size - 1 - i); // and beside the bottom-left one, incl. the dark module
  }
  for (let i = 0; i < size; i++) {
    mark(i, 6); // timing patterns
    mark(6, i);
  }
  if (version >= 7) {
    for (let i = 0; i < 6; i++) {
      for (let j = 0; j < 3; j++) {
        mark(size - 11 + j, i);
        mark(i, size - 11 + j);
      }
    }
  }
  return reserved;
}

describe('logoAreaFor / placeLogo', () => {
  const png = new Uint8Array([1, 2, 3]);

  for (let version = FIRST_VERSION; version <= LAST_VERSION; version++) {
    it(`version ${version}: centered, capped, clear of function patterns, input untouched`, () => {
      const matrix = matrixOfVersion(version);
      const { size } = matrix;
      const before = matrix.modules.slice();
      const { matrix: cleared, logo } = placeLogo(matrix, png);
      const { area } = logo;

      expect(logo.png).toBe(png);
      expect(area).toEqual(logoAreaFor(size));
      // Centered: equal margins on all four sides (needs the symbol's parity).
      expect(area.x).toBe(area.y);
      expect(area.x * 2 + area.size).toBe(size);
      expect(area.size).toBeGreaterThanOrEqual(3);
      expect(area.size).toBeLessThanOrEqual(size / 3);
      expect(area.size ** 2 / size ** 2).toBeLessThanOrEqual(0.12);
      // Not needlessly small: from version 2 on at least 6 % of the area.
      if (version >= 2) expect(area.size ** 2 / size ** 2).toBeGreaterThan(0.06);

      const reserved = reservedModules(size);
      const coveredReserved: string[] = [];
      const wrongModules: string[] = [];
      for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
          const index = y * size + x;
          const inside = x >= area.x && x < area.x + area.size && y >= area.y && y < area.y + area.size;
          if (inside && reserved.has(index)) coveredReserved.push(`${x},${y}`);
          const expected = inside ? 0 : before[index];
          if (cleared.modules[index] !== expected) wrongModules.push(`${x},${y}`);
        }
      }
      expect(coveredReserved).toEqual([]);
      expect(wrongModules).toEqual([]);
      expect(cleared.size).toBe(size);
      expect(matrix.modules).toEqual(before);
      expect(cleared.modules).not.toBe(matrix.modules);
    });
  }

  it('rejects sizes that are not a QR symbol', () => {
    for (const size of [0, 17, 19, 22, 181, 21.5, Number.NaN]) {
      expect(() => logoAreaFor(size)).toThrow(RangeError);
    }
  });
});

/** Pixels per module and quiet zone of the test's own rasterizer (independent of the writers). */
const PIXELS_PER_MODULE = 4;
const QUIET_ZONE = 4;

/**
 * A busy, opaque logo: a 16×16 grid of dark and light cells (cells about a module wide once
 * scaled into the square), so the decoder reads wrong modules under it, not a blank area.
 */
async function busyLogo(seed: number): Promise<Uint8Array> {
  const side = 512;
  const cell = 32;
  const raw = Buffer.alloc(side * side * 4);
  let state = seed;
  const dark: boolean[] = [];
  for (let i = 0; i < (side / cell) ** 2; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff; // LCG: deterministic noise
    dark.push(state % 2 === 0);
  }
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const isDark = dark[Math.floor(y / cell) * (side / cell) + Math.floor(x / cell)];
      raw.set(isDark ? [25, 30, 90, 255] : [240, 220, 200, 255], (y * side + x) * 4);
    }
  }
  const normalized = await normalizeLogo(await sharp(raw, { raw: { width: side, height: side, channels: 4 } }).png().toBuffer());
  if (!normalized.ok) throw new Error(normalized.message);
  return normalized.png;
}

/** Draws the cleared matrix black on white, composites the logo into its square, decodes with jsqr. */
async function decodeWithLogo(matrix: QrMatrix, logo: LogoPlacement): Promise<string | undefined> {
  const side = (matrix.size + 2 * QUIET_ZONE) * PIXELS_PER_MODULE;
  const rgba = Buffer.alloc(side * side * 4, 255);
  for (let y = 0; y < matrix.size; y++) {
    for (let x = 0; x < matrix.size; x++) {
      if (matrix.modules[y * matrix.size + x] !== 1) continue;
      for (let dy = 0; dy < PIXELS_PER_MODULE; dy++) {
        const row = ((y + QUIET_ZONE) * PIXELS_PER_MODULE + dy) * side;
        const left = (row + (x + QUIET_ZONE) * PIXELS_PER_MODULE) * 4;
        rgba.fill(0, left, left + PIXELS_PER_MODULE * 4);
        for (let dx = 0; dx < PIXELS_PER_MODULE; dx++) rgba[left + dx * 4 + 3] = 255;
      }
    }
  }
  const { area } = logo;
  const logoPixels = await sharp(logo.png).resize(area.size * PIXELS_PER_MODULE, area.size * PIXELS_PER_MODULE).toBuffer();
  const composed = await sharp(rgba, { raw: { width: side, height: side, channels: 4 } })
    .composite([{ input: logoPixels, left: (area.x + QUIET_ZONE) * PIXELS_PER_MODULE, top: (area.y + QUIET_ZONE) * PIXELS_PER_MODULE }])
    .raw()
    .toBuffer();
  return jsQR(new Uint8ClampedArray(composed.buffer, composed.byteOffset, composed.length), side, side)?.data;
}

describe('a code with a busy logo in its cleared square still decodes (ECC H)', () => {
  const contents = [
    'https://qz.example/Ab3xY9',
    'https://qz.to/k',
    'https://shop.example.com/products/ceramic-pour-over-coffee-dripper?utm_source=print&utm_medium=qr&c=42',
    'https://www.example.org/events/2026/spring-festival/tickets/early-bird?lang=de&ref=poster-berlin-07',
  ];
  for (const content of contents) {
    it(`${content.length} chars: ${content.slice(0, 40)}…`, async () => {
      for (const seed of [1, 2, 3]) {
        const { matrix, logo } = placeLogo(encodeQr(content, { ecc: 'H' }), await busyLogo(seed));
        expect(await decodeWithLogo(matrix, logo)).toBe(content);
      }
    });
  }

  it('also through the library: renderQr(…, { format: "png", logo }) with a busy logo', async () => {
    const logo = await busyLogo(11);
    for (const content of contents) {
      for (const size of [3, 4, 8]) {
        const png = PNG.sync.read(Buffer.from(await renderQr(content, { format: 'png', size, logo })));
        const decoded = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
        expect(decoded?.data).toBe(content);
      }
    }
  });

  it('in every version 1–40, filled to capacity', async () => {
    const png = await busyLogo(7);
    const failed: number[] = [];
    for (let version = FIRST_VERSION; version <= LAST_VERSION; version++) {
      const length = BYTE_CAPACITY_H[version - 1]!;
      const content = Array.from({ length }, (_, i) => String.fromCharCode(33 + ((i * 37 + version) % 90))).join('');
      const { matrix, logo } = placeLogo(encodeQr(content, { ecc: 'H' }), png);
      if ((await decodeWithLogo(matrix, logo)) !== content) failed.push(version);
    }
    expect(failed).toEqual([]);
  }, 60_000);
});
