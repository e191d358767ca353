import { problemSchema } from '@quietzone/core/schemas';
import { expect } from 'vitest';
import type { OpenApiOperation, OpenApiResponse } from '../../src/openapi/build-openapi-document';

/**
 * How an answer is known to differ from its documentation: the checks then expect exactly that
 * difference, so they fail once it is fixed (and the expectation can go).
 */
export type KnownMismatch =
  /** The JSON body fails the documented schema, or has fields it does not name, at these paths (`*`: any array index). */
  | { readonly status: number; readonly issuePaths: readonly string[] }
  /** The body is served with this media type instead of the documented one. */
  | { readonly status: number; readonly servedContentType: string };

/** `listCodes (GET /codes)`, for assertion messages. */
export function operationLabel(op: OpenApiOperation): string {
  return `${op.operationId} (${op.method.toUpperCase()} ${op.path})`;
}

/**
 * The answer is what its operation documents for its status: a documented status; then for a
 * 204 no body, for an error a problem document, for a JSON schema a body that satisfies it
 * without fields it does not name, for a media type a body of that type; and the documented
 * headers.
 */
export function expectDocumentedAnswer(op: OpenApiOperation, res: Response, bytes: Uint8Array, known?: KnownMismatch): void {
  const documented = op.responses[res.status];
  expect(documented, `${operationLabel(op)}: ${res.status} is not a documented status`).toBeDefined();
  expectDocumentedBody(op, res, documented!, bytes, known?.status === res.status ? known : undefined);
  expectDocumentedHeaders(op, res, documented!);
}

export function mediaType(res: Response): string {
  return (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Whether a served media type is the documented one, or within a documented range (`image/*`, `*\/*`). */
function matchesMediaType(served: string, documented: string): boolean {
  const [type, subtype] = documented.toLowerCase().split('/');
  const [servedType, servedSubtype] = served.split('/');
  return (type === '*' || type === servedType) && (subtype === '*' || subtype === servedSubtype);
}

export function issueList(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string[] {
  return issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
}

/** Paths of the object keys in `answer` that parsing dropped (`data.secret`, `data.items.0.extra`). */
function undocumentedFields(answer: unknown, parsed: unknown, path = ''): string[] {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (Array.isArray(answer) && Array.isArray(parsed)) return answer.flatMap((item, index) => undocumentedFields(item, parsed[index], at(index)));
  if (!isPlainObject(answer) || !isPlainObject(parsed)) return [];
  return Object.keys(answer).flatMap((key) => (key in parsed ? undocumentedFields(answer[key], parsed[key], at(key)) : [at(key)]));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The answer is what the operation documents for its status: schema, media type, or nothing. */
function expectDocumentedBody(op: OpenApiOperation, res: Response, documented: OpenApiResponse, bytes: Uint8Array, mismatch: KnownMismatch | undefined): void {
  const text = new TextDecoder().decode(bytes);
  if (res.status === 204 || op.method.toUpperCase() === 'HEAD') {
    expect(bytes.byteLength, `${operationLabel(op)}: a 204 or a HEAD answer has no body`).toBe(0);
    return;
  }
  if (res.status >= 400) {
    expect(mediaType(res)).toBe('application/problem+json');
    const parsed = problemSchema.safeParse(JSON.parse(text));
    expect(parsed.success ? [] : issueList(parsed.error.issues), `${operationLabel(op)}: problem document`).toEqual([]);
    return;
  }
  if (documented.schema) {
    expect(mediaType(res), `${operationLabel(op)}: JSON media type`).toBe(documented.contentType ?? 'application/json');
    const answer: unknown = JSON.parse(text);
    const parsed = documented.schema.safeParse(answer);
    // zod objects drop unknown keys, so a field the document does not name would pass unseen.
    const issues = parsed.success ? undocumentedFields(answer, parsed.data).map((path) => `${path}: not in the documented schema`) : issueList(parsed.error.issues);
    if (mismatch && 'issuePaths' in mismatch) {
      // A known mismatch: the body still fails exactly there (fixed? delete its known mismatch).
      // Array indexes count as `*`, so the entry does not depend on how many items the answer has.
      const paths = issues.map((issue) => issue.slice(0, issue.indexOf(': ')).replace(/(^|\.)\d+(?=\.|$)/g, '$1*'));
      expect([...new Set(paths)].sort(), `${operationLabel(op)}: the known mismatch changed`).toEqual([...mismatch.issuePaths].sort());
    } else {
      expect(issues, `${operationLabel(op)}: ${res.status} body against responses[${res.status}].schema`).toEqual([]);
    }
    return;
  }
  if (documented.contentType) {
    if (mismatch && 'servedContentType' in mismatch) {
      // A known mismatch: still served so (fixed? delete its known mismatch).
      expect(matchesMediaType(mediaType(res), documented.contentType), `${operationLabel(op)}: known media type mismatch`).toBe(false);
      expect(mediaType(res)).toBe(mismatch.servedContentType);
    } else {
      expect(matchesMediaType(mediaType(res), documented.contentType), `${operationLabel(op)}: served ${mediaType(res)}, documented ${documented.contentType}`).toBe(true);
    }
    expect(bytes.byteLength, `${operationLabel(op)}: a body`).toBeGreaterThan(0);
    return;
  }
}

/** Documented response headers that are present only in some answers (their descriptions say when). */
const CONDITIONAL_HEADERS = new Set(['x-qr-warning']);

/** Every documented header of the answer's status is there, and satisfies its schema when it has one. */
function expectDocumentedHeaders(op: OpenApiOperation, res: Response, documented: OpenApiResponse): void {
  for (const [name, header] of Object.entries(documented.headers ?? {})) {
    const value = res.headers.get(name);
    if (CONDITIONAL_HEADERS.has(name.toLowerCase()) && value === null) continue;
    expect(value, `${operationLabel(op)}: documented header ${name}`).not.toBeNull();
    const parsed = header.schema?.safeParse(value);
    expect(parsed?.success === false ? issueList(parsed.error.issues) : [], `${operationLabel(op)}: header ${name}`).toEqual([]);
  }
}
