import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One object of qpdf's JSON: a value, or a stream's dictionary and (inline, base64) data. */
export type QpdfObject = { readonly value: unknown } | { readonly stream: { readonly dict: Record<string, unknown>; readonly data?: string } };

export interface QpdfFile {
  readonly pdfVersion: string;
  /** Every object by its reference (`'1 0 R'`), plus `trailer`. */
  readonly objects: Record<string, QpdfObject>;
}

/** Writes `bytes` to a temporary file and returns its path. */
export function temporaryPdf(bytes: Uint8Array, name = 'file.pdf'): string {
  const path = join(mkdtempSync(join(tmpdir(), 'qz-pdfx-')), name);
  writeFileSync(path, bytes);
  return path;
}

/** qpdf's JSON (version 2) of every object, stream data inline, as an independent parser sees the file. */
export function qpdfJson(bytes: Uint8Array): QpdfFile {
  const out = execFileSync('qpdf', ['--json=2', '--json-key=qpdf', '--json-stream-data=inline', '--decode-level=generalized', temporaryPdf(bytes), '-'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const [header, raw] = (JSON.parse(out.toString('utf8')) as { qpdf: [{ pdfversion: string }, Record<string, QpdfObject>] }).qpdf;
  const objects: Record<string, QpdfObject> = {};
  for (const [key, object] of Object.entries(raw)) objects[key.replace(/^obj:/, '')] = object;
  return { pdfVersion: header.pdfversion, objects };
}

/** The object `reference` points at, as a value (a stream's dictionary for a stream). */
export function resolve(file: QpdfFile, reference: unknown): Record<string, unknown> {
  const object = file.objects[String(reference)];
  if (!object) throw new Error(`no object ${String(reference)}`);
  return ('stream' in object ? object.stream.dict : object.value) as Record<string, unknown>;
}

/** A stream's decoded bytes. */
export function streamData(file: QpdfFile, reference: unknown): Buffer {
  const object = file.objects[String(reference)];
  if (!object || !('stream' in object) || object.stream.data === undefined) throw new Error(`no stream data in ${String(reference)}`);
  return Buffer.from(object.stream.data, 'base64');
}

/** Every dictionary key and name in the file, for "nothing of this kind anywhere" checks. */
export function allNames(file: QpdfFile): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (typeof node === 'string' && node.startsWith('/')) names.add(node);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if (key.startsWith('/')) names.add(key);
        if (key !== 'data') walk(value);
      }
    }
  };
  walk(Object.values(file.objects));
  return names;
}
