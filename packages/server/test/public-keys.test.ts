import { ROLES } from '@quietzone/core';
import { describe, expect, it } from 'vitest';
import { runExportPass } from '../src/exports/run-export-pass';
import { ALL_OPERATIONS } from '../src/openapi/all-operations';
import { insertCodeRow } from './helpers/insert-code-row';
import { testGtin } from './helpers/insert-passport-row';
import { insertWebhookRow } from './helpers/insert-webhook-row';
import { body, setupTestApp, type Tenant, type TestKey } from './helpers/test-app';

const t = setupTestApp();

/**
 * What a public key may call (core roles.ts, `read_codes`): codes and their scan figures, and
 * published passports with theirs (dpp.md: public keys read published passports only).
 */
const PUBLIC_KEY_OPERATIONS = new Set([
  'GET /codes',
  'GET /codes/{id}',
  'GET /codes.csv',
  'GET /codes.xlsx',
  'GET /codes/{id}/stats',
  'GET /codes/{id}/scans',
  'GET /codes/{id}/scans.csv',
  'GET /codes/{id}/scans.xlsx',
  'GET /dpp',
  'GET /dpp/{id}',
  'GET /dpp/{id}/eu-compliance',
  'GET /dpp/{id}/stats',
  'GET /dpp/import/templates/{category}',
  'GET /workspace/stats/dpp',
  'GET /gs1/identifiers',
]);

interface Fixture {
  readonly tenant: Tenant;
  readonly admin: TestKey;
  /** Keyed by the first path segment, the resource whose `{id}` it fills. */
  readonly ids: Record<string, string>;
  readonly shortCode: string;
  readonly commentId: string;
  readonly secrets: { readonly email: string; readonly webhookUrl: string; readonly fileText: string };
}

/** Each fixture is another organization, and a GTIN has one owner on the instance: a GTIN per fixture. */
let fixtureGtin = 950600013400;

/** A workspace holding one of everything, made with a secret org_admin key. */
async function fixture(): Promise<Fixture> {
  const tenant = await t.createTenant({ plan: 'pro' });
  const admin = await t.createKey(tenant, 'org_admin');
  const code = await insertCodeRow(t.db, tenant, { title: 'Menu' });
  const email = 'private.member@example.com';
  const member = await body(await t.request('/v1/members', { method: 'POST', key: admin, json: { email, role: 'viewer' } }));
  const comment = await body(await t.request(`/v1/codes/${code.id}/comments`, { method: 'POST', key: admin, json: { body: 'internal note' } }));
  const fileText = 'private price list\n';
  const form = new FormData();
  form.set('file', new Blob([fileText]), 'prices.txt');
  const file = await body(await t.request('/v1/files', { method: 'POST', key: admin, body: form }));
  const webhookId = await insertWebhookRow(t.db, tenant);
  const passport = await body(
    await t.request('/v1/dpp', { method: 'POST', key: admin, json: { gtin: testGtin(fixtureGtin++), product_name: 'Cell', manufacturer: { name: 'Volta Cells GmbH' }, status: 'published' } }),
  );
  const exported = await body(await t.request('/v1/exports', { method: 'POST', key: admin, json: { code_ids: [code.id], formats: ['svg'] } }));
  await runExportPass(t.ctx);
  return {
    tenant,
    admin,
    ids: {
      codes: code.id,
      files: file.data.id,
      members: member.data.id,
      webhooks: webhookId,
      workspaces: tenant.workspaceId,
      organizations: tenant.organizationId,
      'api-keys': admin.id,
      dpp: passport.data.id,
      exports: exported.data.id,
    },
    shortCode: code.shortCode,
    commentId: comment.data.id,
    secrets: { email, webhookUrl: 'hooks.example.com', fileText },
  };
}

/** The operation's path with the fixture's ids in place of its parameters. */
function pathFor(path: string, f: Fixture): string {
  const resource = path.split('/')[1]!;
  const filled = path
    .replace('{id}', f.ids[resource] ?? 'unknown')
    .replace('{commentId}', f.commentId)
    .replace('{code}', f.shortCode)
    .replace('{filename}', 'prices.txt')
    .replace('{category}', 'battery');
  return `/v1${filled}`;
}

async function call(method: string, path: string, key: TestKey): Promise<Response> {
  return t.request(path, { method, key, ...(method === 'GET' || method === 'DELETE' ? {} : { json: {} }) });
}

describe('public keys read codes, their images and their scans only', () => {
  const keyed = ALL_OPERATIONS.filter((op) => op.auth === 'api_key');

  it('covers every API-key operation of the document', () => {
    expect(keyed.length).toBeGreaterThan(40);
    for (const allowed of PUBLIC_KEY_OPERATIONS) expect(keyed.map((op) => `${op.method.toUpperCase()} ${op.path}`)).toContain(allowed);
  });

  for (const role of ROLES) {
    it(`a public ${role} key gets 403 everywhere else, and never sees private data`, async () => {
      const f = await fixture();
      const key = await t.createKey(f.tenant, role, { kind: 'public' });
      for (const op of keyed) {
        const name = `${op.method.toUpperCase()} ${op.path}`;
        const res = await call(op.method.toUpperCase(), pathFor(op.path, f), key);
        const text = await res.text();
        expect(res.status, name).toBe(PUBLIC_KEY_OPERATIONS.has(name) ? 200 : 403);
        expect(text, name).not.toContain(f.secrets.email);
        expect(text, name).not.toContain(f.secrets.webhookUrl);
        expect(text, name).not.toContain(f.secrets.fileText);
        if (res.status === 403) expect(res.headers.get('content-type'), name).toContain('application/problem+json');
      }
    });
  }

  it('the same reads answer 200 with a secret key, so the 403s are about the kind of key', async () => {
    const f = await fixture();
    for (const op of keyed.filter((o) => o.method.toUpperCase() === 'GET')) {
      const res = await call('GET', pathFor(op.path, f), f.admin);
      await res.arrayBuffer();
      // The portal needs a payment provider, which tests do not configure (billing.test.ts).
      expect(res.status, `${op.method} ${op.path}`).toBe(op.path === '/billing/portal' ? 501 : 200);
    }
    const content = await t.request(`/v1/files/${f.ids.files}/content`, { key: f.admin });
    expect(await content.text()).toBe(f.secrets.fileText);
  });

  it('a public key reads a code, its stats and its images', async () => {
    const f = await fixture();
    const key = await t.createKey(f.tenant, 'viewer', { kind: 'public' });
    const code = await body(await t.request(`/v1/codes/${f.ids.codes}`, { key }));
    expect(code.data).toMatchObject({ id: f.ids.codes, title: 'Menu' });
    const stats = await body(await t.request(`/v1/codes/${f.ids.codes}/stats`, { key }));
    expect(stats.data.total_scans).toBe(0);
    const image = await t.request(`/v1/codes/${f.shortCode}/qr.svg`, { key });
    expect(image.status).toBe(200);
    expect(await image.text()).toContain('<svg');
  });
});
