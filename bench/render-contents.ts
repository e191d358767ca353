import type { ErrorCorrection } from '@quietzone/core';

/** One content the render benchmark encodes, at the level it is encoded at. */
export interface RenderContent {
  readonly label: string;
  readonly text: string;
  readonly ecc: ErrorCorrection;
}

/** A dynamic code's short link, the most common thing quietzone renders. */
export const LINK: RenderContent = { label: 'link', text: 'https://qr.example.com/Ab3dE7x', ecc: 'M' };

/** A 300-character vCard 3.0, the kind of static code print shops batch at ECC H. */
export const VCARD: RenderContent = {
  label: '300-char vCard',
  text: [
    'BEGIN:VCARD',
    'VERSION:3.0',
    'N:Lindqvist;Annika;;;',
    'FN:Annika Lindqvist',
    'ORG:Quietzone Print & Packaging AB',
    'TITLE:Head of Prepress',
    'TEL;TYPE=WORK,VOICE:+46 8 123 456 78',
    'EMAIL;TYPE=INTERNET:annika.lindqvist@print.example.se',
    'ADR;TYPE=WORK:;;Sveavägen 42;Stockholm;;111 34;Sweden',
    'URL:https://print.example.se/team/annika',
    'END:VCARD',
  ]
    .join('\r\n')
    .padEnd(300, ' '),
  ecc: 'H',
};

/**
 * 2,900 bytes of lowercase URL-ish text: byte mode throughout (lowercase letters are not in the
 * alphanumeric set, and no digit run is long enough for a numeric segment to pay for its
 * header), so it needs version 40 at ECC L (2,953 bytes) and does not fit version 39 (2,809).
 */
export const VERSION_40: RenderContent = {
  label: 'v40 URL list',
  text: Array.from({ length: 80 }, (_, item) => `https://shop.example.com/catalogue/item-${item}?ref=qr&lang=en-gb;`)
    .join('')
    .slice(0, 2900),
  ecc: 'L',
};

export const RENDER_CONTENTS: readonly RenderContent[] = [LINK, VCARD, VERSION_40];
