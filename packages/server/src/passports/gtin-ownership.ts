import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { claimGtin } from '../gs1/store/gtin-claims';

/**
 * 409 for a passport of a GTIN another organization owns on this instance (dpp.md). It names
 * the GTIN and never the owner: which company holds which product on a shared instance is
 * not another tenant's business.
 */
export class GtinOwnedElsewhere extends ApiError {
  constructor(readonly gtin: string) {
    super('conflict', `GTIN ${gtin} belongs to another organization on this instance. If it is your company's, ask the instance operator to transfer it.`, {
      errors: [{ field: 'gtin', message: `GTIN ${gtin} belongs to another organization on this instance` }],
    });
  }
}

/**
 * Inside the transaction that writes a passport of `gtin` for the organization: claims the GTIN
 * when nobody owns it yet, else refuses unless the organization is its owner. Before the
 * passport's own write, so a refusal leaves nothing written.
 */
export async function claimPassportGtin(tx: Db, organizationId: string, gtin: string, at: string): Promise<void> {
  const owner = await claimGtin(tx, gtin, organizationId, at);
  if (owner !== organizationId) throw new GtinOwnedElsewhere(gtin);
}
