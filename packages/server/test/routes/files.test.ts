import { describe, expect, it } from 'vitest';
import { ALL_OPERATIONS } from '../../src/openapi/all-operations';
import { insertCodeRow } from '../helpers/insert-code-row';
import { body, setupTestApp, type Tenant, type TestKey } from '../helpers/test-app';

const t = setupTestApp();

const fileEnvelope = ALL_OPERATIONS.find((op) => op.operationId === 'uploadFile')!.responses[201]!.schema!;
const listEnvelope = ALL_OPERATIONS.find((op) => op.operationId === 'listFiles')!.responses[200]!.schema!;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
const WEBP = new Uint8Array([...new TextEncoder().encode('RIFF'), 20, 0, 0, 0, ...new TextEncoder().encode('WEBPVP8 '), 0, 0]);
const TEXT = new TextEncoder().encode('Opening hours: Mo–Fr 9–18 Uhr\n');

interface UploadOptions {
  readonly filename?: string;
  readonly fields?: Record<string, string>;
  readonly type?: string;
}

function upload(key: TestKey, bytes: Uint8Array | string, { filename = 'menu.pdf', fields = {}, type = 'application/octet-stream' }: UploadOptions = {}) {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type }), filename);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return t.request('/v1/files', { method: 'POST', key, body: form });
}

async function setup(role: TestKey['role'] = 'contributor') {
  const tenant: Tenant = await t.createTenant();
  const key = await t.createKey(tenant, role);
  return { tenant, key };
}

/** The path of a public URL (the app is called in process, without the PUBLIC_URL host). */
function pathOf(url: string): string {
  expect(url.startsWith(`${t.config.publicUrl}/files/`)).toBe(true);
  return url.slice(t.config.publicUrl.length);
}

describe('POST /v1/files', () => {
  it.each([
    ['PDF', PDF, 'application/pdf', 'inline'],
    ['PNG', PNG, 'image/png', 'inline'],
    ['JPEG', JPEG, 'image/jpeg', 'inline'],
    ['GIF', GIF, 'image/gif', 'inline'],
    ['WebP', WEBP, 'image/webp', 'inline'],
    ['text', TEXT, 'text/plain; charset=utf-8', 'attachment'],
  ] as const)('accepts %s by its bytes, whatever the client says; stores and serves it back', async (_name, bytes, contentType, disposition) => {
    const { key } = await setup();
    const res = await upload(key, bytes, { filename: 'upload.bin', type: 'text/html' });
    expect(res.status).toBe(201);
    const doc = await body(res);
    expect(fileEnvelope.safeParse(doc).success).toBe(true);
    expect(doc.data).toMatchObject({ filename: 'upload.bin', content_type: contentType, byte_size: bytes.byteLength, visibility: 'private', public_url: null, code_id: null });
    expect(doc.data.content_url).toBe(`${t.config.publicUrl}/v1/files/${doc.data.id}/content`);

    const content = await t.request(`/v1/files/${doc.data.id}/content`, { key });
    expect(content.status).toBe(200);
    expect(content.headers.get('content-type')).toBe(contentType);
    expect(content.headers.get('x-content-type-options')).toBe('nosniff');
    expect(content.headers.get('content-disposition')).toMatch(new RegExp(`^${disposition}; filename="upload.bin"`));
    expect(new Uint8Array(await content.arrayBuffer())).toEqual(bytes);
  });

  it('refuses ZIP containers, empty files, binary junk and non-UTF-8 text by their bytes (422), whatever the name says', async () => {
    const { key } = await setup();
    const cases: [string, Uint8Array][] = [
      ['doc.pdf', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])],
      ['empty.txt', new Uint8Array()],
      ['junk.png', new Uint8Array([0x00, 0x01, 0x02, 0xfe])],
      ['latin1.txt', new Uint8Array([0x47, 0x72, 0xfc, 0xdf, 0x65])],
    ];
    for (const [filename, bytes] of cases) {
      const res = await upload(key, bytes, { filename, type: 'application/pdf' });
      expect(res.status, filename).toBe(422);
      expect((await body(res)).errors, filename).toEqual([expect.objectContaining({ field: 'file' })]);
    }
  });

  it('markup uploaded as text is stored as text/plain and served as a download, never as HTML', async () => {
    const { key } = await setup();
    const doc = await body(await upload(key, '<!doctype html><script>alert(1)</script>', { filename: 'x.html', fields: { visibility: 'public' } }));
    expect(doc.data.content_type).toBe('text/plain; charset=utf-8');
    const res = await t.request(pathOf(doc.data.public_url));
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('10 MB is the limit: exactly 10 MB is accepted, one byte more is 413', { timeout: 60_000 }, async () => {
    const { key } = await setup();
    const limit = 10 * 1024 * 1024;
    const atLimit = new Uint8Array(limit);
    atLimit.set(PDF);
    expect((await upload(key, atLimit)).status).toBe(201);
    const over = new Uint8Array(limit + 1);
    over.set(PDF);
    const res = await upload(key, over);
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
  });

  it('415 without multipart, 400 without the file part, 422 for bad fields', async () => {
    const { key } = await setup();
    expect((await t.request('/v1/files', { method: 'POST', key, json: { file: 'x' } })).status).toBe(415);
    const form = new FormData();
    form.set('visibility', 'public');
    expect((await t.request('/v1/files', { method: 'POST', key, body: form })).status).toBe(400);
    const bad = await upload(key, PDF, { fields: { visibility: 'everyone' } });
    expect(bad.status).toBe(422);
    expect((await body(bad)).errors).toEqual([expect.objectContaining({ field: 'visibility' })]);
  });

  it('cleans the file name: path parts and control characters go, the filename field overrides, a blank name gets one', async () => {
    const { key } = await setup();
    expect((await body(await upload(key, PDF, { filename: 'C:\\Users\\ann\\Speise\u0007karte.pdf' }))).data.filename).toBe('Speisekarte.pdf');
    expect((await body(await upload(key, PDF, { fields: { filename: 'Menü 2025.pdf' } }))).data.filename).toBe('Menü 2025.pdf');
    expect((await body(await upload(key, PNG, { filename: '../' }))).data.filename).toBe('file.png');
  });

  it('writes an audit entry files.create', async () => {
    const { tenant, key } = await setup();
    const doc = await body(await upload(key, PDF));
    const admin = await t.createKey(tenant, 'org_admin');
    const entries = (await body(await t.request(`/v1/audit-logs?resource_id=${doc.data.id}`, { key: admin }))).data;
    expect(entries).toEqual([expect.objectContaining({ action: 'files.create', resource_type: 'files', changes: expect.objectContaining({ content_type: [null, 'application/pdf'], visibility: [null, 'private'] }) })]);
  });
});

describe('visibility and the public URL', () => {
  it('a public file is served without a key: type, disposition, nosniff, strong ETag, Cache-Control, 304', async () => {
    const { key } = await setup();
    const doc = await body(await upload(key, PDF, { filename: 'Menü "Sommer".pdf', fields: { visibility: 'public' } }));
    expect(doc.data.public_url).toBe(`${t.config.publicUrl}/files/${doc.data.id}/Menu-Sommer-.pdf`);
    const res = await t.request(pathOf(doc.data.public_url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="Menu_ _Sommer_.pdf"; filename*=UTF-8''Men%C3%BC%20%22Sommer%22.pdf`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const etag = res.headers.get('etag');
    expect(etag).toBe(`"${doc.data.sha256}"`);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
    const cached = await t.request(pathOf(doc.data.public_url), { headers: { 'if-none-match': etag! } });
    expect(cached.status).toBe(304);
    expect(cached.headers.get('etag')).toBe(etag);
    const head = await t.request(pathOf(doc.data.public_url), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(PDF.byteLength));
  });

  it("a private file's public address is 404; switching to public serves it, back to private 404 again", async () => {
    const { key } = await setup();
    const made = (await body(await upload(key, PDF))).data;
    expect(made.public_url).toBeNull();
    const address = `/files/${made.id}/menu.pdf`;
    expect((await t.request(address)).status).toBe(404);
    expect((await t.request(address, { headers: { accept: 'text/html' } })).status).toBe(404);

    const pub = await body(await t.request(`/v1/files/${made.id}`, { method: 'PATCH', key, json: { visibility: 'public' } }));
    expect(pub.data.public_url).toBe(`${t.config.publicUrl}${address}`);
    expect((await t.request(address)).status).toBe(200);

    const priv = await body(await t.request(`/v1/files/${made.id}`, { method: 'PATCH', key, json: { visibility: 'private' } }));
    expect(priv.data.public_url).toBeNull();
    expect((await t.request(address)).status).toBe(404);
    // Still downloadable with a key.
    expect((await t.request(`/v1/files/${made.id}/content`, { key })).status).toBe(200);
  });

  it("a deleted file's public URL is 404, and so is its metadata, content and a second DELETE", async () => {
    const { tenant, key } = await setup();
    const admin = await t.createKey(tenant, 'ws_admin');
    const made = (await body(await upload(key, PDF, { fields: { visibility: 'public' } }))).data;
    expect((await t.request(pathOf(made.public_url))).status).toBe(200);
    expect((await t.request(`/v1/files/${made.id}`, { method: 'DELETE', key: admin })).status).toBe(204);
    expect((await t.request(pathOf(made.public_url))).status).toBe(404);
    expect((await t.request(`/v1/files/${made.id}`, { key })).status).toBe(404);
    expect((await t.request(`/v1/files/${made.id}/content`, { key })).status).toBe(404);
    expect((await t.request(`/v1/files/${made.id}`, { method: 'DELETE', key: admin })).status).toBe(404);
    const entries = (await body(await t.request(`/v1/audit-logs?resource_id=${made.id}&action=files.delete`, { key: await t.createKey(tenant, 'org_admin') }))).data;
    expect(entries).toHaveLength(1);
  });

  it("a public file of an archived workspace or deleted organization is 404 at its public URL", async () => {
    const archived = await setup();
    const a = (await body(await upload(archived.key, PDF, { fields: { visibility: 'public' } }))).data;
    const deleted = await setup();
    const d = (await body(await upload(deleted.key, PDF, { fields: { visibility: 'public' } }))).data;
    expect((await t.request(pathOf(a.public_url))).status).toBe(200);
    await t.db.query(`UPDATE workspaces SET archived_at = now() WHERE id = $1`, [archived.tenant.workspaceId]);
    await t.db.query(`UPDATE organizations SET deleted_at = now() WHERE id = $1`, [deleted.tenant.organizationId]);
    expect((await t.request(pathOf(a.public_url))).status).toBe(404);
    expect((await t.request(pathOf(d.public_url))).status).toBe(404);
  });

  it('logos are not files of this API: their id is 404 on /files and on a public address', async () => {
    const { tenant, key } = await setup();
    const code = await insertCodeRow(t.db, tenant);
    await t.db.query(
      `INSERT INTO files (id, organization_id, workspace_id, code_id, purpose, content_type, byte_size, sha256, visibility, bytes) VALUES ('file_logo_x', $1, $2, $3, 'logo', 'image/png', 3, 'abc', 'public', '\\x010203')`,
      [tenant.organizationId, tenant.workspaceId, code.id],
    );
    expect((await t.request('/v1/files/file_logo_x', { key })).status).toBe(404);
    expect((await t.request('/files/file_logo_x/logo.png')).status).toBe(404);
    const list = await body(await t.request('/v1/files', { key }));
    expect(list.data.map((f: { id: string }) => f.id)).not.toContain('file_logo_x');
  });

  it('files of another workspace are 404 with this key', async () => {
    const { key } = await setup();
    const other = await setup();
    const made = (await body(await upload(other.key, PDF))).data;
    expect((await t.request(`/v1/files/${made.id}`, { key })).status).toBe(404);
    expect((await t.request(`/v1/files/${made.id}/content`, { key })).status).toBe(404);
    expect((await t.request(`/v1/files/${made.id}`, { method: 'PATCH', key, json: { visibility: 'public' } })).status).toBe(404);
  });
});

describe('GET /v1/files', () => {
  it('pages by cursor, newest first, every file once; code_id and visibility narrow', async () => {
    const { tenant, key } = await setup();
    const code = await insertCodeRow(t.db, tenant);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      t.clock.set(new Date(Date.UTC(2025, 1, 1, 0, 0, i < 3 ? 0 : i)));
      const fields: Record<string, string> = i % 2 === 0 ? { code_id: code.id, visibility: 'public' } : {};
      ids.push((await body(await upload(key, PNG, { filename: `f${i}.png`, fields }))).data.id);
    }
    t.clock.set(null);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const doc = await body(await t.request(`/v1/files?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { key }));
      expect(listEnvelope.safeParse(doc).success).toBe(true);
      expect(doc.meta.pagination.total_count).toBe(5);
      seen.push(...doc.data.map((f: { id: string }) => f.id));
      cursor = doc.meta.pagination.next_cursor;
    } while (cursor);
    expect(seen.slice(0, 2)).toEqual([ids[4], ids[3]]);
    expect([...seen].sort()).toEqual([...ids].sort());
    const attached = await body(await t.request(`/v1/files?code_id=${code.id}`, { key }));
    expect(attached.data.map((f: { id: string }) => f.id).sort()).toEqual([ids[0], ids[2], ids[4]].sort());
    const priv = await body(await t.request('/v1/files?visibility=private', { key }));
    expect(priv.data.map((f: { id: string }) => f.id).sort()).toEqual([ids[1], ids[3]].sort());
    expect((await t.request('/v1/files?cursor=zzz', { key })).status).toBe(400);
  });
});

describe('PATCH /v1/files/:id', () => {
  it('attaches to a code and detaches; 422 for a deleted, unknown or foreign code; audits', async () => {
    const { tenant, key } = await setup();
    const code = await insertCodeRow(t.db, tenant);
    const made = (await body(await upload(key, PDF))).data;
    const attached = await body(await t.request(`/v1/files/${made.id}`, { method: 'PATCH', key, json: { code_id: code.id, filename: 'Karte.pdf' } }));
    expect(attached.data).toMatchObject({ code_id: code.id, filename: 'Karte.pdf' });
    const detached = await body(await t.request(`/v1/files/${made.id}`, { method: 'PATCH', key, json: { code_id: null } }));
    expect(detached.data.code_id).toBeNull();

    const deleted = await insertCodeRow(t.db, tenant, { deleted_at: '2024-01-01T00:00:00.000Z', status: 'archived' });
    const foreign = await insertCodeRow(t.db, await t.createTenant());
    for (const codeId of [deleted.id, 'qr_unknown', foreign.id]) {
      const res = await t.request(`/v1/files/${made.id}`, { method: 'PATCH', key, json: { code_id: codeId } });
      expect(res.status).toBe(422);
      expect((await body(res)).errors).toEqual([expect.objectContaining({ field: 'code_id' })]);
      expect((await upload(key, PDF, { fields: { code_id: codeId } })).status).toBe(422);
    }
    expect((await t.request(`/v1/files/${made.id}`, { method: 'PATCH', key, json: { visibility: 'hidden' } })).status).toBe(422);

    const entries = (await body(await t.request(`/v1/audit-logs?resource_id=${made.id}&action=files.update`, { key: await t.createKey(tenant, 'org_admin') }))).data;
    expect(entries.map((e: { changes: unknown }) => e.changes)).toEqual(
      expect.arrayContaining([{ code_id: [code.id, null] }, { code_id: [null, code.id], filename: ['menu.pdf', 'Karte.pdf'] }]),
    );
  });
});

describe('roles', () => {
  const MATRIX = {
    viewer: { upload: 403, read: 200, patch: 403, delete: 403 },
    contributor: { upload: 201, read: 200, patch: 200, delete: 403 },
    ws_admin: { upload: 201, read: 200, patch: 200, delete: 204 },
    org_admin: { upload: 201, read: 200, patch: 200, delete: 204 },
    public: { upload: 403, read: 403, patch: 403, delete: 403 },
  } as const;
  for (const [name, expected] of Object.entries(MATRIX)) {
    it(`${name}: upload ${expected.upload}, read ${expected.read}, patch ${expected.patch}, delete ${expected.delete}`, async () => {
      const { tenant, key: writer } = await setup();
      const existing = (await body(await upload(writer, PDF))).data;
      const key = name === 'public' ? await t.createKey(tenant, 'org_admin', { kind: 'public' }) : await t.createKey(tenant, name as TestKey['role']);
      expect((await upload(key, PDF)).status).toBe(expected.upload);
      expect((await t.request('/v1/files', { key })).status).toBe(expected.read);
      expect((await t.request(`/v1/files/${existing.id}`, { key })).status).toBe(expected.read);
      expect((await t.request(`/v1/files/${existing.id}/content`, { key })).status).toBe(expected.read);
      expect((await t.request(`/v1/files/${existing.id}`, { method: 'PATCH', key, json: { visibility: 'public' } })).status).toBe(expected.patch);
      expect((await t.request(`/v1/files/${existing.id}`, { method: 'DELETE', key })).status).toBe(expected.delete);
    });
  }
});

describe('the landing page lists the code’s public files', () => {
  it('shows public attached files as links to their public URLs with escaped names; private, detached and deleted ones are not shown', async () => {
    const { tenant, key } = await setup();
    const admin = await t.createKey(tenant, 'ws_admin');
    const code = await insertCodeRow(t.db, tenant, { is_landing_page: true, title: 'Café', links: [{ label: 'Website', url: 'https://example.com/' }] });
    const shortPath = `/${code.shortCode}`;
    const pub = (await body(await upload(key, PDF, { filename: 'Menü <b>&amp; "x".pdf', fields: { visibility: 'public', code_id: code.id } }))).data;
    const priv = (await body(await upload(key, PNG, { filename: 'secret-plan.png', fields: { code_id: code.id } }))).data;
    const other = (await body(await upload(key, TEXT, { filename: 'unattached.txt', fields: { visibility: 'public' } }))).data;

    let html = await (await t.request(shortPath, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('href="https://example.com/"');
    expect(html).toContain(`href="${pub.public_url}"`);
    expect(html).toContain('Menü &lt;b&gt;&amp;amp; &quot;x&quot;.pdf');
    expect(html).not.toContain('<b>');
    expect(html).toContain('(PDF,');
    expect(html).not.toContain('secret-plan');
    expect(html).not.toContain(priv.id);
    expect(html).not.toContain('unattached');

    // Attached later by PATCH, then made public: listed on the next view (no cache in between).
    await t.request(`/v1/files/${other.id}`, { method: 'PATCH', key, json: { code_id: code.id } });
    await t.request(`/v1/files/${priv.id}`, { method: 'PATCH', key, json: { visibility: 'public' } });
    html = await (await t.request(shortPath)).text();
    expect(html).toContain('unattached.txt');
    expect(html).toContain('secret-plan.png');

    // Private again, and deleted: gone at once.
    await t.request(`/v1/files/${priv.id}`, { method: 'PATCH', key, json: { visibility: 'private' } });
    await t.request(`/v1/files/${other.id}`, { method: 'DELETE', key: admin });
    html = await (await t.request(shortPath)).text();
    expect(html).not.toContain('secret-plan');
    expect(html).not.toContain('unattached');
    expect(html).toContain(pub.public_url);

    // The public URL on the page serves the file.
    const served = await t.request(pathOf(pub.public_url));
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF);
  });

  it('a landing page with files and no links shows the files', async () => {
    const { tenant, key } = await setup();
    const code = await insertCodeRow(t.db, tenant, { is_landing_page: true, links: [] });
    await upload(key, PDF, { filename: 'only.pdf', fields: { visibility: 'public', code_id: code.id } });
    const html = await (await t.request(`/${code.shortCode}`, { headers: { 'accept-language': 'en' } })).text();
    expect(html).toContain('only.pdf');
    expect(html).not.toContain('There are no links here yet');
  });
});
