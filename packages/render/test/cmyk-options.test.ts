import { cmykToRgb } from '@quietzone/core';
import { describe, expect, it } from 'vitest';
import { normalizeRenderOptions, renderQr } from '../src/index';
import { qpdfJson, resolve, streamData, type QpdfFile } from './support/qpdf-json';

// fg/bg as a printer's inks: `cmyk:C,M,Y,K` or { cmyk: [...] }. The PDF's content stream is
// read back through qpdf (an independent parser); tiffsep's plates are in test/print-cmyk.test.ts.

const CONTENT = 'https://qz.example/r/Cmyk';

function pageContent(file: QpdfFile): string {
  const root = resolve(file, (file.objects.trailer as { value: { '/Root': string } }).value['/Root']);
  const page = resolve(file, (resolve(file, root['/Pages'])['/Kids'] as string[])[0]);
  return streamData(file, page['/Contents']).toString('latin1');
}

describe('CMYK fg and bg', () => {
  it('writes the inks as given in the PDF: the background and the code each set once with k', async () => {
    const content = pageContent(qpdfJson(await renderQr(CONTENT, { format: 'pdf', fg: 'CMYK: 100, 66, 0, 2', bg: { cmyk: [0, 0, 10, 0] } })));
    expect(content).toContain('0 0 0.1 0 k');
    expect(content).toContain('1 0.66 0 0.02 k');
    expect(content).not.toMatch(/\brg\b/);
  });

  it('writes the inks as given in the EPS, and lists the plates they mark', async () => {
    const eps = new TextDecoder().decode(await renderQr(CONTENT, { format: 'eps', fg: { cmyk: [100, 66, 0, 2] }, bg: 'cmyk:0,0,0,0' }));
    expect(eps).toContain('1 0.66 0 0.02 setcmykcolor');
    expect(eps).toContain('0 0 0 0 setcmykcolor');
    expect(eps).toContain('%%DocumentProcessColors: Cyan Magenta Black');
  });

  it('draws SVG and PNG in the documented screen conversion', async () => {
    const resolved = normalizeRenderOptions(CONTENT, { format: 'svg', fg: 'cmyk:100,66,0,2', bg: { cmyk: [0, 0, 10, 0] } });
    expect(resolved.foreground).toEqual(cmykToRgb({ c: 100, m: 66, y: 0, k: 2 }));
    expect(resolved.foreground).toEqual({ r: 0, g: 85, b: 250 });
    expect(resolved.background).toEqual({ r: 255, g: 255, b: 230 });
    const svg = new TextDecoder().decode(await renderQr(CONTENT, { format: 'svg', fg: 'cmyk:100,66,0,2' }));
    expect(svg.toLowerCase()).toContain('#0055fa');
  });

  it.each([
    [{ fg: 'cmyk:101,0,0,0' }, /fg must be cmyk:C,M,Y,K/],
    [{ fg: 'cmyk:1,2,3' }, /fg must be cmyk:C,M,Y,K/],
    [{ bg: 'cmyk:10.5,0,0,0' }, /bg must be cmyk:C,M,Y,K/],
    [{ fg: { cmyk: [100, 66, 0] } }, /fg \{ cmyk \} must be four whole percents/],
    [{ bg: { cmyk: [0, 0, -1, 0] } }, /bg \{ cmyk \} must be four whole percents/],
    [{ fg: { cmyk: [0, 0, 0, 100.5] } }, /fg \{ cmyk \} must be four whole percents/],
  ])('refuses %j', (colors, message) => {
    expect(() => normalizeRenderOptions(CONTENT, { format: 'pdf', ...(colors as object) })).toThrow(message);
  });

  it('keeps a spot ink a spot ink: { spot, cmyk } is still a separation', async () => {
    const resolved = normalizeRenderOptions(CONTENT, { format: 'pdf', fg: { spot: 'PANTONE 286 C', cmyk: [100, 66, 0, 2] } });
    expect(resolved.spot).toEqual({ spot: 'PANTONE 286 C', cmyk: [100, 66, 0, 2] });
    expect(resolved.foregroundCmyk).toBeUndefined();
  });
});
