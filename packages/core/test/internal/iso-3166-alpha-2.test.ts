import { describe, expect, it } from 'vitest';
import { ISO_3166_ALPHA_2 } from '../../src/internal/iso-3166-alpha-2';

describe('ISO_3166_ALPHA_2', () => {
  it('has the 249 assigned codes, each a region ICU can name', () => {
    expect(ISO_3166_ALPHA_2.size).toBe(249);
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const code of ISO_3166_ALPHA_2) expect(names.of(code), code).not.toBe(code);
  });

  it('leaves out user-assigned and reserved codes', () => {
    for (const code of ['AA', 'QM', 'XK', 'XX', 'ZZ', 'EU', 'UK', 'EZ', 'UN']) expect(ISO_3166_ALPHA_2.has(code)).toBe(false);
  });
});
