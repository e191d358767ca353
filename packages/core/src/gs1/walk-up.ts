/**
 * The order in which a GS1-conformant resolver looks a request up (GS1 Digital Link 1.x
 * resolver, "walking up" the key qualifier path; dpp.md, "The resolver": exact match, then
 * drop serial, then lot). The CPV is accepted in the path and ignored for the lookup.
 */
import type { Gs1Identifier } from './gs1-identifier';

export function walkUpIdentifiers(identifier: Gs1Identifier): Gs1Identifier[] {
  const { gtin, lot, serial } = identifier;
  const steps: Gs1Identifier[] = [{ gtin, lot, serial }];
  if (serial !== null) steps.push({ gtin, lot, serial: null });
  if (lot !== null) steps.push({ gtin, lot: null, serial: null });
  return steps;
}
