import type { components } from './generated/api';

export type FieldError = components['schemas']['FieldError'];
export type ProblemDocument = components['schemas']['Problem'];

/**
 * What the API answered instead of a success: its RFC 7807 problem document (`type` links to
 * the page that explains it, `errors` names the fields of a validation failure). Thrown by
 * every client method on a 4xx/5xx answer.
 */
export class QuietzoneProblem extends Error {
  override readonly name = 'QuietzoneProblem';
  readonly status: number;
  /** `{docs_url}/errors/<slug>`: open it for what this means and what to do. */
  readonly type: string;
  readonly title: string;
  readonly detail: string;
  readonly instance: string | undefined;
  readonly errors: readonly FieldError[];
  /** The `X-Request-Id` of the answer: quote it when reporting a 5xx. */
  readonly requestId: string | undefined;
  /** The HTTP answer itself (headers such as `Retry-After`). */
  readonly response: Response;

  constructor(problem: ProblemDocument, response: Response) {
    super(`${problem.status} ${problem.title}: ${problem.detail}`);
    this.status = problem.status;
    this.type = problem.type;
    this.title = problem.title;
    this.detail = problem.detail;
    this.instance = problem.instance;
    this.errors = problem.errors ?? [];
    this.requestId = response.headers.get('x-request-id') ?? undefined;
    this.response = response;
  }

  /**
   * The problem of a failed answer: its body when that is a problem document, else one made
   * from the status (a proxy's HTML error page, an empty body).
   */
  static from(body: unknown, response: Response): QuietzoneProblem {
    if (isProblemDocument(body)) return new QuietzoneProblem(body, response);
    const title = response.statusText || `HTTP ${response.status}`;
    return new QuietzoneProblem({ type: 'about:blank', title, status: response.status, detail: typeof body === 'string' && body ? body : title }, response);
  }
}

function isProblemDocument(body: unknown): body is ProblemDocument {
  if (typeof body !== 'object' || body === null) return false;
  const { type, title, status, detail } = body as Record<string, unknown>;
  return typeof type === 'string' && typeof title === 'string' && typeof status === 'number' && typeof detail === 'string';
}
