/**
 * Whether a database error is a unique violation (SQLSTATE 23505), optionally of one named
 * constraint or index. Both drivers (PGlite and postgres.js) expose `code` and `constraint`.
 * Routes pre-check uniqueness for a friendly 409; this catches the race between two requests.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (error === null || typeof error !== 'object') return false;
  const { code, constraint: name, constraint_name: altName } = error as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
  if (code !== '23505') return false;
  return constraint === undefined || name === constraint || altName === constraint;
}
