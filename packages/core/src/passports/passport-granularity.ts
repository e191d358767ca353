/**
 * What one passport covers (dpp.md, "The passport resource", granularity: derived): a product
 * model (GTIN only), a batch (with AI 10 lot) or a single item (with AI 21 serial; a serial
 * identifies one item whether or not a lot is also given).
 */

export const PASSPORT_GRANULARITIES = ['model', 'batch', 'item'] as const;
export type PassportGranularity = (typeof PASSPORT_GRANULARITIES)[number];

export function passportGranularity(identity: { readonly lot: string | null; readonly serial: string | null }): PassportGranularity {
  if (identity.serial !== null) return 'item';
  if (identity.lot !== null) return 'batch';
  return 'model';
}
