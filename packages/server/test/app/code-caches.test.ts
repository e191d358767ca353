import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CodeCaches } from '../../src/codes/code-caches';
import type { ShortLinkRecord } from '../../src/codes/short-links/short-link-record';
import type { CodeImageRow } from '../../src/codes/store/code-images';
import { body, setupTestApp, type TestKey } from '../helpers/test-app';

const t = setupTestApp();

interface Tenancy {
  readonly shortCode: string;
  readonly organizationId: string;
  readonly workspaceId: string;
}

function record({ shortCode, organizationId, workspaceId }: Tenancy): ShortLinkRecord {
  return { id: `qr_${shortCode}`, organizationId, workspaceId, shortCode, type: 'url', isDynamic: true, status: 'live', title: null, url: 'https://example.com/', content: {}, expiresAt: null, isLandingPage: false, links: [], abEnabled: false, abTargetUrlB: null, abWeightA: null, rules: [], passwordHash: null, maxScans: null, activeFromMs: null, defaultLocale: 'en', primaryColor: null, deleted: false };
}

function imageRow({ shortCode, organizationId, workspaceId }: Tenancy): CodeImageRow {
  return { id: `qr_${shortCode}`, organization_id: organizationId, workspace_id: workspaceId, short_code: shortCode, type: 'url', is_dynamic: true, status: 'live', url: 'https://example.com/', content: {}, foreground_color: null, background_color: null, style: {}, logo_file_id: null, logo_sha256: null };
}

function cachesWith(codes: readonly Tenancy[]): CodeCaches {
  const caches = new CodeCaches();
  for (const code of codes) {
    caches.redirects.set(record(code), 0);
    caches.imageCodes.set(imageRow(code), 0);
  }
  return caches;
}

/** Codes with distinct short codes spread over a few organizations and workspaces. */
const codesArbitrary = fc.uniqueArray(
  fc.record({ shortCode: fc.string({ minLength: 1, maxLength: 8 }), organizationId: fc.constantFrom('org_a', 'org_b', 'org_c'), workspaceId: fc.constantFrom('ws_1', 'ws_2', 'ws_3', 'ws_4') }),
  { selector: (code) => code.shortCode, maxLength: 40 },
);

describe('CodeCaches', () => {
  it('forgetCode drops the code from the redirect and image-code caches, and nothing else', () => {
    const caches = cachesWith([
      { shortCode: 'a', organizationId: 'org_1', workspaceId: 'ws_1' },
      { shortCode: 'b', organizationId: 'org_1', workspaceId: 'ws_1' },
    ]);
    caches.forgetCode('a');
    expect(caches.redirects.get('a', 0)).toBeUndefined();
    expect(caches.imageCodes.get('a', 0)).toBeUndefined();
    expect(caches.redirects.get('b', 0)).toBeDefined();
    expect(caches.imageCodes.get('b', 0)).toBeDefined();
    // Forgetting a code never cached is a no-op.
    caches.forgetCode('never');
  });

  it('two contexts have their own caches', () => {
    const a = cachesWith([{ shortCode: 'x', organizationId: 'org_1', workspaceId: 'ws_1' }]);
    const b = new CodeCaches();
    expect(b.redirects.get('x', 0)).toBeUndefined();
    expect(a.redirects.get('x', 0)).toBeDefined();
  });

  const scopes = [
    { method: 'forgetWorkspace', ids: ['ws_1', 'ws_2', 'ws_3', 'ws_4'], of: (code: Tenancy) => code.workspaceId },
    { method: 'forgetOrganization', ids: ['org_a', 'org_b', 'org_c'], of: (code: Tenancy) => code.organizationId },
  ] as const;
  for (const { method, ids, of } of scopes) {
    it(`${method} drops exactly the codes it names, from both caches`, () => {
      fc.assert(
        fc.property(codesArbitrary, fc.constantFrom(...ids), (codes, id) => {
          const caches = cachesWith(codes);
          caches[method](id);
          for (const code of codes) {
            const kept = of(code) !== id;
            expect(caches.redirects.get(code.shortCode, 0) !== undefined).toBe(kept);
            expect(caches.imageCodes.get(code.shortCode, 0) !== undefined).toBe(kept);
          }
        }),
      );
    });
  }
});

/**
 * Contract: after DELETE /organizations/{id} (or the archive of a workspace) its codes are "no
 * longer accessible". A dynamic code's short link and image lookups are cached for up to 60 s;
 * the delete must drop them in this process at once, not when the entries expire.
 */
describe('deleting a tenant forgets its cached codes at once', () => {
  /** A live dynamic code, its short link and PNG requested once, so both caches hold it. */
  async function warmDynamicCode(key: TestKey): Promise<string> {
    const res = await t.request('/v1/codes', { method: 'POST', key, json: { type: 'url', url: 'https://example.com/tenant-cache', is_dynamic: true } });
    expect(res.status).toBe(201);
    const shortCode: string = (await body(res)).data.short_code;
    expect((await t.request(`/${shortCode}`)).status).toBe(302);
    expect((await t.request(`/v1/codes/${shortCode}/qr.png`)).status).toBe(200);
    expect(t.ctx.caches.redirects.get(shortCode, t.clock.now().getTime())).toBeDefined();
    expect(t.ctx.caches.imageCodes.get(shortCode, t.clock.now().getTime())).toBeDefined();
    return shortCode;
  }

  it('DELETE /v1/organizations/:id: the short link is 404 and the image 404 right after, the other organization still served', async () => {
    const tenant = await t.createTenant();
    const bystander = await t.createTenant();
    const shortCode = await warmDynamicCode(await t.createKey(tenant, 'contributor'));
    const kept = await warmDynamicCode(await t.createKey(bystander, 'contributor'));

    expect((await t.request(`/v1/organizations/${tenant.organizationId}`, { method: 'DELETE', key: await t.createKey(tenant, 'org_admin') })).status).toBe(204);

    expect((await t.request(`/${shortCode}`)).status).toBe(404);
    expect((await t.request(`/${shortCode}`, { method: 'HEAD' })).status).toBe(404);
    expect((await t.request(`/v1/codes/${shortCode}/qr.png`)).status).toBe(404);
    expect((await t.request(`/${kept}`)).status).toBe(302);
    expect(t.ctx.caches.redirects.get(kept, t.clock.now().getTime())).toBeDefined();
  });

  it('DELETE /v1/workspaces/:id: the archived workspace\'s short link is 404 and its image 404 right after, the sibling workspace still served', async () => {
    const tenant = await t.createTenant({ plan: 'pro' });
    const archived = { ...tenant, workspaceId: await t.createWorkspace(tenant) };
    const shortCode = await warmDynamicCode(await t.createKey(archived, 'contributor'));
    const kept = await warmDynamicCode(await t.createKey(tenant, 'contributor'));

    expect((await t.request(`/v1/workspaces/${archived.workspaceId}`, { method: 'DELETE', key: await t.createKey(tenant, 'org_admin') })).status).toBe(204);

    expect((await t.request(`/${shortCode}`)).status).toBe(404);
    expect((await t.request(`/v1/codes/${shortCode}/qr.png`)).status).toBe(404);
    expect((await t.request(`/${kept}`)).status).toBe(302);
    expect((await t.request(`/v1/codes/${kept}/qr.png`)).status).toBe(200);
  });
});
