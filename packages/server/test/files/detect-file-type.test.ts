import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_FILE_TYPES, detectFileType } from '../../src/files/detect-file-type';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('detectFileType', () => {
  it.each([
    ['PDF', ascii('%PDF-1.7\n'), 'application/pdf'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xdb), 'image/jpeg'],
    ['GIF87a', ascii('GIF87a..'), 'image/gif'],
    ['GIF89a', ascii('GIF89a..'), 'image/gif'],
    ['WebP', ascii('RIFF\x00\x00\x00\x00WEBPVP8L'), 'image/webp'],
    ['UTF-8 text', ascii('Grüße\r\n\tTab'), 'text/plain; charset=utf-8'],
    ['UTF-8 text with BOM', bytes(0xef, 0xbb, 0xbf, 0x68, 0x69), 'text/plain; charset=utf-8'],
  ])('%s', (_name, input, contentType) => {
    expect(detectFileType(input)?.contentType).toBe(contentType);
  });

  it.each([
    ['empty', bytes()],
    ['truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['RIFF that is not WebP (WAV)', ascii('RIFF\x00\x00\x00\x00WAVEfmt ')],
    ['ZIP (docx, xlsx)', bytes(0x50, 0x4b, 0x03, 0x04)],
    ['NUL byte', ascii('text\x00more')],
    ['invalid UTF-8 (Latin-1 ü)', bytes(0x47, 0x72, 0xfc)],
    ['lone UTF-8 continuation byte', bytes(0x61, 0x80)],
  ])('refuses %s', (_name, input) => {
    expect(detectFileType(input)).toBeUndefined();
  });

  it('inline: images and PDF; attachment: text', () => {
    expect(Object.fromEntries(ACCEPTED_FILE_TYPES.map((type) => [type.extension, type.inline]))).toEqual({
      pdf: true,
      png: true,
      jpg: true,
      gif: true,
      webp: true,
      txt: false,
    });
  });

  // Any printable Unicode string is text; up to 200 characters is enough to cross every UTF-8 length.
  it('accepts any string without control characters as text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        // eslint-disable-next-line no-control-regex
        fc.pre(text.length > 0 && !/[\u0000-\u0008\u000b\u000e-\u001a\u001c-\u001f\u007f]/.test(text));
        // A string that happens to start like a signature is that type, not text.
        fc.pre(!/^(%PDF-|GIF8[79]a|RIFF)/.test(text));
        expect(detectFileType(new TextEncoder().encode(text))?.extension).toBe('txt');
      }),
    );
  });
});
