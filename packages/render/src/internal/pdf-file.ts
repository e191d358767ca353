/**
 * One indirect object of a PDF file, numbered by its position (the first is object 1): plain
 * PDF syntax in `value`, or a stream's dictionary entries in `dict` (its `/Length` is added) and
 * its already encoded bytes in `stream`. The syntax is ASCII (names escaped by `pdfName`).
 */
export type PdfObject = { readonly value: string } | { readonly dict: string; readonly stream: Uint8Array };

const encoder = new TextEncoder();
/** PDF 32000-1 §7.5.2: a comment of bytes above 127 marks the file as binary for transfer tools. */
const header = (version: string) => Uint8Array.from(`%PDF-${version}\n%\xe2\xe3\xcf\xd3\n`, (character) => character.charCodeAt(0));
/** Each cross-reference entry is exactly 20 bytes, its end of line a space and a line feed (§7.5.4). */
const FREE_HEAD_ENTRY = '0000000000 65535 f \n';

/** A file's version (default 1.4) and further trailer entries (`/Info 9 0 R`, `/ID [...]`). */
export interface FileOptions {
  readonly version?: string;
  readonly trailer?: readonly string[];
}

/**
 * A complete PDF file of `objects` with a classic cross-reference table and a trailer whose
 * `/Root` is `root`. Nothing varies between calls (any /ID, /Info or date comes from the
 * caller), so the same objects give the same bytes. PDF 1.4: what a code needs (Separation color spaces, Type 2
 * functions, FlateDecode, an image's SMask) is all in 1.4, and every RIP and preflight tool of
 * that era reads a classic table.
 */
export function assemblePdf(objects: readonly PdfObject[], root: number, { version = '1.4', trailer = [] }: FileOptions = {}): Uint8Array {
  const head = header(version);
  const parts: Uint8Array[] = [head];
  let length = head.length;
  const offsets: number[] = [];
  const push = (part: Uint8Array) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    if ('value' in object) {
      push(encoder.encode(`${index + 1} 0 obj\n${object.value}\nendobj\n`));
    } else {
      push(encoder.encode(`${index + 1} 0 obj\n<< ${object.dict} /Length ${object.stream.length} >>\nstream\n`));
      push(object.stream);
      push(encoder.encode('\nendstream\nendobj\n'));
    }
  });
  const table = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(
    encoder.encode(
      `xref\n0 ${objects.length + 1}\n${FREE_HEAD_ENTRY}${table}trailer\n<< /Size ${objects.length + 1} /Root ${root} 0 R${trailer.map((entry) => ` ${entry}`).join('')} >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  const file = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    file.set(part, at);
    at += part.length;
  }
  return file;
}

/** A dictionary of `entries` (each a key and its value): `<< /A 1 /B 2 >>`, or `<< >>`. */
export function pdfDictionary(entries: readonly string[]): string {
  return entries.length > 0 ? `<< ${entries.join(' ')} >>` : '<< >>';
}

