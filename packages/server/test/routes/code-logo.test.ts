import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodePng } from '../helpers/decode-png';
import { insertCodeRow, type CodeRowInput } from '../helpers/insert-code-row';
import { workspaceFileBytes } from '../../src/files/store/files';
import { body, setupTestApp, type Tenant, type TestKey } from '../helpers/test-app';

const t = setupTestApp();

async function logoImage(format: 'png' | 'jpeg' | 'webp', size = 64): Promise<Uint8Array> {
  const image = sharp({ create: { width: size, height: size, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

function upload(id: string, key: TestKey, bytes: Uint8Array | string, filename = 'logo.png') {
  const form = new FormData();
  form.set('file', new Blob([bytes]), filename);
  return t.request(`/v1/codes/${id}/logo`, { method: 'POST', key, body: form });
}

async function setup(row: CodeRowInput = {}, role: TestKey['role'] = 'contributor') {
  const tenant: Tenant = await t.createTenant();
  const key = await t.createKey(tenant, role);
  const code = await insertCodeRow(t.db, tenant, row);
  return { tenant, key, code };
}

async function storedLogo(codeId: string) {
  const [row] = await t.db.query<{ logo_file_id: string | null; version: number }>(`SELECT logo_file_id, version FROM codes WHERE id = $1`, [codeId]);
  return row!;
}

describe('POST /v1/codes/:id/logo', () => {
  it('keeps the bytes of the current logo only: 25 replacements and a removal leave no retired bytes outside the quota', async () => {
    const { tenant, key, code } = await setup();
    const storedBytes = async () =>
      (await t.db.query<{ files: number; bytes: number }>(`SELECT count(*)::int AS files, coalesce(sum(octet_length(bytes)), 0)::int AS bytes FROM files WHERE workspace_id = $1`, [tenant.workspaceId]))[0]!;
    for (let replacement = 0; replacement < 25; replacement++) {
      const res = await upload(code.id, key, await logoImage('png', 64 + replacement));
      expect(res.status).toBe(201);
      await res.arrayBuffer();
    }
    const current = (await storedLogo(code.id)).logo_file_id!;
    const [logo] = await t.db.query<{ byte_size: number }>(`SELECT byte_size FROM files WHERE id = $1`, [current]);
    // The quota counts the live logo; what the database holds is that logo and nothing more.
    expect(await workspaceFileBytes(t.db, tenant.workspaceId)).toBe(logo!.byte_size);
    expect(await storedBytes()).toEqual({ files: 25, bytes: logo!.byte_size });
    // The image is still rendered, its logo read from the one live file.
    expect((await t.request(`/v1/codes/${code.shortCode}/qr.png`)).status).toBe(200);
    expect((await t.request(`/v1/codes/${code.id}/logo`, { method: 'DELETE', key })).status).toBe(200);
    expect(await storedBytes()).toEqual({ files: 25, bytes: 0 });
    expect(await workspaceFileBytes(t.db, tenant.workspaceId)).toBe(0);
  }, 120_000);

  it.each(['png', 'jpeg', 'webp'] as const)('accepts %s, stores a normalized 512×512 PNG and answers 201 with the code', async (format) => {
    const { key, code } = await setup();
    const res = await upload(code.id, key, await logoImage(format), `logo.${format}`);
    expect(res.status).toBe(201);
    const doc = await body(res);
    expect(doc.data.id).toBe(code.id);
    expect(doc.data.logo_file_id).toMatch(/^file_/);
    expect(doc.meta.issues).toEqual([]);
    expect(doc.meta.request_id).toBe(res.headers.get('x-request-id'));

    const [file] = await t.db.query<{ purpose: string; content_type: string; bytes: Uint8Array; sha256: string; code_id: string }>(
      `SELECT purpose, content_type, bytes, sha256, code_id FROM files WHERE id = $1`,
      [doc.data.logo_file_id],
    );
    expect(file).toMatchObject({ purpose: 'logo', content_type: 'image/png', code_id: code.id });
    const meta = await sharp(Buffer.from(file!.bytes)).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 512, 512, true]);
    expect(file!.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('applies the logo to the images: ECC H, still decodes, new ETag, non-default Cache-Control', async () => {
    const { key, code } = await setup();
    const before = await t.request(`/v1/codes/${code.shortCode}/qr.png`);
    expect((await upload(code.id, key, await logoImage('png'))).status).toBe(201);
    const after = await t.request(`/v1/codes/${code.shortCode}/qr.png?ecc=L`);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(after.headers.get('cache-control')).toBe('public, max-age=300');
    const image = decodePng(new Uint8Array(await after.arrayBuffer()));
    expect(image.text).toBe(`http://qz.test/${code.shortCode}`);
    // Logo pixels are drawn in the center: the red of the uploaded image appears there.
    const center = ((image.height >> 1) * image.width + (image.width >> 1)) * 4;
    expect([image.data[center], image.data[center + 1], image.data[center + 2]]).toEqual([200, 30, 30]);
    // ?ecc=L is overridden by the logo: the same image as ?ecc=H.
    const high = await t.request(`/v1/codes/${code.shortCode}/qr.png?ecc=H`);
    expect(high.headers.get('etag')).toBe(after.headers.get('etag'));
  });

  it('replacing a logo retires the old file and keeps one live logo', async () => {
    const { key, code } = await setup();
    const first = (await body(await upload(code.id, key, await logoImage('png')))).data.logo_file_id;
    const second = (await body(await upload(code.id, key, await logoImage('webp')))).data.logo_file_id;
    expect(second).not.toBe(first);
    const files = await t.db.query<{ id: string; deleted_at: string | null }>(`SELECT id, deleted_at FROM files WHERE code_id = $1 ORDER BY created_at`, [code.id]);
    expect(files.filter((f) => f.deleted_at === null).map((f) => f.id)).toEqual([second]);
  });

  it('413 for a file over 1 MB (and for a body far over the limit)', async () => {
    const { key, code } = await setup();
    const tooBig = new Uint8Array(1_048_577);
    tooBig.set(await logoImage('png'));
    const res = await upload(code.id, key, tooBig);
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect((await upload(code.id, key, new Uint8Array(3_000_000))).status).toBe(413);
    expect((await storedLogo(code.id)).logo_file_id).toBeNull();
  });

  it('422 for SVG, GIF, garbage and a truncated PNG', async () => {
    const { key, code } = await setup();
    const png = await logoImage('png');
    const gif = new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer());
    const cases: [string, Uint8Array | string][] = [
      ['svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'],
      ['gif', gif],
      ['garbage', 'definitely not an image'],
      ['truncated', png.slice(0, 40)],
    ];
    for (const [name, bytes] of cases) {
      const res = await upload(code.id, key, bytes, `logo.${name}`);
      expect(res.status, name).toBe(422);
      const doc = await body(res);
      expect(doc.errors[0].field).toBe('file');
    }
    expect((await storedLogo(code.id)).logo_file_id).toBeNull();
  });

  it('400 without the file field, 415 without multipart', async () => {
    const { key, code } = await setup();
    const form = new FormData();
    form.set('other', 'x');
    expect((await t.request(`/v1/codes/${code.id}/logo`, { method: 'POST', key, body: form })).status).toBe(400);
    expect((await t.request(`/v1/codes/${code.id}/logo`, { method: 'POST', key, json: { file: 'x' } })).status).toBe(415);
  });

  it('403 for a viewer and a public key; 404 for deleted, unknown and other workspaces’ codes', async () => {
    const { tenant, code } = await setup();
    const png = await logoImage('png');
    expect((await upload(code.id, await t.createKey(tenant, 'viewer'), png)).status).toBe(403);
    expect((await upload(code.id, await t.createKey(tenant, 'ws_admin', { kind: 'public' }), png)).status).toBe(403);
    const contributor = await t.createKey(tenant, 'contributor');
    expect((await upload('qr_unknown', contributor, png)).status).toBe(404);
    const deleted = await insertCodeRow(t.db, tenant, { status: 'archived', deleted_at: '2024-01-01T00:00:00.000Z' });
    expect((await upload(deleted.id, contributor, png)).status).toBe(404);
    const other = await setup();
    expect((await upload(other.code.id, contributor, png)).status).toBe(404);
  });

  it('concurrent uploads: one wins, the others are 409, and nothing of theirs is stored', async () => {
    const { key, code } = await setup();
    const images = await Promise.all([logoImage('png', 40), logoImage('jpeg', 50), logoImage('webp', 60), logoImage('png', 70)]);
    const responses = await Promise.all(images.map((bytes) => upload(code.id, key, bytes)));
    const statuses = responses.map((res) => res.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    const winners = await Promise.all(responses.filter((res) => res.status === 201).map(async (res) => (await body(res)).data.logo_file_id as string));
    const live = await t.db.query<{ id: string }>(`SELECT id FROM files WHERE code_id = $1 AND deleted_at IS NULL`, [code.id]);
    const all = await t.db.query<{ id: string }>(`SELECT id FROM files WHERE code_id = $1`, [code.id]);
    expect(live).toHaveLength(1);
    expect(all.map((f) => f.id).sort()).toEqual([...winners].sort());
    expect((await storedLogo(code.id)).logo_file_id).toBe(live[0]!.id);
    for (const res of responses.filter((r) => r.status === 409)) expect((await body(res)).type).toContain('conflict');
  });

  it('audits the change and emits qr.updated with the code', async () => {
    const { key, code } = await setup();
    const fileId = (await body(await upload(code.id, key, await logoImage('png')))).data.logo_file_id;
    const audits = await t.db.query<{ action: string; changes: unknown; actor_id: string }>(
      `SELECT action, changes, actor_id FROM audit_logs WHERE resource_id = $1`,
      [code.id],
    );
    expect(audits).toEqual([{ action: 'codes.update', changes: { logo_file_id: [null, fileId] }, actor_id: key.id }]);
    const events = await t.db.query<{ type: string; data: { id: string; logo_file_id: string } }>(
      `SELECT type, data FROM events WHERE data->>'id' = $1`,
      [code.id],
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'qr.updated', data: { id: code.id, logo_file_id: fileId } });
  });
});

describe('DELETE /v1/codes/:id/logo', () => {
  it('removes the logo (200), and is idempotent: again 200, also for a code that never had one', async () => {
    const { key, code } = await setup();
    await upload(code.id, key, await logoImage('png'));
    const first = await t.request(`/v1/codes/${code.id}/logo`, { method: 'DELETE', key });
    expect(first.status).toBe(200);
    expect((await body(first)).data.logo_file_id).toBeNull();
    const second = await t.request(`/v1/codes/${code.id}/logo`, { method: 'DELETE', key });
    expect(second.status).toBe(200);
    expect((await body(second)).meta.issues).toEqual([]);
    expect((await storedLogo(code.id)).logo_file_id).toBeNull();
    const image = await t.request(`/v1/codes/${code.shortCode}/qr.png`);
    expect(image.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
  });

  it('two concurrent DELETEs both answer 200', async () => {
    const { key, code } = await setup();
    await upload(code.id, key, await logoImage('png'));
    const responses = await Promise.all([1, 2, 3].map(() => t.request(`/v1/codes/${code.id}/logo`, { method: 'DELETE', key })));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await storedLogo(code.id)).logo_file_id).toBeNull();
  });

  it('403 for a viewer, 404 for a deleted code', async () => {
    const { tenant, key, code } = await setup();
    expect((await t.request(`/v1/codes/${code.id}/logo`, { method: 'DELETE', key: await t.createKey(tenant, 'viewer') })).status).toBe(403);
    await t.db.query(`UPDATE codes SET deleted_at = now(), status = 'archived' WHERE id = $1`, [code.id]);
    expect((await t.request(`/v1/codes/${code.id}/logo`, { method: 'DELETE', key })).status).toBe(404);
  });
});

describe('meta.issues re-checks the stored colors with the new logo state', () => {
  it('a warning pair becomes critical with a logo and a warning again without', async () => {
    // #767676 on white: contrast 4.54 (ok) but brightness difference below 0.50 → warning.
    const { key, code } = await setup({ foreground_color: '#808080' });
    const withLogo = await body(await upload(code.id, key, await logoImage('png')));
    const codes = withLogo.meta.issues.map((issue: { code: string }) => issue.code);
    expect(codes).toContain('logo_low_contrast');
    expect(withLogo.meta.issues.some((issue: { severity: string }) => issue.severity === 'critical')).toBe(true);

    const without = await body(await t.request(`/v1/codes/${code.id}/logo`, { method: 'DELETE', key }));
    expect(without.meta.issues.length).toBeGreaterThan(0);
    expect(without.meta.issues.every((issue: { severity: string; code: string }) => issue.severity === 'warning' && issue.code !== 'logo_low_contrast')).toBe(true);
  });
});
