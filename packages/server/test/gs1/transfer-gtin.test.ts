import { describe, expect, it } from 'vitest';
import { transferGtin } from '../../src/gs1/transfer-gtin';
import { listGtinClaimConflicts } from '../../src/gs1/store/gtin-claims';
import { insertPassportRow, testGtin } from '../helpers/insert-passport-row';
import { body, setupTestApp, type Tenant, type TestKey } from '../helpers/test-app';

// The operator's recovery of a squatted GTIN (`quietzone gs1 transfer`): the claim moves, an
// audit entry lands in both organizations, and no passport is deleted or rewritten.
const t = setupTestApp();

async function organization(): Promise<{ tenant: Tenant; key: TestKey }> {
  const tenant = await t.createTenant({ plan: 'pro' });
  return { tenant, key: await t.createKey(tenant, 'org_admin') };
}

async function transferEntries(organizationId: string): Promise<unknown[]> {
  return t.db.query(
    `SELECT organization_id, workspace_id, actor_type, action, resource_type, resource_id, changes FROM audit_logs WHERE organization_id = $1 AND action = 'gtin_claims.transfer'`,
    [organizationId],
  );
}

describe('transferGtin', () => {
  it("moves a squatted GTIN to the brand owner: the owner's passports resolve and publish, the squatter's stay, read-only and unresolved", async () => {
    const squatter = await organization();
    const brand = await organization();
    const gtin = testGtin(400638133600);
    const squatted = await insertPassportRow(t.db, squatter.tenant, { gtin, product_name: 'Squatted', links: [{ link_type: 'gs1:pip', url: 'https://evil.example/phish' }] });
    const squattedDraft = await insertPassportRow(t.db, squatter.tenant, { gtin, serial: 'D1' }, 'draft');
    // The brand's passport kept from before GTINs had owners.
    const brandDraft = await insertPassportRow(t.db, brand.tenant, { gtin, serial: 'Y1', product_name: 'Drill' }, 'draft');
    expect((await t.request(`/v1/dpp/${brandDraft.id}`, { method: 'PATCH', key: brand.key, json: { status: 'published' } })).status).toBe(409);

    const at = '2026-11-20T09:00:00.000Z';
    expect(await transferGtin(t.db, gtin, brand.tenant.organizationId, at)).toEqual({
      gtin,
      from_organization_id: squatter.tenant.organizationId,
      to_organization_id: brand.tenant.organizationId,
      transferred: true,
      left_behind: { draft: 1, published: 1 },
    });
    t.ctx.caches.forgetPassports();
    const entry = { actor_type: 'system', workspace_id: null, action: 'gtin_claims.transfer', resource_type: 'gtin_claims', resource_id: gtin };
    // Each organization learns whether it owns the GTIN, not who the other one is.
    expect(await transferEntries(squatter.tenant.organizationId)).toEqual([{ ...entry, organization_id: squatter.tenant.organizationId, changes: { owned: [true, false] } }]);
    expect(await transferEntries(brand.tenant.organizationId)).toEqual([{ ...entry, organization_id: brand.tenant.organizationId, changes: { owned: [false, true] } }]);
    const audit = await body(await t.request(`/v1/audit-logs?action=gtin_claims.transfer`, { key: squatter.key }));
    expect(audit.data).toMatchObject([{ action: 'gtin_claims.transfer', resource_id: gtin }]);
    expect(JSON.stringify(audit)).not.toContain(brand.tenant.organizationId);

    // The brand publishes; the squatter's model no longer catches its serials.
    expect((await t.request(`/v1/dpp/${brandDraft.id}`, { method: 'PATCH', key: brand.key, json: { status: 'published' } })).status).toBe(200);
    const ask = (path: string) => t.request(path, { headers: { accept: 'application/json' } });
    expect((await body(await ask(`/01/${gtin}/21/Y1`))).product_name).toBe('Drill');
    expect((await ask(`/01/${gtin}/21/Y2`)).status).toBe(404);
    // Nothing of the squatter's is deleted or rewritten; it can no longer publish or edit it, only delete its draft.
    const kept = await t.db.query<{ id: string; status: string; version: number }>(`SELECT id, status, version FROM passports WHERE organization_id = $1`, [squatter.tenant.organizationId]);
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
    expect(kept.sort(byId)).toEqual([squatted, squattedDraft].map((row) => ({ id: row.id, status: row.status, version: 1 })).sort(byId));
    expect((await t.request(`/v1/dpp/${squatted.id}`, { method: 'PATCH', key: squatter.key, json: { status: 'archived' } })).status).toBe(409);
    expect((await t.request('/v1/dpp', { method: 'POST', key: squatter.key, json: { gtin, serial: 'Y3', product_name: 'x' } })).status).toBe(409);
    expect((await listGtinClaimConflicts(t.db, gtin)).map((conflict) => conflict.passport_id).sort()).toEqual([squatted.id, squattedDraft.id].sort());

    // Again: nothing to do, nothing written.
    expect(await transferGtin(t.db, gtin, brand.tenant.organizationId, at)).toMatchObject({ transferred: false, left_behind: {} });
    expect(await transferEntries(brand.tenant.organizationId)).toHaveLength(1);
  });

  it('gives an unclaimed GTIN to the organization with one audit entry', async () => {
    const brand = await organization();
    const gtin = testGtin(400638133601);
    expect(await transferGtin(t.db, gtin, brand.tenant.organizationId, '2026-11-20T09:00:00.000Z')).toEqual({
      gtin,
      from_organization_id: null,
      to_organization_id: brand.tenant.organizationId,
      transferred: true,
      left_behind: {},
    });
    expect(await transferEntries(brand.tenant.organizationId)).toMatchObject([{ changes: { owned: [false, true] } }]);
    const other = await organization();
    expect((await t.request('/v1/dpp', { method: 'POST', key: other.key, json: { gtin, product_name: 'x' } })).status).toBe(409);
  });
});
