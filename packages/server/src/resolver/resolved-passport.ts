import { buildDigitalLink, buildElementString, passportGranularity, publicAttributes, walkUpIdentifiers, type Gs1Identifier, type PublicPassport } from '@quietzone/core';
import type { Db } from '../db/db';
import { passportDescription } from '../passports/passport-description';
import { findResolvablePassport, type PassportRow } from '../store/passports';

/**
 * The published or archived passport a resolver path leads to (dpp.md, "The resolver"): the
 * exact identity first, then walked up as a GS1-conformant resolver does (without serial, then
 * without lot; the CPV is ignored). Undefined when none of them has one.
 */
export async function findResolvedPassport(db: Db, identifier: Gs1Identifier): Promise<PassportRow | undefined> {
  for (const step of walkUpIdentifiers(identifier)) {
    const row = await findResolvablePassport(db, step);
    if (row) return row;
  }
  return undefined;
}

/**
 * What the public sees of a stored passport, in core's PublicPassport shape (the same fields
 * as `publicPassport`, restricted attributes removed by the same `publicAttributes`), built
 * from the row without the compliance evaluation the full resource would compute: the
 * resolver is a hot path. `digital_link` is the MATCHED passport's, also after a walk-up.
 */
export function publicPassportOf(row: PassportRow, publicUrl: string): PublicPassport {
  const identifier = { gtin: row.gtin, lot: row.lot, serial: row.serial };
  return {
    gtin: row.gtin,
    lot: row.lot,
    serial: row.serial,
    granularity: passportGranularity(identifier),
    ...passportDescription(row),
    attributes: publicAttributes(row.attributes, row.restricted_fields),
    documents: [...row.documents],
    links: [...row.links],
    digital_link: buildDigitalLink(publicUrl, identifier),
    element_string: buildElementString(identifier),
    published_at: row.published_at,
    updated_at: row.updated_at,
  };
}
