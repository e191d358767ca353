import type { PassportBody, PassportCategory, PassportStatus } from '@quietzone/core';
import type { Db } from '../../db/db';
import { queryPage, type Page, type PageRequest } from '../../db/query-page';

/**
 * A stored passport (migration 0016): core's PassportBody (gtin always the GTIN-14; absent
 * optional fields null or empty) plus ownership, version and timestamps.
 */
export interface PassportRow extends PassportBody {
  readonly id: string;
  readonly organization_id: string;
  readonly workspace_id: string;
  readonly version: number;
  readonly created_by_key_id: string | null;
  readonly created_at: string;
  readonly updated_at: string;
  readonly published_at: string | null;
}

const COLUMNS = `id, organization_id, workspace_id, gtin, lot, serial, category, status, product_name, brand, description, manufacturer,
  attributes, restricted_fields, documents, links, version, created_by_key_id, created_at, updated_at, published_at`;

/**
 * The public reads (resolver, images) serve no passport of a deleted organization: DELETE
 * /account and DELETE /organizations/{id} take effect at once (dpp.md), before the purge.
 */
const OF_LIVE_ORGANIZATION = `NOT EXISTS (SELECT 1 FROM organizations o WHERE o.id = passports.organization_id AND o.deleted_at IS NOT NULL)`;

/**
 * The resolver answers only passports of the organization that owns their GTIN (migration
 * 0020), so a walk-up from a serial or lot to a batch or model never leaves that organization,
 * and a passport kept from before GTINs had owners (or left behind by a transfer) never
 * answers for the owner's printed codes.
 */
const OF_GTIN_OWNER = `EXISTS (SELECT 1 FROM gtin_claims c WHERE c.gtin = passports.gtin AND c.organization_id = passports.organization_id)`;

export interface NewPassport {
  readonly id: string;
  readonly organizationId: string;
  readonly workspaceId: string;
  readonly body: PassportBody;
  readonly createdByKeyId: string | null;
  readonly createdAt: string;
}

/** The identity a passport is unique by (per workspace) and resolved by. */
export interface PassportIdentity {
  readonly gtin: string;
  readonly lot: string | null;
  readonly serial: string | null;
}

/**
 * Inserts a passport at version 1 and its first kept version; undefined when the workspace
 * already has a passport with this gtin, lot and serial (409 for the caller). ON CONFLICT
 * rather than catching the unique violation: no aborted transaction, no savepoint.
 */
export async function insertPassport(db: Db, passport: NewPassport): Promise<PassportRow | undefined> {
  const { body } = passport;
  const [row] = await db.query<PassportRow>(
    `INSERT INTO passports (id, organization_id, workspace_id, gtin, lot, serial, category, status, product_name, brand, description,
                            manufacturer, attributes, restricted_fields, documents, links, version, created_by_key_id,
                            created_at, updated_at, published_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb, $14::jsonb, $15::jsonb, $16::jsonb, 1, $17,
             $18::timestamptz, $18::timestamptz, CASE WHEN $8 = 'published' THEN $18::timestamptz END)
     ON CONFLICT (workspace_id, gtin, coalesce(lot, ''), coalesce(serial, '')) DO NOTHING
     RETURNING ${COLUMNS}`,
    [passport.id, passport.organizationId, passport.workspaceId, ...bodyValues(body), passport.createdByKeyId, passport.createdAt],
  );
  if (row) await insertPassportVersion(db, row);
  return row;
}

/** The 13 body columns in table order (gtin … links), jsonb ones serialized. */
function bodyValues(body: PassportBody): unknown[] {
  return [
    body.gtin,
    body.lot,
    body.serial,
    body.category,
    body.status,
    body.product_name,
    body.brand,
    body.description,
    JSON.stringify(body.manufacturer),
    JSON.stringify(body.attributes),
    JSON.stringify(body.restricted_fields),
    JSON.stringify(body.documents),
    JSON.stringify(body.links),
  ];
}

/** Keeps `row` as its version (every version is kept, dpp.md). */
async function insertPassportVersion(db: Db, row: PassportRow): Promise<void> {
  await db.query(`INSERT INTO passport_versions (passport_id, version, passport, created_at) VALUES ($1, $2, $3::jsonb, $4::timestamptz)`, [
    row.id,
    row.version,
    JSON.stringify(row),
    row.updated_at,
  ]);
}

/** A passport of the workspace, any status. */
export async function findPassport(db: Db, workspaceId: string, id: string): Promise<PassportRow | undefined> {
  const [row] = await db.query<PassportRow>(`SELECT ${COLUMNS} FROM passports WHERE id = $1 AND workspace_id = $2`, [id, workspaceId]);
  return row;
}

/** The passport of the workspace with this identity, any status (its identity is unique there). */
export async function findPassportByIdentity(db: Db, workspaceId: string, identity: PassportIdentity): Promise<PassportRow | undefined> {
  const [row] = await db.query<PassportRow>(
    `SELECT ${COLUMNS} FROM passports
      WHERE workspace_id = $1 AND gtin = $2 AND coalesce(lot, '') = coalesce($3, '') AND coalesce(serial, '') = coalesce($4, '')`,
    [workspaceId, identity.gtin, identity.lot, identity.serial],
  );
  return row;
}

/** A passport by id alone, any status (the public image routes: draft images are public, dpp.md). */
export async function findPassportById(db: Db, id: string): Promise<PassportRow | undefined> {
  const [row] = await db.query<PassportRow>(`SELECT ${COLUMNS} FROM passports WHERE id = $1 AND ${OF_LIVE_ORGANIZATION}`, [id]);
  return row;
}

/** Version `version` of a passport of the workspace as it was stored then; undefined for an unknown one. */
export async function findPassportVersion(db: Db, workspaceId: string, id: string, version: number): Promise<PassportRow | undefined> {
  const [row] = await db.query<{ passport: PassportRow }>(
    `SELECT v.passport FROM passport_versions v JOIN passports p ON p.id = v.passport_id
      WHERE v.passport_id = $1 AND p.workspace_id = $2 AND v.version = $3`,
    [id, workspaceId, version],
  );
  return row?.passport;
}

/**
 * The published or archived passport with exactly this identity (the resolver; drafts never
 * resolve), of the organization that owns the GTIN. The identity is unique per workspace, not
 * across the owner's workspaces: when several publish one, the first published answers (then
 * the first created), so a later one cannot take over a printed code.
 */
export async function findResolvablePassport(db: Db, identity: PassportIdentity): Promise<PassportRow | undefined> {
  const [row] = await db.query<PassportRow>(
    `SELECT ${COLUMNS} FROM passports
      WHERE gtin = $1 AND coalesce(lot, '') = coalesce($2, '') AND coalesce(serial, '') = coalesce($3, '')
        AND status IN ('published', 'archived') AND ${OF_LIVE_ORGANIZATION} AND ${OF_GTIN_OWNER}
      ORDER BY published_at ASC NULLS LAST, created_at ASC, id ASC
      LIMIT 1`,
    [identity.gtin, identity.lot, identity.serial],
  );
  return row;
}

/** The link types used by published or archived passports (`/.well-known/gs1resolver` linkTypesInUse), sorted. */
export async function listResolvableLinkTypes(db: Db): Promise<string[]> {
  const rows = await db.query<{ link_type: string }>(
    `SELECT DISTINCT link ->> 'link_type' AS link_type
       FROM passports, jsonb_array_elements(links) AS link
      WHERE status IN ('published', 'archived') AND ${OF_LIVE_ORGANIZATION} AND ${OF_GTIN_OWNER}
      ORDER BY 1`,
  );
  return rows.map((row) => row.link_type);
}

export interface PassportFilter {
  readonly status?: PassportStatus | undefined;
  readonly category?: PassportCategory | undefined;
  /** GTIN-14. */
  readonly gtin?: string | undefined;
}

/** Passports of the workspace, newest first, narrowed by `filter`. */
export function listPassports(db: Db, workspaceId: string, filter: PassportFilter, page: PageRequest): Promise<Page<PassportRow>> {
  const conditions = ['workspace_id = $1'];
  const params: unknown[] = [workspaceId];
  for (const column of ['status', 'category', 'gtin'] as const) {
    const value = filter[column];
    if (value === undefined) continue;
    params.push(value);
    conditions.push(`${column} = $${params.length}`);
  }
  return queryPage<PassportRow>(db, { select: COLUMNS, from: 'passports', where: conditions.join(' AND '), params }, page);
}

/**
 * Writes `body` if the passport is still at `version` (optimistic concurrency, as on codes)
 * and keeps the new version; the new row, or undefined when another request changed or
 * deleted it meanwhile. `published_at` is set on the first publication only. A change of
 * identity that collides with another passport of the workspace is the unique violation of
 * passports_workspace_identity_key (the caller answers 409).
 */
export async function updatePassportAtVersion(db: Db, id: string, version: number, body: PassportBody, at: string): Promise<PassportRow | undefined> {
  const [row] = await db.query<PassportRow>(
    `UPDATE passports SET gtin = $3, lot = $4, serial = $5, category = $6, status = $7, product_name = $8, brand = $9, description = $10,
                          manufacturer = $11::jsonb, attributes = $12::jsonb, restricted_fields = $13::jsonb, documents = $14::jsonb,
                          links = $15::jsonb, version = version + 1, updated_at = $16::timestamptz,
                          published_at = coalesce(published_at, CASE WHEN $7 = 'published' THEN $16::timestamptz END)
      WHERE id = $1 AND version = $2
      RETURNING ${COLUMNS}`,
    [id, version, ...bodyValues(body), at],
  );
  if (row) await insertPassportVersion(db, row);
  return row;
}

/**
 * Deletes the passport if it is a draft, with its versions; `deleted` with the row, or
 * `kept` with the row of a published or archived passport (it must stay available), or
 * undefined when the workspace has no such passport.
 */
export async function deleteDraftPassport(
  db: Db,
  workspaceId: string,
  id: string,
): Promise<{ readonly outcome: 'deleted' | 'kept'; readonly row: PassportRow } | undefined> {
  const [deleted] = await db.query<PassportRow>(
    `DELETE FROM passports WHERE id = $1 AND workspace_id = $2 AND status = 'draft' RETURNING ${COLUMNS}`,
    [id, workspaceId],
  );
  if (deleted) return { outcome: 'deleted', row: deleted };
  const kept = await findPassport(db, workspaceId, id);
  return kept ? { outcome: 'kept', row: kept } : undefined;
}

/** Passports of the organization, every status (plan limit max_passports). */
export async function countOrganizationPassports(db: Db, organizationId: string): Promise<number> {
  const [row] = await db.query<{ total: number }>(`SELECT count(*) AS total FROM passports WHERE organization_id = $1`, [organizationId]);
  return Number(row?.total ?? 0);
}
