import { buildDigitalLink, buildElementString, passportGranularity, publicAttributes, titledLink, walkUpIdentifiers, type Gs1Identifier, type PublicPassport } from '@quietzone/core';
import type { Db } from '../../db/db';
import { passportDescription } from '../passport-description';
import { findResolvablePassport, type PassportRow } from '../store/passports';
import { findWorkspace } from '../../workspaces/store/workspaces';

/** One passport of a resolved path's levels, with the language its links are titled in. */
export interface ResolvedLevel {
  readonly row: PassportRow;
  /** Its workspace's `default_locale`: the passport's language (link-titles.ts in core). */
  readonly language: string | null;
  /** Its workspace's `primary_color`: the passport page's theme (pages/page-look.ts). */
  readonly primaryColor: string | null;
}

/**
 * The published or archived passports a resolver path leads to (dpp.md, "The resolver"), most
 * granular first: the exact identity, else the first found walking up as a GS1-conformant
 * resolver does (without serial, then without lot; the CPV is ignored) — the matched passport —
 * then the passports above it of the same organization (GS1-Conformant Resolver 2.5.9: the
 * linkset holds every level up to the GTIN, and a link type only a higher level has is answered
 * from there). Empty when none of them has one.
 */
export async function findResolvedLevels(db: Db, identifier: Gs1Identifier): Promise<ResolvedLevel[]> {
  const rows: PassportRow[] = [];
  for (const step of walkUpIdentifiers(identifier)) {
    const row = await findResolvablePassport(db, step);
    if (row && (rows.length === 0 || row.organization_id === rows[0]!.organization_id)) rows.push(row);
  }
  return Promise.all(
    rows.map(async (row) => {
      const workspace = await findWorkspace(db, row.organization_id, row.workspace_id);
      return { row, language: workspace?.default_locale ?? null, primaryColor: workspace?.primary_color ?? null };
    }),
  );
}

/**
 * What the public sees of a stored passport, in core's PublicPassport shape (the same fields
 * as `publicPassport`, restricted attributes removed by the same `publicAttributes`), built
 * from the row without the compliance evaluation the full resource would compute: the
 * resolver is a hot path. `digital_link` is the MATCHED passport's, also after a walk-up.
 * Every link has a title: a stored one, else one derived from its type in its language or
 * `language`, the passport's (derived here, when emitted, so stored rows stay as written).
 */
export function publicPassportOf(row: PassportRow, publicUrl: string, language: string | null): PublicPassport {
  const identifier = { gtin: row.gtin, lot: row.lot, serial: row.serial };
  return {
    gtin: row.gtin,
    lot: row.lot,
    serial: row.serial,
    granularity: passportGranularity(identifier),
    ...passportDescription(row),
    attributes: publicAttributes(row.attributes, row.restricted_fields),
    documents: [...row.documents],
    links: row.links.map((link) => titledLink(link, language)),
    digital_link: buildDigitalLink(publicUrl, identifier),
    element_string: buildElementString(identifier),
    published_at: row.published_at,
    updated_at: row.updated_at,
  };
}
