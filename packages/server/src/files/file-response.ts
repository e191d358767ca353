import { contentDisposition } from './content-disposition';
import { ACCEPTED_FILE_TYPES } from './detect-file-type';

export interface StoredFileBytes {
  readonly filename: string;
  readonly contentType: string;
  readonly sha256: string;
  readonly bytes: Uint8Array;
}

/**
 * The bytes of a file as a response: the detected type, `nosniff` so no browser second-guesses
 * it, inline for images and PDF and attachment for the rest, a strong ETag (the SHA-256 of the
 * bytes, RFC 9110 §8.8.3) with 304 on a matching `If-None-Match`. (No script-capable type is
 * accepted at upload, so no sandboxing CSP is needed; one would also stop PDF viewers.) `cacheControl` differs: public files may be cached a
 * little (a visibility change must take effect soon), private downloads never by shared caches.
 */
export function fileResponse(file: StoredFileBytes, options: { ifNoneMatch: string | null; cacheControl: string; head: boolean }): Response {
  const etag = `"${file.sha256}"`;
  const inline = ACCEPTED_FILE_TYPES.some((type) => type.contentType === file.contentType && type.inline);
  const headers = new Headers({
    etag,
    'cache-control': options.cacheControl,
    'x-content-type-options': 'nosniff',
    'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', file.filename),
  });
  if (options.ifNoneMatch !== null && matchesEtag(options.ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  headers.set('content-type', file.contentType);
  headers.set('content-length', String(file.bytes.byteLength));
  return new Response(options.head ? null : file.bytes, { status: 200, headers });
}

/** RFC 9110 §13.1.2: `*` or a list of entity tags, compared weakly. */
function matchesEtag(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
