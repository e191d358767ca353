import type { RenderOptions, SheetItem, SheetOptions } from '../../src/index';

/**
 * One input of each kind the pure entry draws: every format, colors, a transparent
 * background, CMYK, a spot ink, a logo (PNG bytes), physical sizes and a captioned sheet. The
 * same list is rendered in Node and in the browser bundle; their bytes must agree.
 */
export const LINK = 'https://qr.example.com/Ab3dE7x';

export const CORPUS: readonly { readonly name: string; readonly options: RenderOptions; readonly logo?: true }[] = [
  { name: 'svg', options: { format: 'svg' } },
  { name: 'svg-colors', options: { format: 'svg', fg: '#1d4ed8', bg: '#fef3c7', size: 6 } },
  { name: 'svg-logo', options: { format: 'svg', size: 8 }, logo: true },
  { name: 'png', options: { format: 'png' } },
  { name: 'png-transparent', options: { format: 'png', fg: '#7c2d12', bg: 'transparent', size: 5 } },
  { name: 'png-logo', options: { format: 'png', size: 6 }, logo: true },
  { name: 'png-logo-transparent', options: { format: 'png', size: 4, bg: 'transparent' }, logo: true },
  { name: 'pdf', options: { format: 'pdf' } },
  { name: 'pdf-cmyk-a4', options: { format: 'pdf', fg: '#1d4ed8', page: 'a4', moduleMm: 0.5 } },
  { name: 'pdf-spot', options: { format: 'pdf', fg: { spot: 'PANTONE 286 C', cmyk: [100, 66, 0, 2] }, symbolMm: 30 } },
  { name: 'pdf-logo', options: { format: 'pdf' }, logo: true },
  { name: 'eps', options: { format: 'eps', size: 3 } },
  { name: 'eps-cmyk', options: { format: 'eps', fg: '#b91c1c', bg: '#ffffff', moduleMm: 0.4 } },
  { name: 'eps-logo', options: { format: 'eps' }, logo: true },
];

export const SHEET: { readonly items: readonly SheetItem[]; readonly options: SheetOptions } = {
  items: [
    { content: LINK, caption: 'Table 1 — Terrasse «Süd»' },
    { content: `${LINK}/2`, caption: 'A caption far too long to fit under a thirty millimetre code' },
    { content: `${LINK}/3` },
  ],
  options: { symbolMm: 30, cropMarks: true, fg: { spot: 'PANTONE 286 C', cmyk: [100, 66, 0, 2] } },
};
