import { describe, expect, it } from 'vitest';
import { buildEmailPayload } from '../../src/payloads/email-payload';

const mail = (to: string, subject?: string | null, body?: string | null) =>
  buildEmailPayload({ type: 'email', email_to: to, email_subject: subject, email_body: body });

describe('buildEmailPayload', () => {
  it('writes mailto: with percent-encoded subject and body (RFC 6068)', () => {
    expect(mail('ada@example.com')).toEqual({ ok: true, payload: 'mailto:ada@example.com' });
    expect(mail('ada@example.com', 'Hi & bye?', 'Line 1\nLine 2 100%+')).toEqual({
      ok: true,
      payload: 'mailto:ada@example.com?subject=Hi%20%26%20bye%3F&body=Line%201%0D%0ALine%202%20100%25%2B',
    });
    expect(mail('ada@example.com', '', 'x')).toEqual({ ok: true, payload: 'mailto:ada@example.com?body=x' });
  });

  it('encodes reserved characters of the address but keeps @', () => {
    expect(mail(' a+b?c@example.com ')).toEqual({ ok: true, payload: 'mailto:a%2Bb%3Fc@example.com' });
  });

  it('refuses a blank address or several words', () => {
    expect(mail('  ')).toMatchObject({ ok: false, failure: { field: 'email_to' } });
    expect(mail('a@b.c d@e.f')).toMatchObject({ ok: false, failure: { field: 'email_to' } });
  });
});
