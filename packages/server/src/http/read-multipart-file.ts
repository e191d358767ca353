import { createHash } from 'node:crypto';
import { HTTPError, type H3Event } from 'h3';
import { ApiError } from './api-error';
import { UNSTORABLE_TEXT_MESSAGE, pathToUnstorableText } from './read-input';

/**
 * Room for the multipart framing around a full-size file (boundaries, part headers, a long file
 * name, the text fields). A route's body limit is its file limit plus this, so a file of exactly
 * the limit is accepted and the file-size check of {@link readMultipartFile} decides the 413.
 */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface MultipartFileOptions {
  /** The form field with the file's bytes. */
  readonly field: string;
  /** Above this many bytes the file is 413. */
  readonly maxBytes: number;
  /** How the error messages name the upload (`logo`) and its bytes (`image`). */
  readonly label: string;
  readonly contents: string;
}

export interface MultipartFile {
  readonly file: File;
  /** The text fields of the form; a repeated name keeps its last value. */
  readonly fields: Readonly<Record<string, string>>;
}

/**
 * The multipart/form-data body of an upload with its binary part `options.field`. Another body
 * type is 415; an unparsable body, a missing or repeated file part is 400; a file over `maxBytes` and a
 * body over the route's body limit are 413.
 */
export async function readMultipartFile(event: H3Event, options: MultipartFileOptions): Promise<MultipartFile> {
  const { field, maxBytes, label, contents } = options;
  const type = event.req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw new ApiError('unsupported_media_type', `Send the ${label} as multipart/form-data with the ${contents} in the field \`${field}\`.`);
  }
  let form: FormData;
  try {
    // Not event.req.formData(): the body-limit wrapper (srvx limitRequestBody) re-wraps the
    // body in a Response without the Content-Type, so undici cannot find the boundary.
    form = await new Response(event.req.body, { headers: { 'content-type': type } }).formData();
  } catch (error) {
    // The body limit aborts the stream mid-parse; keep its 413.
    const cause = error instanceof Error && HTTPError.isError(error.cause) ? error.cause : error;
    if (HTTPError.isError(cause)) throw cause;
    throw new ApiError('bad_request', 'The multipart body could not be parsed.');
  }
  const parts = form.getAll(field);
  if (parts.length > 1) {
    throw new ApiError('bad_request', `The multipart field \`${field}\` appears ${parts.length} times; send one ${contents}.`, { errors: [{ field, message: 'must appear once' }] });
  }
  const file = parts[0] ?? null;
  if (file === null || typeof file === 'string') {
    throw new ApiError('bad_request', `The multipart field \`${field}\` with the ${contents} is missing.`, { errors: [{ field, message: 'required' }] });
  }
  if (file.size > maxBytes) {
    throw new ApiError('payload_too_large', `The ${label} is ${file.size} bytes; the limit is ${maxBytes} bytes (${maxBytes / (1024 * 1024)} MB).`);
  }
  // No prototype: a field named __proto__ is a field like any other, not a swallowed assignment.
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of form.entries()) {
    if (name !== field && typeof value === 'string') fields[name] = value;
  }
  const unstorable = pathToUnstorableText(fields);
  if (unstorable !== undefined) {
    throw new ApiError('validation', 'The request contains invalid fields.', { errors: [{ field: String(unstorable[0]), message: UNSTORABLE_TEXT_MESSAGE }] });
  }
  return { file, fields };
}

/**
 * SHA-256 of a multipart request's parts (names, file names aside, and contents in order), not of
 * its bytes: a client that retries an upload draws a new boundary, and the retry must match the
 * first request for its Idempotency-Key to replay. A body that does not parse digests as such;
 * the handler then refuses it (and the key is released).
 */
export async function multipartDigest(request: Request): Promise<string> {
  const hash = createHash('sha256');
  try {
    const form = await new Response(request.body, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
    for (const [name, value] of form.entries()) {
      hash.update(`${JSON.stringify(name)}:${typeof value === 'string' ? 'text' : 'file'}:${typeof value === 'string' ? Buffer.byteLength(value) : value.size}\n`);
      hash.update(typeof value === 'string' ? value : new Uint8Array(await value.arrayBuffer()));
    }
  } catch {
    return 'unparsable multipart body';
  }
  return hash.digest('hex');
}
