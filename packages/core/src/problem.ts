/**
 * Problem documents (RFC 7807) and the ONE table mapping error codes to HTTP status, type slug
 * and title (contract, "Errors"). Expected failures elsewhere are values carrying one of these
 * codes; the server turns them into responses in one place.
 */

export interface ProblemType {
  readonly status: number;
  /** Last path segment of the `type` URI: `{docs_url}/errors/<slug>`. */
  readonly slug: string;
  readonly title: string;
}

export const PROBLEM_TYPES = {
  bad_request: { status: 400, slug: 'bad-request', title: 'Bad Request' },
  authentication: { status: 401, slug: 'authentication', title: 'Unauthorized' },
  forbidden: { status: 403, slug: 'forbidden', title: 'Forbidden' },
  not_found: { status: 404, slug: 'not-found', title: 'Not Found' },
  // The contract names no slug for 405, 410, 413, 415 and 503; these follow the same pattern.
  method_not_allowed: { status: 405, slug: 'method-not-allowed', title: 'Method Not Allowed' },
  conflict: { status: 409, slug: 'conflict', title: 'Conflict' },
  gone: { status: 410, slug: 'gone', title: 'Gone' },
  payload_too_large: { status: 413, slug: 'payload-too-large', title: 'Payload Too Large' },
  unsupported_media_type: { status: 415, slug: 'unsupported-media-type', title: 'Unsupported Media Type' },
  validation: { status: 422, slug: 'validation-error', title: 'Validation Error' },
  rate_limited: { status: 429, slug: 'rate-limited', title: 'Too Many Requests' },
  internal: { status: 500, slug: 'internal', title: 'Internal Server Error' },
  // 501: a feature whose provider this deployment lacks (billing checkout without a payment provider).
  not_implemented: { status: 501, slug: 'not-implemented', title: 'Not Implemented' },
  unavailable: { status: 503, slug: 'unavailable', title: 'Service Unavailable' },
} as const satisfies Record<string, ProblemType>;

export type ProblemCode = keyof typeof PROBLEM_TYPES;

/** One entry of the `errors` array of a 422 (and of 400 validation failures). */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

export interface ProblemDocument {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly instance?: string;
  readonly errors?: readonly FieldError[];
}

export interface ProblemInput {
  /** {docs_url} without trailing slash. */
  readonly docsUrl: string;
  readonly detail?: string;
  /** The request path (RFC 7807 `instance`). */
  readonly instance?: string;
  readonly errors?: readonly FieldError[];
}

export function problemDocument(code: ProblemCode, input: ProblemInput): ProblemDocument {
  const problemType = PROBLEM_TYPES[code];
  const docsUrl = input.docsUrl.replace(/\/+$/, '');
  return {
    type: `${docsUrl}/errors/${problemType.slug}`,
    title: problemType.title,
    status: problemType.status,
    detail: input.detail ?? problemType.title,
    ...(input.instance === undefined ? {} : { instance: input.instance }),
    ...(input.errors === undefined ? {} : { errors: input.errors }),
  };
}

const CODE_BY_STATUS: ReadonlyMap<number, ProblemCode> = new Map(
  (Object.keys(PROBLEM_TYPES) as ProblemCode[]).map((code) => [PROBLEM_TYPES[code].status, code]),
);

/**
 * The code for an HTTP status raised outside our own code (framework errors). Unknown client
 * errors become `bad_request`, unknown server errors `internal`.
 */
export function problemCodeForStatus(status: number): ProblemCode {
  return CODE_BY_STATUS.get(status) ?? (status >= 400 && status < 500 ? 'bad_request' : 'internal');
}
