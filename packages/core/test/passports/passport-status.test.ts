import { describe, expect, it } from 'vitest';
import {
  PASSPORT_STATUSES,
  identityIsMutable,
  isDeletable,
  passportStatusChangeError,
  passportStatusEvent,
  resolvesPublicly,
} from '../../src/passports/passport-status';

describe('passport status transitions', () => {
  it('allows draft → published, published → archived, archived → published and staying put', () => {
    const allowed = PASSPORT_STATUSES.flatMap((from) => PASSPORT_STATUSES.filter((to) => passportStatusChangeError(from, to) === null).map((to) => `${from}→${to}`));
    expect(allowed).toEqual(['draft→draft', 'draft→published', 'published→published', 'published→archived', 'archived→published', 'archived→archived']);
  });

  it('explains each refusal', () => {
    expect(passportStatusChangeError('published', 'draft')).toBe('a published passport cannot return to draft');
    expect(passportStatusChangeError('archived', 'draft')).toBe('an archived passport cannot return to draft');
    expect(passportStatusChangeError('draft', 'archived')).toBe('a draft passport cannot be archived: publish it, or delete the draft');
  });

  it('names the extra event of a transition', () => {
    expect(passportStatusEvent('draft', 'published')).toBe('dpp.published');
    expect(passportStatusEvent('archived', 'published')).toBe('dpp.published');
    expect(passportStatusEvent('published', 'archived')).toBe('dpp.archived');
    expect(passportStatusEvent('published', 'published')).toBeNull();
  });

  it('resolves, deletes and re-identifies by status', () => {
    expect(PASSPORT_STATUSES.filter(resolvesPublicly)).toEqual(['published', 'archived']);
    expect(PASSPORT_STATUSES.filter(isDeletable)).toEqual(['draft']);
    expect(PASSPORT_STATUSES.filter(identityIsMutable)).toEqual(['draft']);
  });
});
