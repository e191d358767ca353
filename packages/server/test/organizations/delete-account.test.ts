import type { Role } from '@quietzone/core';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { purgeDeletedAccounts } from '../../src/jobs/purge-deleted-accounts';
import { startAccountPurgeJob } from '../../src/jobs/start-account-purge-job';
import { silentLogger } from '../../src/logger';
import { ALL_OPERATIONS } from '../../src/openapi/all-operations';
import { startScanRecorder } from '../../src/scans/scan-recorder';
import { countOrganizationRows, PURGE_TABLES, type PurgeTable } from '../../src/organizations/store/account-purge';
import { closedPort } from '../helpers/contract-world';
import { insertPassportRow, testGtin } from '../helpers/insert-passport-row';
import { body, setupTestApp, type Tenant, type TestKey } from '../helpers/test-app';

const t = setupTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_TIMEOUT_MS: '2000' } });

afterEach(() => t.clock.set(null));

const DAY_MS = 24 * 60 * 60 * 1000;
const DELETED_AT = '2031-02-03T04:05:06.007Z';

async function status(path: string, method: string, key: TestKey | string, json?: unknown): Promise<number> {
  const res = await t.request(path, { method, key, ...(json === undefined ? {} : { json }) });
  await res.arrayBuffer();
  return res.status;
}

/** The response body, checked against the schema the OpenAPI document publishes for it. */
async function documented(res: Response, operationId: string) {
  const schema = ALL_OPERATIONS.find((candidate) => candidate.operationId === operationId)?.responses[res.status]?.schema;
  if (!schema) throw new Error(`${operationId} documents no body for ${res.status}`);
  const json = await body(res);
  expect(schema.safeParse(json).error?.issues ?? []).toEqual([]);
  return json;
}

async function deleteAccount(key: TestKey, json?: unknown, init: { body?: string; headers?: Record<string, string> } = {}) {
  return t.request('/v1/account', { method: 'DELETE', key, ...(json === undefined ? {} : { json }), ...init });
}

async function organizationRow(id: string) {
  const [row] = await t.db.query<{ deleted_at: string | null; purge_after: string | null }>('SELECT deleted_at, purge_after FROM organizations WHERE id = $1', [id]);
  return row;
}

async function createCode(key: TestKey, json: Record<string, unknown> = { type: 'url', url: 'https://example.com/menu' }) {
  const res = await t.request('/v1/codes', { method: 'POST', key, json });
  expect(res.status).toBe(201);
  return (await body(res)).data as { id: string; short_code: string };
}

describe('DELETE /v1/account: who and what', () => {
  it('needs an org_admin secret key (403 otherwise, nothing deleted)', async () => {
    const tenant = await t.createTenant();
    const refused: TestKey[] = [];
    for (const role of ['viewer', 'contributor', 'ws_admin'] as Role[]) refused.push(await t.createKey(tenant, role));
    refused.push(await t.createKey(tenant, 'org_admin', { kind: 'public' }));
    for (const key of refused) {
      const res = await deleteAccount(key, { confirm: tenant.organizationSlug });
      expect(res.status, `${key.role} ${key.kind}`).toBe(403);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
    expect((await organizationRow(tenant.organizationId))!.deleted_at).toBeNull();
  });

  it('a missing body or confirm is 400, a wrong confirm 422 naming the field; nothing is deleted', async () => {
    const tenant = await t.createTenant();
    const admin = await t.createKey(tenant, 'org_admin');
    expect((await deleteAccount(admin)).status).toBe(400);
    expect((await deleteAccount(admin, undefined, { body: 'not json', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    const missing = await deleteAccount(admin, {});
    expect(missing.status).toBe(400);
    expect((await body(missing)).errors).toEqual([expect.objectContaining({ field: 'confirm' })]);

    const other = await t.createTenant();
    for (const confirm of ['wrong-slug', other.organizationSlug, tenant.organizationSlug.toUpperCase(), ` ${tenant.organizationSlug}`, '', 42]) {
      const res = await deleteAccount(admin, { confirm });
      expect(res.status, JSON.stringify(confirm)).toBe(422);
      expect((await body(res)).errors, JSON.stringify(confirm)).toEqual([expect.objectContaining({ field: 'confirm' })]);
    }
    expect((await organizationRow(tenant.organizationId))!.deleted_at).toBeNull();
    expect(await status('/v1/account', 'GET', admin)).toBe(200);
  });

  it('deletes the organization at once: 202 with the purge date, keys 401, short links and images 404, audit entry; others untouched', async () => {
    const tenant = await t.createTenant({ plan: 'business' });
    const admin = await t.createKey(tenant, 'org_admin');
    const secondWorkspace = { ...tenant, workspaceId: await t.createWorkspace(tenant) };
    const viewer = await t.createKey(secondWorkspace, 'viewer');
    const publicKey = await t.createKey(tenant, 'viewer', { kind: 'public' });
    const code = await createCode(admin);
    const other = await t.createTenant();
    const otherAdmin = await t.createKey(other, 'org_admin');
    const otherCode = await createCode(otherAdmin);

    const passport = await insertPassportRow(t.db, tenant, { gtin: testGtin(4006381333001), serial: 'SN1' });
    const resolverPath = `/01/${passport.gtin}/21/SN1`;

    // Served once, so this process holds the short link and the image lookup in its caches.
    expect(await status(`/${code.short_code}`, 'GET', '')).toBe(302);
    expect(await status(`/v1/codes/${code.short_code}/qr.svg`, 'GET', '')).toBe(200);
    expect(await status(resolverPath, 'GET', '')).toBe(200);

    t.clock.set(DELETED_AT);
    const res = await deleteAccount(admin, { confirm: tenant.organizationSlug });
    expect(res.status).toBe(202);
    const purgeAfter = new Date(Date.parse(DELETED_AT) + 30 * DAY_MS).toISOString();
    expect((await documented(res, 'deleteAccount')).data).toEqual({ organization_id: tenant.organizationId, deleted_at: DELETED_AT, purge_after: purgeAfter });
    expect(await organizationRow(tenant.organizationId)).toEqual({ deleted_at: DELETED_AT, purge_after: purgeAfter });

    for (const key of [admin, viewer, publicKey]) {
      for (const path of ['/v1/account', '/v1/codes', '/v1/organizations']) expect(await status(path, 'GET', key), `${key.role} ${path}`).toBe(401);
      expect(await status('/v1/account', 'DELETE', key, { confirm: tenant.organizationSlug })).toBe(401);
    }
    expect(await status(`/${code.short_code}`, 'GET', '')).toBe(404);
    expect(await status(`/v1/codes/${code.short_code}/qr.svg`, 'GET', '')).toBe(404);
    expect(await status(`/v1/codes/${code.short_code}/qr.png`, 'GET', '')).toBe(404);
    // The resolver finds no passport of a deleted organization, not even by walking up.
    expect(await status(resolverPath, 'GET', '')).toBe(404);
    expect(await status(`/01/${passport.gtin}`, 'GET', '')).toBe(404);

    const [entry] = await t.db.query<{ action: string; resource_type: string; resource_id: string; workspace_id: string | null; actor_id: string; changes: unknown }>(
      `SELECT action, resource_type, resource_id, workspace_id, actor_id, changes FROM audit_logs WHERE organization_id = $1 AND action = 'organizations.delete'`,
      [tenant.organizationId],
    );
    expect(entry).toEqual({
      action: 'organizations.delete',
      resource_type: 'organizations',
      resource_id: tenant.organizationId,
      workspace_id: null,
      actor_id: admin.id,
      changes: { deleted_at: [null, DELETED_AT], purge_after: [null, purgeAfter] },
    });

    expect(await status('/v1/account', 'GET', otherAdmin)).toBe(200);
    expect(await status(`/${otherCode.short_code}`, 'GET', '')).toBe(302);
    expect((await organizationRow(other.organizationId))!.deleted_at).toBeNull();
  });

  it('ACCOUNT_PURGE_DAYS sets the purge date', async () => {
    const app = t.createApp({ env: { ACCOUNT_PURGE_DAYS: '7' } }).app;
    const tenant = await t.createTenant();
    const admin = await t.createKey(tenant, 'org_admin');
    t.clock.set(DELETED_AT);
    const res = await app.request('/v1/account', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ confirm: tenant.organizationSlug }),
    });
    expect(res.status).toBe(202);
    expect((await body(res)).data.purge_after).toBe(new Date(Date.parse(DELETED_AT) + 7 * DAY_MS).toISOString());
  });
});

/** Counts of every purged table's rows that belong to the organization. */
async function organizationRows(organizationId: string): Promise<Record<PurgeTable, number>> {
  const counts = {} as Record<PurgeTable, number>;
  for (const table of PURGE_TABLES) counts[table] = await countOrganizationRows(t.db, table, organizationId);
  return counts;
}

async function tableTotals(): Promise<Record<PurgeTable, number>> {
  const counts = {} as Record<PurgeTable, number>;
  for (const table of PURGE_TABLES) counts[table] = (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
  return counts;
}

/** An organization with rows in (nearly) every table, made through the API as a customer would. */
async function busyOrganization(): Promise<{ tenant: Tenant; admin: TestKey; shortCode: string; passportId: string }> {
  const tenant = await t.createTenant({ plan: 'business' });
  const admin = await t.createKey(tenant, 'org_admin');
  const call = async (method: string, path: string, init: { json?: unknown; body?: FormData; headers?: Record<string, string> } = {}) => {
    const res = await t.request(`/v1${path}`, { method, key: admin, ...init });
    expect(res.status, `${method} ${path}`).toBeLessThan(300);
    return (await body(res)).data;
  };
  const webhook = await call('POST', '/webhooks', { json: { url: `https://127.0.0.1:${await closedPort()}/hooks`, secret: 'purge-test-secret-0001' } });
  await call('POST', `/webhooks/${webhook.id}/ping`);
  const code = await call('POST', '/codes', { json: { type: 'url', url: 'https://example.com/purge' }, headers: { 'Idempotency-Key': randomUUID() } });
  await call('POST', `/codes/${code.id}/comments`, { json: { body: 'Approved.' } });
  // A contributor's change held for approval: a code revision.
  await call('PATCH', `/workspaces/${tenant.workspaceId}`, { json: { approval_required: true } });
  const contributor = await t.createKey(tenant, 'contributor');
  const held = await t.request(`/v1/codes/${code.id}`, { method: 'PATCH', key: contributor, json: { expires_at: '2099-01-01T00:00:00Z' } });
  expect((await body(held)).meta.pending_revision).toBeDefined();
  const form = new FormData();
  form.set('file', new Blob([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'menu.pdf');
  await call('POST', '/files', { body: form });
  await call('POST', '/members', { json: { email: 'ada@example.com', role: 'viewer' } });
  await call('POST', '/api-keys', { json: { name: 'second', role: 'viewer' } });
  await call('POST', '/workspaces', { json: { name: 'Second', slug: 'second' } });
  const passport = await insertPassportRow(t.db, tenant, { gtin: testGtin(4006381333002) });
  // Resolver scans of a passport roll up under its id as code_id.
  await t.db.query(`INSERT INTO scan_days (code_id, day, is_bot, scans, uniques) VALUES ($1, '2026-11-01', false, 3, 2)`, [passport.id]);
  await t.db.query(
    `INSERT INTO scan_rollups (code_id, day, is_bot, country, device_type, os, browser, scans) VALUES ($1, '2026-11-01', false, 'DE', 'mobile', 'iOS', 'Safari', 3)`,
    [passport.id],
  );
  const recorder = startScanRecorder(t.ctx);
  try {
    for (const agent of ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)', 'curl/8.5.0']) {
      expect(await t.request(`/${code.short_code}`, { headers: { 'user-agent': agent } }).then((res) => res.status)).toBe(302);
    }
    await recorder.flush();
  } finally {
    await recorder.stop();
  }
  return { tenant, admin, shortCode: code.short_code, passportId: passport.id };
}

describe('the account purge', () => {
  /** Deletes in this block happen later than the ones above; their purges are done first, so each test counts only its own. */
  async function purgeEarlierDeletions(at: string): Promise<void> {
    await purgeDeletedAccounts(t.db, { now: new Date(Date.parse(at) + 30 * DAY_MS) });
  }
  it(
    'removes every row of the organization once purge_after has passed, and nothing of any other organization',
    async () => {
      const doomed = await busyOrganization();
      const bystander = await busyOrganization();
      // Deleted through DELETE /organizations/{id}: its rows are kept, never purged.
      const kept = await busyOrganization();
      expect(await status(`/v1/organizations/${kept.tenant.organizationId}`, 'DELETE', kept.admin)).toBe(204);
      // An organization the doomed one's key created lives on without its creator.
      const child = await t.request('/v1/organizations', { method: 'POST', key: doomed.admin, json: { name: 'Child', slug: `child-${doomed.tenant.organizationSlug}` } });
      expect(child.status).toBe(201);
      const childId = (await body(child)).data.id as string;

      const before = await organizationRows(doomed.tenant.organizationId);
      for (const table of PURGE_TABLES.filter((name) => name !== 'link_rechecks' && name !== 'rate_limit_counters')) {
        expect(before[table], `${table}: the test organization has rows`).toBeGreaterThan(0);
      }
      const bystanderBefore = await organizationRows(bystander.tenant.organizationId);
      const keptBefore = await organizationRows(kept.tenant.organizationId);

      const deletedAt = '2040-01-01T00:00:00.000Z';
      await purgeEarlierDeletions(deletedAt);
      t.clock.set(deletedAt);
      expect((await deleteAccount(doomed.admin, { confirm: doomed.tenant.organizationSlug })).status).toBe(202);
      const purgeAfter = Date.parse(deletedAt) + 30 * DAY_MS;

      // Not yet due: nothing goes.
      t.clock.set(new Date(purgeAfter - 1));
      expect(await purgeDeletedAccounts(t.db, { now: t.clock.now(), batchSize: 2 })).toEqual({ organizations: 0, rows: 0 });
      expect(await organizationRows(doomed.tenant.organizationId)).toEqual({ ...before, audit_logs: before.audit_logs + 1 });

      t.clock.set(new Date(purgeAfter));
      const totalsBefore = await tableTotals();
      const doomedRows = await organizationRows(doomed.tenant.organizationId);
      // Batches of 2 rows: every table takes several statements.
      const report = await purgeDeletedAccounts(t.db, { now: t.clock.now(), batchSize: 2 });
      const expectedRows = Object.values(doomedRows).reduce((sum, n) => sum + n, 0);
      expect(report).toEqual({ organizations: 1, rows: expectedRows });

      expect(Object.values(await organizationRows(doomed.tenant.organizationId)).every((n) => n === 0)).toBe(true);
      expect(await organizationRow(doomed.tenant.organizationId)).toBeUndefined();
      for (const table of ['scan_days', 'scan_rollups', 'passport_versions']) {
        const column = table === 'passport_versions' ? 'passport_id' : 'code_id';
        expect(await t.db.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [doomed.passportId]), table).toEqual([]);
      }
      const totalsAfter = await tableTotals();
      for (const table of PURGE_TABLES) expect(totalsAfter[table], table).toBe(totalsBefore[table] - doomedRows[table]);
      expect(await organizationRows(bystander.tenant.organizationId)).toEqual(bystanderBefore);
      expect(await organizationRows(kept.tenant.organizationId)).toEqual(keptBefore);
      expect((await organizationRow(kept.tenant.organizationId))!.purge_after).toBeNull();
      const [childRow] = await t.db.query<{ deleted_at: string | null; created_by_organization_id: string | null }>(
        'SELECT deleted_at, created_by_organization_id FROM organizations WHERE id = $1',
        [childId],
      );
      expect(childRow).toEqual({ deleted_at: null, created_by_organization_id: null });
      expect(await status(`/${bystander.shortCode}`, 'GET', '')).toBe(302);

      // A second pass finds nothing left to do.
      expect(await purgeDeletedAccounts(t.db, { now: t.clock.now() })).toEqual({ organizations: 0, rows: 0 });
    },
    60_000,
  );

  it('stops between batches when aborted and finishes on the next pass', async () => {
    const doomed = await busyOrganization();
    const deletedAt = '2045-01-01T00:00:00.000Z';
    await purgeEarlierDeletions(deletedAt);
    t.clock.set(deletedAt);
    expect((await deleteAccount(doomed.admin, { confirm: doomed.tenant.organizationSlug })).status).toBe(202);
    const due = new Date(Date.parse(deletedAt) + 31 * DAY_MS);
    const controller = new AbortController();
    controller.abort();
    expect(await purgeDeletedAccounts(t.db, { now: due, signal: controller.signal })).toEqual({ organizations: 0, rows: 0 });
    expect(await organizationRow(doomed.tenant.organizationId)).toBeDefined();
    expect((await purgeDeletedAccounts(t.db, { now: due })).organizations).toBe(1);
    expect(await organizationRow(doomed.tenant.organizationId)).toBeUndefined();
  }, 60_000);
});

describe('startAccountPurgeJob', () => {
  it('purges the due organizations periodically, logs what went, and stops', async () => {
    const doomed = await busyOrganization();
    const deletedAt = '2050-01-01T00:00:00.000Z';
    await purgeDeletedAccounts(t.db, { now: new Date(Date.parse(deletedAt) + 30 * DAY_MS) });
    t.clock.set(deletedAt);
    expect((await deleteAccount(doomed.admin, { confirm: doomed.tenant.organizationSlug })).status).toBe(202);
    const logs: { message: string; fields?: Record<string, unknown> }[] = [];
    const logger = { info: (message: string, fields?: Record<string, unknown>) => void logs.push({ message, fields }), error: silentLogger.error };
    const due = new Date(Date.parse(deletedAt) + 30 * DAY_MS);
    const job = startAccountPurgeJob({ db: t.db, clock: { now: () => due }, logger }, { intervalMs: 20, firstRunMs: 0 });
    try {
      for (let i = 0; i < 300 && logs.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      await job.stop();
    }
    expect(logs[0]).toEqual({ message: 'account purge pass', fields: { organizations: 1, rows: expect.any(Number) } });
    expect(await organizationRow(doomed.tenant.organizationId)).toBeUndefined();
  }, 60_000);
});

describe('ACCOUNT_PURGE_DAYS', () => {
  it('defaults to 30 days and takes whole days from 0', () => {
    expect(loadConfig({}).accountPurgeDays).toBe(30);
    expect(loadConfig({ ACCOUNT_PURGE_DAYS: '0' }).accountPurgeDays).toBe(0);
    expect(loadConfig({ ACCOUNT_PURGE_DAYS: '90' }).accountPurgeDays).toBe(90);
    for (const value of ['-1', '1.5', 'month']) expect(() => loadConfig({ ACCOUNT_PURGE_DAYS: value }), value).toThrow(ConfigError);
  });
});
