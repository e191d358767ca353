import { describe, expect, it } from 'vitest';
import { buildSmsPayload } from '../../src/payloads/sms-payload';

const sms = (phone: string, message?: string | null) => buildSmsPayload({ type: 'sms', sms_phone: phone, sms_message: message });

describe('buildSmsPayload', () => {
  it('writes SMSTO:<phone>:<message>', () => {
    expect(sms('+4915112345678', 'Hello: world')).toEqual({ ok: true, payload: 'SMSTO:+4915112345678:Hello: world' });
    expect(sms('12345')).toEqual({ ok: true, payload: 'SMSTO:12345:' });
  });

  it('drops the usual separators from the number', () => {
    expect(sms('+49 (151) 123-45.678', 'x')).toEqual({ ok: true, payload: 'SMSTO:+4915112345678:x' });
  });

  it('refuses numbers with letters, colons or no digits', () => {
    for (const phone of ['', '+', 'call me', '123:456', '++123', '12+3']) {
      expect(sms(phone), phone).toMatchObject({ ok: false, failure: { code: 'invalid_content', field: 'sms_phone' } });
    }
  });
});
