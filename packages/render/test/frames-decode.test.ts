import { describe, expect, it } from 'vitest';
import { FRAME_STYLES, renderQr, type FramedRenderOptions } from '../src/frames/index';
import { readCorpus, type CorpusFile, type PrintableFormat } from './support/styled-corpus';

// Every frame style with a short and a long call to action, on plain and styled codes, in each
// format, rasterised by tools independent of our writers and read by zbar and ZXing-C++.

const CONTENT = 'https://example.com/quietzone/framed';
const TEXTS = ['SCAN ME', 'Speisekarte · Меню · Ώρα'] as const;
const LOOKS: readonly Partial<FramedRenderOptions>[] = [
  { fg: '#1b2a4a' },
  { modules: 'dots', finder: { outer: 'rounded', inner: 'circle' }, gradient: { type: 'linear', angle: 45, colors: ['#000000', '#1a4f8b'] } },
];
const SIZE = { svg: { size: 6 }, png: { size: 6 }, pdf: {}, eps: {} } as const;

function corpus(format: PrintableFormat): Promise<CorpusFile[]> {
  return Promise.all(
    FRAME_STYLES.flatMap((style) =>
      TEXTS.map((text, index) => {
        const look = LOOKS[index % LOOKS.length]!;
        const frame = { style, text, color: index === 0 ? '#1b2a4a' : '#6b1f7a' };
        return renderQr(CONTENT, { format, ...SIZE[format], ...look, frame }).then((bytes) => ({ name: `${format} ${style} ${JSON.stringify(text)}`, format, bytes }));
      }),
    ),
  );
}

describe('framed codes decode with zbar and ZXing-C++', () => {
  for (const format of ['svg', 'png', 'pdf', 'eps'] as const) {
    it(`${format}: ${FRAME_STYLES.length} styles × ${TEXTS.length} texts`, async () => {
      const readings = await readCorpus(await corpus(format));
      expect(readings).toHaveLength(FRAME_STYLES.length * TEXTS.length);
      expect(readings.filter((reading) => reading.zbar !== CONTENT).map((reading) => reading.name)).toEqual([]);
      expect(readings.filter((reading) => reading.zxing !== CONTENT).map((reading) => reading.name)).toEqual([]);
    }, 120_000);
  }
});
