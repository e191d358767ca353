import { describe, expect, it } from 'vitest';
import { buildVcardPayload, escapeVcardText } from '../../src/payloads/vcard-payload';

describe('buildVcardPayload', () => {
  it('writes a vCard 3.0 with CRLF line endings', () => {
    expect(buildVcardPayload({ type: 'vcard', vcard_first_name: 'Ada', vcard_last_name: 'Lovelace' })).toEqual({
      ok: true,
      payload: 'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\nEND:VCARD\r\n',
    });
  });

  it('writes every optional field', () => {
    const result = buildVcardPayload({
      type: 'vcard',
      vcard_first_name: 'Grace',
      vcard_last_name: 'Hopper',
      vcard_organization: 'US Navy',
      vcard_title: 'Rear Admiral',
      vcard_phone: '+1 555 0100',
      vcard_email: 'grace@example.com',
      vcard_url: 'https://example.com/grace',
      vcard_address: '1 Main St, Arlington',
    });
    expect(result).toEqual({
      ok: true,
      payload: [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Hopper;Grace;;;',
        'FN:Grace Hopper',
        'ORG:US Navy',
        'TITLE:Rear Admiral',
        'TEL:+1 555 0100',
        'EMAIL;TYPE=INTERNET:grace@example.com',
        'URL:https://example.com/grace',
        'ADR:;;1 Main St\\, Arlington;;;;',
        'END:VCARD',
        '',
      ].join('\r\n'),
    });
  });

  it('needs only one of first and last name', () => {
    expect(buildVcardPayload({ type: 'vcard', vcard_last_name: 'Curie' })).toMatchObject({
      ok: true,
      payload: expect.stringContaining('N:Curie;;;;\r\nFN:Curie\r\n'),
    });
    expect(buildVcardPayload({ type: 'vcard', vcard_first_name: 'Cher', vcard_last_name: null })).toMatchObject({
      ok: true,
      payload: expect.stringContaining('N:;Cher;;;\r\nFN:Cher\r\n'),
    });
    expect(buildVcardPayload({ type: 'vcard', vcard_first_name: ' ', vcard_last_name: '' })).toMatchObject({
      ok: false,
      failure: { code: 'invalid_content', field: 'vcard_first_name' },
    });
  });

  it('escapes backslash, comma, semicolon and line breaks (RFC 6350 §3.4)', () => {
    expect(escapeVcardText('a\\b,c;d\r\ne\nf\rg')).toBe('a\\\\b\\,c\\;d\\ne\\nf\\ng');
  });

  it('refuses a URL that would break the line', () => {
    expect(buildVcardPayload({ type: 'vcard', vcard_first_name: 'A', vcard_url: 'https://x\r\nEND:VCARD' })).toMatchObject({
      ok: false,
      failure: { field: 'vcard_url' },
    });
  });
});
