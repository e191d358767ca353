import { passportBodyFromCreate, type PassportBody } from '@quietzone/core';
import { createPassportSchema } from '@quietzone/core/schemas';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/db/is-unique-violation';
import { newId } from '../../src/new-id';
import { PASSPORT_IDENTITY_INDEX } from '../../src/passports/passport-conflict';
import { claimGtin } from '../../src/gs1/store/gtin-claims';
import {
  countOrganizationPassports,
  deleteDraftPassport,
  findPassport,
  findPassportById,
  findPassportVersion,
  findResolvablePassport,
  insertPassport,
  listPassports,
  listResolvableLinkTypes,
  updatePassportAtVersion,
} from '../../src/passports/store/passports';
import { setupTestApp, type Tenant } from '../helpers/test-app';

const t = setupTestApp();

function body(fields: Record<string, unknown>): PassportBody {
  return passportBodyFromCreate(createPassportSchema.parse({ product_name: 'Cell', ...fields }));
}

async function insert(tenant: Tenant, fields: Record<string, unknown>, at = '2026-01-01T00:00:00.000Z') {
  return insertPassport(t.db, {
    id: newId('dpp'),
    organizationId: tenant.organizationId,
    workspaceId: tenant.workspaceId,
    body: body(fields),
    createdByKeyId: null,
    createdAt: at,
  });
}

describe('store/passports', () => {
  it('inserts with version 1 kept, refuses a duplicate identity with NULL lot and serial equal', async () => {
    const tenant = await t.createTenant();
    const row = await insert(tenant, { gtin: '4006381333931' });
    expect(row).toMatchObject({ gtin: '04006381333931', lot: null, serial: null, status: 'draft', version: 1, published_at: null, attributes: {}, documents: [] });
    expect(await insert(tenant, { gtin: '04006381333931' })).toBeUndefined();
    expect(await insert(tenant, { gtin: '04006381333931', lot: 'A1' })).toBeDefined();
    expect(await insert(tenant, { gtin: '04006381333931', lot: 'A1' })).toBeUndefined();
    expect(await insert(tenant, { gtin: '04006381333931', lot: 'A1', serial: '7' })).toBeDefined();
    // Another workspace may hold the same identity.
    const other = await t.createTenant();
    expect(await insert(other, { gtin: '04006381333931' })).toBeDefined();
    expect(await findPassportVersion(t.db, tenant.workspaceId, row!.id, 1)).toEqual(row);
    expect(await findPassportVersion(t.db, other.workspaceId, row!.id, 1)).toBeUndefined();
    expect(await countOrganizationPassports(t.db, tenant.organizationId)).toBe(3);
  });

  it('an update onto a taken identity is a unique violation of the index the PATCH maps to 409', async () => {
    const tenant = await t.createTenant();
    const taken = (await insert(tenant, { gtin: '96385074', lot: 'X' }))!;
    const other = (await insert(tenant, { gtin: '96385074', lot: 'Y' }))!;
    const error = await t.db.transaction((tx) => updatePassportAtVersion(tx, other.id, 1, { ...other, lot: taken.lot }, '2026-01-02T00:00:00.000Z')).catch((caught: unknown) => caught);
    expect(isUniqueViolation(error, PASSPORT_IDENTITY_INDEX)).toBe(true);
  });

  it('updates at the expected version only, keeps every version, sets published_at once', async () => {
    const tenant = await t.createTenant();
    const row = (await insert(tenant, { gtin: '96385074' }))!;
    const published = await updatePassportAtVersion(t.db, row.id, 1, { ...row, status: 'published', product_name: 'v2' }, '2026-01-02T00:00:00.000Z');
    expect(published).toMatchObject({ version: 2, status: 'published', published_at: '2026-01-02T00:00:00.000Z', updated_at: '2026-01-02T00:00:00.000Z' });
    expect(await updatePassportAtVersion(t.db, row.id, 1, row, '2026-01-03T00:00:00.000Z')).toBeUndefined();
    const archived = await updatePassportAtVersion(t.db, row.id, 2, { ...published!, status: 'archived' }, '2026-01-03T00:00:00.000Z');
    const again = await updatePassportAtVersion(t.db, row.id, 3, { ...archived!, status: 'published' }, '2026-01-04T00:00:00.000Z');
    expect(again).toMatchObject({ version: 4, published_at: '2026-01-02T00:00:00.000Z' });
    expect((await findPassportVersion(t.db, tenant.workspaceId, row.id, 1))?.product_name).toBe('Cell');
    expect((await findPassportVersion(t.db, tenant.workspaceId, row.id, 2))?.product_name).toBe('v2');
    expect(await findPassportVersion(t.db, tenant.workspaceId, row.id, 5)).toBeUndefined();
    expect(await findPassport(t.db, tenant.workspaceId, row.id)).toEqual(again);
  });

  it("resolves the GTIN owner's published and archived passports only, by exact identity", async () => {
    const a = await t.createTenant();
    const b = await t.createTenant();
    const gtin = '09506000134352';
    const draft = (await insert(a, { gtin, lot: 'L1' }))!;
    expect(await findResolvablePassport(t.db, { gtin, lot: 'L1', serial: null })).toBeUndefined();
    const owned = (await insert(b, { gtin, lot: 'L1', status: 'published', links: [{ link_type: 'gs1:pip', url: 'https://example.com/p' }] }, '2026-01-05T00:00:00.000Z'))!;
    // Published, but nobody owns the GTIN yet (the operation claims it in the same transaction).
    expect(await findResolvablePassport(t.db, { gtin, lot: 'L1', serial: null })).toBeUndefined();
    await claimGtin(t.db, gtin, b.organizationId, '2026-01-05T00:00:00.000Z');
    // Published later by an organization that does not own the GTIN: never answered.
    await updatePassportAtVersion(t.db, draft.id, 1, { ...draft, status: 'published' }, '2026-01-06T00:00:00.000Z');
    expect((await findResolvablePassport(t.db, { gtin, lot: 'L1', serial: null }))?.id).toBe(owned.id);
    expect(await findResolvablePassport(t.db, { gtin, lot: null, serial: null })).toBeUndefined();
    expect(await findResolvablePassport(t.db, { gtin, lot: 'L1', serial: 'S' })).toBeUndefined();
    expect(await listResolvableLinkTypes(t.db)).toContain('gs1:pip');
    expect((await findPassportById(t.db, draft.id))?.id).toBe(draft.id);
  });

  it('lists newest first with filters and deletes drafts only', async () => {
    const tenant = await t.createTenant();
    const one = (await insert(tenant, { gtin: '96385074', category: 'battery' }, '2026-02-01T00:00:00.000Z'))!;
    const two = (await insert(tenant, { gtin: '4006381333931', status: 'published' }, '2026-02-02T00:00:00.000Z'))!;
    const all = await listPassports(t.db, tenant.workspaceId, {}, { limit: 1, cursor: null });
    expect(all).toMatchObject({ totalCount: 2, hasMore: true });
    expect(all.items.map((row) => row.id)).toEqual([two.id]);
    expect((await listPassports(t.db, tenant.workspaceId, { category: 'battery' }, { limit: 10, cursor: null })).items.map((row) => row.id)).toEqual([one.id]);
    expect((await listPassports(t.db, tenant.workspaceId, { status: 'published', gtin: '04006381333931' }, { limit: 10, cursor: null })).totalCount).toBe(1);
    expect(await deleteDraftPassport(t.db, tenant.workspaceId, two.id)).toMatchObject({ outcome: 'kept' });
    expect(await deleteDraftPassport(t.db, tenant.workspaceId, one.id)).toMatchObject({ outcome: 'deleted' });
    expect(await deleteDraftPassport(t.db, tenant.workspaceId, one.id)).toBeUndefined();
    expect(await findPassportVersion(t.db, tenant.workspaceId, one.id, 1)).toBeUndefined();
  });
});
