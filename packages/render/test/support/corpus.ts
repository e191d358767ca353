import type { RenderOptions, RgbaImage, SheetItem, SheetOptions } from '../../src/index';

/**
 * One input of each kind the pure entry draws: every format, colors, a transparent
 * background, CMYK, a spot ink, a logo (PNG bytes or RGBA pixels), physical sizes, pixel width,
 * margin and DPI, and a captioned sheet. The same list is rendered in Node, in the browser
 * bundle and in every runtime of the cross-runtime test; their bytes must agree.
 */
export const LINK = 'https://qr.example.com/Ab3dE7x';

export const CORPUS: readonly { readonly name: string; readonly options: RenderOptions; readonly logo?: 'png' | 'rgba' }[] = [
  { name: 'svg', options: { format: 'svg' } },
  { name: 'svg-colors', options: { format: 'svg', fg: '#1d4ed8', bg: '#fef3c7', size: 6 } },
  { name: 'svg-logo', options: { format: 'svg', size: 8 }, logo: 'png' },
  { name: 'svg-logo-rgba', options: { format: 'svg', size: 6, margin: 6 }, logo: 'rgba' },
  { name: 'png', options: { format: 'png' } },
  { name: 'png-transparent', options: { format: 'png', fg: '#7c2d12', bg: 'transparent', size: 5 } },
  { name: 'png-logo', options: { format: 'png', size: 6 }, logo: 'png' },
  { name: 'png-logo-transparent', options: { format: 'png', size: 4, bg: 'transparent' }, logo: 'png' },
  { name: 'png-logo-rgba', options: { format: 'png', size: 5 }, logo: 'rgba' },
  { name: 'png-width-margin-dpi', options: { format: 'png', width: 300, margin: 2, dpi: 300 } },
  { name: 'pdf', options: { format: 'pdf' } },
  { name: 'pdf-cmyk-a4', options: { format: 'pdf', fg: '#1d4ed8', page: 'a4', moduleMm: 0.5 } },
  { name: 'pdf-spot', options: { format: 'pdf', fg: { spot: 'PANTONE 286 C', cmyk: [100, 66, 0, 2] }, symbolMm: 30 } },
  { name: 'pdf-logo', options: { format: 'pdf' }, logo: 'png' },
  { name: 'pdf-logo-rgba-cmyk', options: { format: 'pdf', fg: '#7c2d12', moduleMm: 0.6 }, logo: 'rgba' },
  { name: 'eps', options: { format: 'eps', size: 3 } },
  { name: 'eps-cmyk', options: { format: 'eps', fg: '#b91c1c', bg: '#ffffff', moduleMm: 0.4 } },
  { name: 'eps-logo', options: { format: 'eps' }, logo: 'png' },
];

export const SHEET: { readonly items: readonly SheetItem[]; readonly options: SheetOptions } = {
  items: [
    { content: LINK, caption: 'Table 1 — Terrasse «Süd»' },
    { content: `${LINK}/2`, caption: 'A caption far too long to fit under a thirty millimetre code' },
    { content: `${LINK}/3` },
  ],
  options: { symbolMm: 30, cropMarks: true, fg: { spot: 'PANTONE 286 C', cmyk: [100, 66, 0, 2] } },
};

/**
 * A 120×80 RGBA logo made from integers alone (any runtime makes the same pixels): a teal
 * ellipse with a soft edge on transparency, so fitting it into 512×512 resamples real alpha.
 */
export function logoRgba(): RgbaImage {
  const width = 120;
  const height = 80;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x - 60;
      const dy = (y - 40) * 3;
      const distance = (dx * dx + ((dy * dy) >> 2)) >> 4;
      const alpha = distance < 160 ? 255 : distance < 225 ? (225 - distance) * 3 : 0;
      data.set([13, 148 - (y >> 1), 136 + (x >> 2), alpha], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

/** A corpus entry's options with its logo filled in: the PNG bytes given, or {@link logoRgba}'s pixels. */
export function corpusOptions(entry: (typeof CORPUS)[number], png: Uint8Array): RenderOptions {
  if (entry.logo === 'png') return { ...entry.options, logo: png };
  if (entry.logo === 'rgba') return { ...entry.options, logo: logoRgba() };
  return entry.options;
}
