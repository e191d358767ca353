import { identifierSummary } from '@quietzone/core';
import type { PassportRow } from '../passports/store/passports';

/** One entry of `GET /gs1/identifiers` (core `gs1IdentifierInUseSchema`): a passport's identifier, canonical on this service. */
export function identifierInUse(row: PassportRow, publicUrl: string) {
  return { ...identifierSummary({ gtin: row.gtin, lot: row.lot, serial: row.serial }, publicUrl), dpp_id: row.id, status: row.status };
}
