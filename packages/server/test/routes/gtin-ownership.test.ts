import { describe, expect, it } from 'vitest';
import { purgeDeletedAccounts } from '../../src/jobs/purge-deleted-accounts';
import { insertPassportRow, testGtin } from '../helpers/insert-passport-row';
import { body, setupTestApp, type Tenant, type TestKey } from '../helpers/test-app';

// One owner per GTIN on the instance (shared/dpp.md, "The passport resource"): the organization
// that first stores a passport of it, drafts included. Every other organization's create,
// publish, PATCH and import of it is refused naming the GTIN and never the owner, and the
// resolver never answers (nor walks up to) another organization's passport of it.
const t = setupTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;
let nextGtin = 400638133400;

/** A GTIN nobody on the instance has used yet, as its GTIN-13 and GTIN-14. */
function freshGtin(): { gtin13: string; gtin14: string } {
  const gtin14 = testGtin(nextGtin++);
  return { gtin13: gtin14.slice(1), gtin14 };
}

async function organization(plan = 'pro'): Promise<{ tenant: Tenant; key: TestKey }> {
  const tenant = await t.createTenant({ plan });
  return { tenant, key: await t.createKey(tenant, 'org_admin') };
}

function create(key: TestKey, json: Record<string, unknown>): Promise<Response> {
  return t.request('/v1/dpp', { method: 'POST', key, json: { product_name: 'Drill', ...json } });
}

function patch(key: TestKey, id: string, json: Record<string, unknown>): Promise<Response> {
  return t.request(`/v1/dpp/${id}`, { method: 'PATCH', key, json });
}

async function createdId(key: TestKey, json: Record<string, unknown>): Promise<string> {
  const res = await create(key, json);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await body(res)).data.id;
}

/** A 409 `conflict` that names the GTIN and says nothing of the organization owning it. */
async function expectOwnedElsewhere(res: Response, gtin14: string, owner: Tenant): Promise<void> {
  const text = await res.text();
  expect(res.status, text).toBe(409);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  const problem = JSON.parse(text) as { type: string; detail: string; errors: { field: string; message: string }[] };
  expect(problem.type).toMatch(/\/errors\/conflict$/);
  expect(problem.detail).toContain(gtin14);
  expect(problem.errors).toEqual([{ field: 'gtin', message: expect.stringContaining(gtin14) }]);
  expectNoOwnerIn(text, owner);
}

function expectNoOwnerIn(text: string, owner: Tenant): void {
  for (const secret of [owner.organizationId, owner.organizationSlug, owner.workspaceId]) expect(text).not.toContain(secret);
}

function importJson(key: TestKey, rows: unknown[], query = ''): Promise<Response> {
  return t.request(`/v1/dpp/import${query}`, { method: 'POST', key, json: { rows } });
}

function importCsv(key: TestKey, text: string, query = ''): Promise<Response> {
  const form = new FormData();
  form.set('file', new Blob([text], { type: 'text/csv' }), 'passports.csv');
  return t.request(`/v1/dpp/import${query}`, { method: 'POST', key, body: form });
}

async function storedGtins(key: TestKey): Promise<string[]> {
  const rows = await t.db.query<{ gtin: string }>(`SELECT gtin FROM passports WHERE organization_id = $1 ORDER BY gtin`, [key.organizationId]);
  return rows.map((row) => row.gtin);
}

describe('a GTIN another organization claimed first', () => {
  it("refuses another organization's create at every level, drafts and published, naming the GTIN and not the owner", async () => {
    const a = await organization();
    const b = await organization();
    const { gtin13, gtin14 } = freshGtin();
    // A's draft is a claim: its label may be printed before it is published.
    await createdId(a.key, { gtin: gtin13, serial: 'Y1' });
    for (const identity of [
      { gtin: gtin13, serial: 'Y1' },
      { gtin: gtin14, serial: 'Y1', status: 'published', links: [{ link_type: 'gs1:pip', url: 'https://evil.example/phish' }] },
      { gtin: gtin13, serial: 'Y2' },
      { gtin: gtin13, lot: 'L1' },
      { gtin: gtin13 },
      { gtin: gtin13, status: 'published' },
    ]) {
      await expectOwnedElsewhere(await create(b.key, identity), gtin14, a.tenant);
    }
    expect(await storedGtins(b.key)).toEqual([]);
    // A publishes at once, and its printed Digital Link answers its own passport.
    const [y1] = (await body(await t.request(`/v1/dpp?gtin=${gtin14}`, { key: a.key }))).data;
    expect((await patch(a.key, y1.id, { status: 'published' })).status).toBe(200);
    const resolved = await t.request(`/01/${gtin14}/21/Y1`, { headers: { accept: 'application/json' } });
    expect(resolved.status).toBe(200);
    expect((await body(resolved)).product_name).toBe('Drill');
  });

  it('fails every imported row of it alone (CSV and JSON, create and upsert, dry runs too), naming the GTIN and not the owner', async () => {
    const a = await organization();
    const b = await organization();
    const { gtin13, gtin14 } = freshGtin();
    await createdId(a.key, { gtin: gtin13, serial: 'Y1' });
    // Each run brings one row of a GTIN nobody owns: a refused row never blocks the others.
    const csv = (free: string) => `gtin,lot,serial,product_name\r\n${gtin13},,Y1,Drill\r\n${gtin14},L1,,Drill\r\n${gtin13},,,Drill\r\n${free},,,Own product\r\n`;
    const json = (free: string) => [
      { gtin: gtin13, serial: 'Y1', product_name: 'Drill', status: 'published' },
      { gtin: gtin14, lot: 'L1', product_name: 'Drill' },
      { gtin: gtin13, product_name: 'Drill' },
      { gtin: free, product_name: 'Own product' },
    ];
    const runs: [string, (free: string) => Promise<Response>, number][] = [
      ['JSON create, dry run', (free) => importJson(b.key, json(free), '?dry_run=true'), 200],
      ['JSON upsert, dry run', (free) => importJson(b.key, json(free), '?mode=upsert&dry_run=true'), 200],
      ['CSV create, dry run', (free) => importCsv(b.key, csv(free), '?dry_run=true'), 200],
      ['CSV upsert, dry run', (free) => importCsv(b.key, csv(free), '?mode=upsert&dry_run=true'), 200],
      ['CSV upsert', (free) => importCsv(b.key, csv(free), '?mode=upsert'), 201],
      ['JSON upsert', (free) => importJson(b.key, json(free), '?mode=upsert'), 201],
      ['JSON create', (free) => importJson(b.key, json(free)), 201],
      ['CSV create', (free) => importCsv(b.key, csv(free)), 201],
    ];
    const written: string[] = [];
    for (const [name, run, status] of runs) {
      const free = freshGtin();
      if (status === 201) written.push(free.gtin14);
      const res = await run(free.gtin13);
      const text = await res.text();
      expect(res.status, `${name}: ${text}`).toBe(status);
      const result = JSON.parse(text).data as { failed: number; rows: { row: number; status: string; errors?: { field: string; message: string }[] }[] };
      expect(result.rows.slice(0, 3), name).toEqual(
        [1, 2, 3].map((row) => ({ row, status: 'failed', errors: [{ field: 'gtin', message: expect.stringContaining(gtin14) }] })),
      );
      expect(result.rows[3]!.status, name).toBe('created');
      expectNoOwnerIn(text, a.tenant);
    }
    expect(await storedGtins(b.key)).toEqual(written);
    expect(await storedGtins(a.key)).toEqual([gtin14]);
  });

  it('refuses a PATCH that moves a draft to a GTIN another organization owns; another workspace of the owner may use it', async () => {
    const a = await organization();
    const b = await organization();
    const { gtin13, gtin14 } = freshGtin();
    await createdId(a.key, { gtin: gtin13, serial: 'Y1' });
    const bDraft = await createdId(b.key, { gtin: freshGtin().gtin13 });
    await expectOwnedElsewhere(await patch(b.key, bDraft, { gtin: gtin13, serial: 'Y9' }), gtin14, a.tenant);
    expect((await body(await t.request(`/v1/dpp/${bDraft}`, { key: b.key }))).data.version).toBe(1);

    // The owner is the organization: its other workspaces create and move drafts to the GTIN.
    const second = await t.createKey({ organizationId: a.tenant.organizationId, workspaceId: await t.createWorkspace(a.tenant) }, 'ws_admin');
    await createdId(second, { gtin: gtin13, serial: 'Y1' });
    const moved = await createdId(second, { gtin: freshGtin().gtin13 });
    const res = await patch(second, moved, { gtin: gtin14, serial: 'Y2' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await body(res)).data).toMatchObject({ gtin: gtin14, serial: 'Y2' });
  });

  it("never resolves another organization's passport of the GTIN, nor walks up to it from the owner's serials", async () => {
    const a = await organization();
    const b = await organization();
    const { gtin13, gtin14 } = freshGtin();
    await createdId(a.key, { gtin: gtin13, serial: 'Y1', status: 'published' });
    // B's model-level passport kept from before GTINs had owners: stored, never served.
    const kept = await insertPassportRow(t.db, b.tenant, { gtin: gtin13, product_name: 'Squatter', links: [{ link_type: 'gs1:pip', url: 'https://evil.example/phish' }] });
    t.ctx.caches.forgetPassports();
    const ask = (path: string) => t.request(path, { headers: { accept: 'application/json' } });
    const own = await ask(`/01/${gtin14}/21/Y1`);
    expect(own.status).toBe(200);
    expect((await body(own)).product_name).toBe('Drill');
    // No passport of A for Y2, L1 or the model: the walk-up stops inside A, not at B's model.
    for (const path of [`/01/${gtin14}/21/Y2`, `/01/${gtin14}/10/L1`, `/01/${gtin14}`, `/01/${gtin14}/21/Y2?linkType=gs1:pip`]) {
      const res = await ask(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('evil.example');
    }
    const wellKnown = await (await t.request('/.well-known/gs1resolver')).text();
    expect(wellKnown).not.toContain('evil.example');
    // B cannot publish or edit the passport it kept; deleting its draft is still up to it.
    await expectOwnedElsewhere(await patch(b.key, kept.id, { status: 'archived' }), gtin14, a.tenant);
    await expectOwnedElsewhere(await patch(b.key, kept.id, { product_name: 'Renamed' }), gtin14, a.tenant);
    const draft = await insertPassportRow(t.db, b.tenant, { gtin: gtin13, serial: 'D1' }, 'draft');
    await expectOwnedElsewhere(await patch(b.key, draft.id, { status: 'published' }), gtin14, a.tenant);
    expect((await t.request(`/v1/dpp/${draft.id}`, { method: 'DELETE', key: b.key })).status).toBe(204);
  });

  it('two organizations racing for one GTIN: exactly one gets it', async () => {
    const racers = await Promise.all(Array.from({ length: 6 }, () => organization()));
    const { gtin13, gtin14 } = freshGtin();
    const answers = await Promise.all(racers.map(({ key }, index) => create(key, { gtin: gtin13, serial: `R${index}` })));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(racers.length - 1);
    const winner = racers[statuses.indexOf(201)]!;
    expect(await t.db.query(`SELECT organization_id FROM gtin_claims WHERE gtin = $1`, [gtin14])).toEqual([{ organization_id: winner.tenant.organizationId }]);
    expect(await t.db.query(`SELECT organization_id FROM passports WHERE gtin = $1`, [gtin14])).toEqual([{ organization_id: winner.tenant.organizationId }]);
  });

  it('a purged account releases its GTINs; deleting a draft does not', async () => {
    const a = await organization();
    const b = await organization();
    const { gtin13, gtin14 } = freshGtin();
    const draft = await createdId(a.key, { gtin: gtin13 });
    expect((await t.request(`/v1/dpp/${draft}`, { method: 'DELETE', key: a.key })).status).toBe(204);
    // Its label may be printed already: the GTIN stays A's.
    await expectOwnedElsewhere(await create(b.key, { gtin: gtin13 }), gtin14, a.tenant);

    const deletedAt = '2041-03-01T00:00:00.000Z';
    t.clock.set(deletedAt);
    const deleted = await t.request('/v1/account', { method: 'DELETE', key: a.key, json: { confirm: a.tenant.organizationSlug } });
    expect(deleted.status).toBe(202);
    // Deleted but not yet purged: still A's.
    await expectOwnedElsewhere(await create(b.key, { gtin: gtin13 }), gtin14, a.tenant);
    await purgeDeletedAccounts(t.db, { now: new Date(Date.parse(deletedAt) + 30 * DAY_MS) });
    expect(await t.db.query(`SELECT 1 FROM gtin_claims WHERE organization_id = $1`, [a.tenant.organizationId])).toEqual([]);
    await createdId(b.key, { gtin: gtin13, status: 'published' });
    expect(await t.db.query(`SELECT organization_id FROM gtin_claims WHERE gtin = $1`, [gtin14])).toEqual([{ organization_id: b.tenant.organizationId }]);
  });
});
