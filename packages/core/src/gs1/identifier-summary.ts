/**
 * One identifier as `GET /gs1/identifiers` answers it (dpp.md: `{ gtin, lot, serial,
 * digital_link, element_string }`), for a parsed `uri=` / `element_string=` and for each
 * passport in the list. The Digital Link is the canonical one on this service (PUBLIC_URL)
 * whatever host a parsed URI named; a CPV is not part of a passport's identity and is left out.
 */
import { buildDigitalLink } from './digital-link';
import { buildElementString } from './element-string';
import type { Gs1Identifier } from './gs1-identifier';

export interface IdentifierSummary {
  readonly gtin: string;
  readonly lot: string | null;
  readonly serial: string | null;
  readonly digital_link: string;
  readonly element_string: string;
}

export function identifierSummary(identifier: Gs1Identifier, publicUrl: string): IdentifierSummary {
  const key = { gtin: identifier.gtin, lot: identifier.lot, serial: identifier.serial };
  return { ...key, digital_link: buildDigitalLink(publicUrl, key), element_string: buildElementString(key) };
}
