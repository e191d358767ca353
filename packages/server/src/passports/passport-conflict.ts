import type { PassportIdentity } from './store/passports';
import { ApiError } from '../http/api-error';

/** The unique index of (workspace, gtin, lot, serial) (migration 0016). */
export const PASSPORT_IDENTITY_INDEX = 'passports_workspace_identity_key';

/** 409 for a second passport with the same identity in one workspace (dpp.md). */
export function duplicatePassport(identity: PassportIdentity): ApiError {
  const described = [`gtin ${identity.gtin}`, identity.lot === null ? 'no lot' : `lot ${identity.lot}`, identity.serial === null ? 'no serial' : `serial ${identity.serial}`].join(', ');
  return new ApiError('conflict', `The workspace already has a passport for ${described}.`, {
    errors: [{ field: 'gtin', message: 'a passport with this gtin, lot and serial exists in the workspace' }],
  });
}
