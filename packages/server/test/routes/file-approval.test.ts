import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { body, setupTestApp, type Tenant, type TestKey } from '../helpers/test-app';

// With approval_required, a contributor's file change that a scan would see (a public file on
// the landing page of a code out of draft) is refused, since files have no revisions to hold
// it; what no scan sees (private files, files of drafts) and the code's images apply at once.
const t = setupTestApp();

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

interface Workspace {
  readonly tenant: Tenant;
  readonly admin: TestKey;
  readonly contributor: TestKey;
}

async function workspace(approvalRequired: boolean): Promise<Workspace> {
  const tenant = await t.createTenant();
  const admin = await t.createKey(tenant, 'ws_admin');
  const contributor = await t.createKey(tenant, 'contributor');
  const res = await t.request(`/v1/workspaces/${tenant.workspaceId}`, { method: 'PATCH', key: admin, json: { approval_required: approvalRequired } });
  expect(res.status).toBe(200);
  return { tenant, admin, contributor };
}

async function landingCode(key: TestKey): Promise<{ id: string; short_code: string; status: string }> {
  const res = await t.request('/v1/codes', { method: 'POST', key, json: { url: 'https://example.com/menu', is_landing_page: true, links: [{ label: 'Shop', url: 'https://example.com/shop' }] } });
  expect(res.status).toBe(201);
  return (await body(res)).data;
}

function upload(key: TestKey, fields: Record<string, string>, filename = 'menu.pdf') {
  const form = new FormData();
  form.set('file', new Blob([PDF]), filename);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return t.request('/v1/files', { method: 'POST', key, body: form });
}

function patchFile(key: TestKey, id: string, json: Record<string, unknown>) {
  return t.request(`/v1/files/${id}`, { method: 'PATCH', key, json });
}

/** The landing page a scan gets. */
async function landingPage(shortCode: string): Promise<string> {
  const res = await t.request(`/${shortCode}`);
  expect(res.status).toBe(200);
  return res.text();
}

async function filesOf(key: TestKey, codeId: string): Promise<{ filename: string; visibility: string }[]> {
  return (await body(await t.request(`/v1/files?code_id=${codeId}`, { key }))).data;
}

async function expectRefused(res: Response): Promise<void> {
  expect(res.status).toBe(403);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  expect((await body(res)).detail).toContain('requires approval');
}

describe("a contributor's files in a workspace that requires approval", () => {
  it('may not put a public file on a live code: 403, nothing stored, the landing page unchanged', async () => {
    const ws = await workspace(true);
    const code = await landingCode(ws.admin);
    expect(code.status).toBe('live');
    await expectRefused(await upload(ws.contributor, { code_id: code.id, visibility: 'public' }, 'price-list.pdf'));
    expect(await filesOf(ws.admin, code.id)).toEqual([]);
    expect(await landingPage(code.short_code)).not.toContain('price-list.pdf');
  });

  it('attaches a private file, which no scan sees; publishing, renaming or detaching it once public is for an admin', async () => {
    const ws = await workspace(true);
    const code = await landingCode(ws.admin);
    const res = await upload(ws.contributor, { code_id: code.id }, 'draft-menu.pdf');
    expect(res.status).toBe(201);
    const file = (await body(res)).data;
    expect(file.visibility).toBe('private');
    // Private: its name may change at will, and the landing page does not list it.
    expect((await patchFile(ws.contributor, file.id, { filename: 'menu-v2.pdf' })).status).toBe(200);
    expect(await landingPage(code.short_code)).not.toContain('menu-v2.pdf');

    await expectRefused(await patchFile(ws.contributor, file.id, { visibility: 'public' }));
    expect(await landingPage(code.short_code)).not.toContain('menu-v2.pdf');
    expect((await patchFile(ws.admin, file.id, { visibility: 'public' })).status).toBe(200);
    expect(await landingPage(code.short_code)).toContain('menu-v2.pdf');

    await expectRefused(await patchFile(ws.contributor, file.id, { filename: 'cheaper.pdf' }));
    await expectRefused(await patchFile(ws.contributor, file.id, { code_id: null }));
    await expectRefused(await patchFile(ws.contributor, file.id, { visibility: 'private' }));
    const page = await landingPage(code.short_code);
    expect(page).toContain('menu-v2.pdf');
    expect(page).not.toContain('cheaper.pdf');
  });

  it('may not move a public file onto a live code from a draft; a public file on a draft goes live with its approval', async () => {
    const ws = await workspace(true);
    const draft = await landingCode(ws.contributor);
    expect(draft.status).toBe('draft');
    const res = await upload(ws.contributor, { code_id: draft.id, visibility: 'public' }, 'spring.pdf');
    expect(res.status).toBe(201);
    const file = (await body(res)).data;

    const live = await landingCode(ws.admin);
    await expectRefused(await patchFile(ws.contributor, file.id, { code_id: live.id }));
    expect(await landingPage(live.short_code)).not.toContain('spring.pdf');

    const [revision] = (await body(await t.request(`/v1/codes/${draft.id}/revisions`, { key: ws.admin }))).data;
    expect((await t.request(`/v1/codes/${draft.id}/revisions/${revision.id}/approve`, { method: 'POST', key: ws.admin, json: {} })).status).toBe(200);
    expect(await landingPage(draft.short_code)).toContain('spring.pdf');
  });

  it("changes a live code's logo at once, like its colors: images are proofs, not a scan's destination", async () => {
    const ws = await workspace(true);
    const code = await landingCode(ws.admin);
    const logo = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } }).png().toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(logo)]), 'logo.png');
    const res = await t.request(`/v1/codes/${code.id}/logo`, { method: 'POST', key: ws.contributor, body: form });
    expect(res.status).toBe(201);
    expect((await body(res)).data.logo_file_id).toMatch(/^file_/);
    expect(await body(await t.request(`/v1/codes/${code.id}/revisions?status=pending`, { key: ws.admin }))).toMatchObject({ data: [] });
  });
});

describe('files without the approval setting', () => {
  it("apply a contributor's public file on a live code directly", async () => {
    const ws = await workspace(false);
    const code = await landingCode(ws.contributor);
    expect(code.status).toBe('live');
    expect((await upload(ws.contributor, { code_id: code.id, visibility: 'public' }, 'hours.pdf')).status).toBe(201);
    expect(await landingPage(code.short_code)).toContain('hours.pdf');
  });
});
