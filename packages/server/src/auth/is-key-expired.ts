const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Contract "Authentication" rule 3: a key is rejected from the exact expiry instant, compared
 * as a timestamp; an unreadable expiry value counts as expired. Readable means an ISO 8601
 * date-time with an explicit offset; sub-millisecond digits are truncated.
 */
export function isKeyExpired(expiresAt: string | null, now: Date): boolean {
  if (expiresAt === null) return false;
  const value = expiresAt.trim();
  if (!DATE_TIME.test(value)) return true;
  const normalized = value.replace(/(\.\d{3})\d+/, '$1').replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const instant = Date.parse(normalized);
  if (Number.isNaN(instant)) return true;
  return now.getTime() >= instant;
}
