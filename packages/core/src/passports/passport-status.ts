/**
 * Passport life cycle (dpp.md, "The passport resource" status row and Precise points,
 * "Status"): created as draft (default) or published, never archived; draft → published,
 * published → archived, archived → published. Nothing returns to draft, and a draft is not
 * archived (it never was on the market: delete it instead). Only drafts are deleted; only
 * drafts may change gtin, lot or serial; published and archived passports resolve.
 */

export const PASSPORT_STATUSES = ['draft', 'published', 'archived'] as const;
export type PassportStatus = (typeof PASSPORT_STATUSES)[number];

export const CREATABLE_PASSPORT_STATUSES = ['draft', 'published'] as const satisfies readonly PassportStatus[];

export const DEFAULT_PASSPORT_STATUS: PassportStatus = 'draft';

const ALLOWED_TRANSITIONS: Readonly<Record<PassportStatus, readonly PassportStatus[]>> = {
  draft: ['published'],
  published: ['archived'],
  archived: ['published'],
};

/** Why a status change is refused (422 on field `status`), or null when it is allowed. */
export function passportStatusChangeError(from: PassportStatus, to: PassportStatus): string | null {
  if (from === to || ALLOWED_TRANSITIONS[from].includes(to)) return null;
  if (to === 'draft') return `${from === 'archived' ? 'an' : 'a'} ${from} passport cannot return to draft`;
  if (from === 'draft') return 'a draft passport cannot be archived: publish it, or delete the draft';
  return `status cannot change from ${from} to ${to}`;
}

/** The transition's event beside `dpp.updated` (dpp.md, Events), if any. */
export function passportStatusEvent(from: PassportStatus, to: PassportStatus): 'dpp.published' | 'dpp.archived' | null {
  if (from === to) return null;
  if (to === 'published') return 'dpp.published';
  if (to === 'archived') return 'dpp.archived';
  return null;
}

/** Published and archived passports answer on the resolver; drafts never do. */
export function resolvesPublicly(status: PassportStatus): boolean {
  return status !== 'draft';
}

/** gtin, lot and serial are immutable once a passport has been published (422). */
export function identityIsMutable(status: PassportStatus): boolean {
  return status === 'draft';
}

/** DELETE /dpp/{id}: a draft is deleted; a published or archived one must stay available (409). */
export function isDeletable(status: PassportStatus): boolean {
  return status === 'draft';
}
