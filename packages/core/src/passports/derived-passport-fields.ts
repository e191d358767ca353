/**
 * The passport fields computed from its stored body (dpp.md, "The passport resource":
 * granularity derived; `digital_link` and `element_string` "as above"; `eu_compliance`
 * `{ status, score, category, missing_count }`), so every answer, version and event computes
 * them the same way.
 */
import { buildDigitalLink } from '../gs1/digital-link';
import { buildElementString } from '../gs1/element-string';
import { complianceSummary, evaluateCompliance, type ComplianceSummary } from './evaluate-compliance';
import type { PassportBody } from './passport-body';
import { passportGranularity, type PassportGranularity } from './passport-granularity';

export interface DerivedPassportFields {
  readonly granularity: PassportGranularity;
  readonly digital_link: string;
  readonly element_string: string;
  readonly eu_compliance: ComplianceSummary;
}

/** `publicUrl` is PUBLIC_URL, the resolver root. */
export function derivedPassportFields(body: PassportBody, publicUrl: string): DerivedPassportFields {
  const identifier = { gtin: body.gtin, lot: body.lot, serial: body.serial };
  return {
    granularity: passportGranularity(identifier),
    digital_link: buildDigitalLink(publicUrl, identifier),
    element_string: buildElementString(identifier),
    eu_compliance: complianceSummary(evaluateCompliance(body)),
  };
}
