import { createReadStream, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';

/** The name the server's build gives the bundle, beside dist/index.js (tsup.config.ts copies it). */
export const BUILT_SCALAR_FILE = 'scalar-api-reference.js';

/**
 * The file of Scalar's single-file browser bundle. The published server carries a copy in its
 * dist (so it needs no devDependency and no network); from source it is read from the
 * installed @scalar/api-reference.
 */
export function scalarBundlePath(): string {
  const built = fileURLToPath(new URL(`./${BUILT_SCALAR_FILE}`, import.meta.url));
  if (existsSync(built)) return built;
  // The package's exports hide its files; its main entry (dist/index.js) sits beside dist/browser.
  const main = createRequire(import.meta.url).resolve('@scalar/api-reference');
  return join(dirname(main), 'browser', 'standalone.js');
}

/**
 * The bundle as a streamed response, read from disk per request rather than kept in memory:
 * 4.3 MB, about a quarter of that gzipped (on zlib's thread pool, off the event loop) for a
 * browser that accepts it.
 */
export function scalarBundleResponse(head: boolean, acceptEncoding: string | null): Response {
  const path = scalarBundlePath();
  const gzip = /\bgzip\b/i.test(acceptEncoding ?? '');
  const headers: Record<string, string> = {
    'content-type': 'text/javascript; charset=utf-8',
    'x-content-type-options': 'nosniff',
    'cache-control': 'public, max-age=3600',
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : { 'content-length': String(statSync(path).size) }),
  };
  if (head) return new Response(null, { status: 200, headers });
  const file = createReadStream(path);
  const body = gzip ? file.pipe(createGzip()) : file;
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { status: 200, headers });
}
