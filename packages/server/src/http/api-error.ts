import type { FieldError, ProblemCode } from '@quietzone/core';

/**
 * An expected failure on its way to the client: one of core's problem codes plus the detail
 * a client may read. Turned into `application/problem+json` in one place (create-app.ts).
 */
export class ApiError extends Error {
  readonly code: ProblemCode;
  readonly errors: readonly FieldError[] | undefined;
  readonly headers: Readonly<Record<string, string>> | undefined;

  constructor(
    code: ProblemCode,
    detail: string,
    options: { errors?: readonly FieldError[]; headers?: Readonly<Record<string, string>> } = {},
  ) {
    super(detail);
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers;
  }

  override get name(): string {
    return 'ApiError';
  }
}
