import { problemDocument, type FieldError, type ProblemCode } from '@quietzone/core';

/** An RFC 7807 response; `headers` are merged in (request id, rate limit, Allow…). */
export function problemResponse(
  code: ProblemCode,
  input: { docsUrl: string; detail: string; instance: string; errors?: readonly FieldError[] | undefined },
  headers: Headers,
): Response {
  const body = problemDocument(code, {
    docsUrl: input.docsUrl,
    detail: input.detail,
    instance: input.instance,
    ...(input.errors === undefined ? {} : { errors: input.errors }),
  });
  const responseHeaders = new Headers(headers);
  responseHeaders.set('content-type', 'application/problem+json');
  return new Response(JSON.stringify(body), { status: body.status, headers: responseHeaders });
}
