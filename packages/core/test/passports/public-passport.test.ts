import { describe, expect, it } from 'vitest';
import { PUBLIC_PASSPORT_FIELDS, publicAttributes, publicPassport } from '../../src/passports/public-passport';
import type { Passport } from '../../src/schemas/passports';

const passport: Passport = {
  id: 'dpp_1',
  workspace_id: 'ws_1',
  gtin: '09506000134352',
  lot: null,
  serial: '123',
  granularity: 'item',
  category: 'battery',
  status: 'published',
  product_name: 'Cell',
  brand: null,
  description: null,
  manufacturer: null,
  attributes: { chemistry: 'LFP', supplier_price: 12.5, cell_supplier: 'ACME' },
  restricted_fields: ['supplier_price', 'cell_supplier'],
  documents: [],
  links: [],
  version: 3,
  eu_compliance: { status: 'incomplete', score: 40, category: 'battery', missing_count: 9 },
  digital_link: 'https://qr.example.com/01/09506000134352/21/123',
  element_string: '(01)09506000134352(21)123',
  image_svg_url: 'https://api/x.svg',
  image_png_url: 'https://api/x.png',
  image_pdf_url: 'https://api/x.pdf',
  image_eps_url: 'https://api/x.eps',
  images: { svg: 'https://api/x.svg', png: 'https://api/x.png', pdf: 'https://api/x.pdf', eps: 'https://api/x.eps' },
  created_at: '2027-01-01T00:00:00.000Z',
  updated_at: '2027-01-02T00:00:00.000Z',
  published_at: '2027-01-02T00:00:00.000Z',
};

describe('publicPassport', () => {
  it('drops restricted attributes and internal fields', () => {
    const view = publicPassport(passport);
    expect(view.attributes).toEqual({ chemistry: 'LFP' });
    expect(Object.keys(view)).toEqual([...PUBLIC_PASSPORT_FIELDS]);
    for (const internal of ['id', 'workspace_id', 'restricted_fields', 'version', 'eu_compliance', 'image_png_url', 'images', 'created_at']) {
      expect(view).not.toHaveProperty(internal);
    }
    expect(JSON.stringify(view)).not.toContain('ACME');
  });

  it('filters attributes by name only', () => {
    expect(publicAttributes({ a: 1, b: 2 }, ['b', 'c'])).toEqual({ a: 1 });
    expect(publicAttributes({ a: 1 }, [])).toEqual({ a: 1 });
  });
});
