import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildEmailPayload } from '../../src/payloads/email-payload';

const mail = (to: string, subject?: string | null, body?: string | null) =>
  buildEmailPayload({ type: 'email', email_to: to, email_subject: subject, email_body: body });

// 1 000 arbitrary UTF-16 strings (lone surrogates included) per run.
const RUNS = 1000;

describe('mailto properties', () => {
  it('never throws, and subject and body decode back (line breaks as CRLF)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), fc.string(), (subject, body, odd) => {
        mail('a@example.com', odd, odd);
        const result = mail('a@example.com', subject, body);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.payload).toMatch(/^mailto:a@example\.com[!-~]*$/);
        const url = new URL(result.payload);
        if (subject.trim() !== '') expect(url.searchParams.get('subject')).toBe(subject.replace(/[\r\n]+/g, ' '));
        if (body.trim() !== '') expect(url.searchParams.get('body')).toBe(body.replace(/\r\n|\r|\n/g, '\r\n'));
      }),
      { numRuns: RUNS },
    );
  });
});
