import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../../src/files/content-disposition';

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name (RFC 6266, RFC 8187)', () => {
    expect(contentDisposition('inline', 'Menü.pdf')).toBe(`inline; filename="Menu_.pdf"; filename*=UTF-8''Men%C3%BC.pdf`);
  });

  it('cannot be broken out of by quotes, backslashes or line breaks', () => {
    const header = contentDisposition('attachment', 'a"b\\c\r\nSet-Cookie: x.txt');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(`attachment; filename="a_b_c__Set-Cookie: x.txt"; filename*=UTF-8''a%22b%5Cc%0D%0ASet-Cookie%3A%20x.txt`);
  });

  it("percent-encodes the characters RFC 8187's attr-char excludes but encodeURIComponent keeps", () => {
    expect(contentDisposition('attachment', "it's (1)*.txt")).toBe(`attachment; filename="it's (1)*.txt"; filename*=UTF-8''it%27s%20%281%29%2A.txt`);
  });

  it('survives as a header value', () => {
    expect(() => new Headers({ 'content-disposition': contentDisposition('inline', '東京 "x".pdf') })).not.toThrow();
  });
});
