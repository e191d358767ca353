import { describe, expect, it } from 'vitest';
import { derivedPassportFields } from '../../src/passports/derived-passport-fields';
import { passportBodyFromCreate } from '../../src/passports/passport-body';
import { createPassportSchema } from '../../src/schemas/passports';
import { COMPLETE_TEXTILE } from './fixtures';

describe('derivedPassportFields', () => {
  it('computes granularity, Digital Link, element string and the compliance summary', () => {
    const body = passportBodyFromCreate(createPassportSchema.parse({ ...COMPLETE_TEXTILE, lot: 'A/1', serial: null }));
    expect(derivedPassportFields(body, 'https://qr.example.com/')).toEqual({
      granularity: 'batch',
      digital_link: 'https://qr.example.com/01/09506000134352/10/A%2F1',
      element_string: '(01)09506000134352(10)A/1',
      eu_compliance: { status: 'compliant', score: 100, category: 'textile', missing_count: 0 },
    });
  });
});
