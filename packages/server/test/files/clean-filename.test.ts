import { describe, expect, it } from 'vitest';
import { cleanFilename, urlFilename } from '../../src/files/clean-filename';

describe('cleanFilename', () => {
  it.each([
    ['menu.pdf', 'menu.pdf'],
    ['C:\\fakepath\\menu.pdf', 'menu.pdf'],
    ['/etc/passwd', 'passwd'],
    ['  spaced name.pdf  ', 'spaced name.pdf'],
    ['bell\u0007\u0000\u009f.pdf', 'bell.pdf'],
    ['invoice\u202efdp.exe', 'invoicefdp.exe'],
    ['\u2067report\u2069\u200f.pdf\u061c', 'report.pdf'],
    ['\u200e\u202a\u202b\u202c\u202d\u2066\u2068', 'file.pdf'],
    ['', 'file.pdf'],
    ['..', 'file.pdf'],
    ['dir/', 'file.pdf'],
    [null, 'file.pdf'],
  ])('%j → %j', (raw, expected) => {
    expect(cleanFilename(raw, 'pdf')).toBe(expected);
  });

  it('keeps at most 255 characters, never splitting a surrogate pair', () => {
    const name = cleanFilename('😀'.repeat(300), 'txt');
    expect([...name]).toHaveLength(255);
    expect(name).toBe('😀'.repeat(255));
  });
});

describe('urlFilename', () => {
  it.each([
    ['Menü 2025.pdf', 'Menu-2025.pdf'],
    ['a/b?c#d.txt', 'a-b-c-d.txt'],
    ['...hidden', 'hidden'],
    ['東京.pdf', 'pdf'],
    ['***', 'file'],
  ])('%j → %j', (name, expected) => {
    expect(urlFilename(name)).toBe(expected);
  });
});
