import { HTTPError, type H3Event } from 'h3';
import { ApiError } from '../http/api-error';

export interface Upload {
  readonly file: File;
  /** The text fields of the form; a repeated name keeps its last value. */
  readonly fields: Readonly<Record<string, string>>;
}

/**
 * The multipart/form-data body of an upload with its binary part `file`. Another body type is
 * 415; an unparsable body or a missing `file` part is 400; the body limit keeps its 413.
 */
export async function readUpload(event: H3Event): Promise<Upload> {
  const type = event.req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw new ApiError('unsupported_media_type', 'Send the file as multipart/form-data with the bytes in the field `file`.');
  }
  let form: FormData;
  try {
    // Not event.req.formData(): the body-limit wrapper re-wraps the body in a Response without
    // the Content-Type, so undici would not find the boundary.
    form = await new Response(event.req.body, { headers: { 'content-type': type } }).formData();
  } catch (error) {
    const cause = error instanceof Error && HTTPError.isError(error.cause) ? error.cause : error;
    if (HTTPError.isError(cause)) throw cause;
    throw new ApiError('bad_request', 'The multipart body could not be parsed.');
  }
  const file = form.get('file');
  if (file === null || typeof file === 'string') {
    throw new ApiError('bad_request', 'The multipart field `file` with the bytes is missing.', { errors: [{ field: 'file', message: 'required' }] });
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (name !== 'file' && typeof value === 'string') fields[name] = value;
  }
  return { file, fields };
}
