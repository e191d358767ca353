/**
 * The short code a prepared code asked to keep (an import's `short_code`) was taken by another
 * code between the check and the insert (a concurrent import or POST /codes). Only drawn codes
 * are drawn again; a wanted one never silently becomes a random one.
 */
export class ShortCodeTakenError extends Error {
  override readonly name = 'ShortCodeTakenError';
  constructor(readonly shortCode: string) {
    super(`the short code ${shortCode} is taken`);
  }
}
