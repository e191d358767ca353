// Runs inside every runtime of the cross-runtime test (Node, Chromium, Deno, Bun, workerd), so it
// uses web-standard APIs only: no node:*, Buffer or process.
import { renderQr, renderSheet } from '@quietzone/render';
import { CORPUS, LINK, SHEET, corpusOptions } from '../../../packages/render/test/support/corpus';

/** The corpus's PNG logo, base64; esbuild writes it in at bundle time (the PNG is made by pngjs in Node). */
declare const CORPUS_LOGO_PNG_BASE64: string;

export interface RenderedOutput {
  readonly name: string;
  readonly sha256: string;
  readonly base64: string;
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

async function sha256(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Every corpus entry and the sheet, rendered by the bundled package, with each output's SHA-256 and bytes. */
export async function renderCorpus(): Promise<RenderedOutput[]> {
  const logo = fromBase64(CORPUS_LOGO_PNG_BASE64);
  const outputs: { name: string; bytes: Uint8Array }[] = [];
  for (const entry of CORPUS) outputs.push({ name: entry.name, bytes: await renderQr(LINK, corpusOptions(entry, logo)) });
  outputs.push({ name: 'sheet', bytes: await renderSheet(SHEET.items, SHEET.options) });
  return Promise.all(outputs.map(async ({ name, bytes }) => ({ name, sha256: await sha256(bytes), base64: toBase64(bytes) })));
}
