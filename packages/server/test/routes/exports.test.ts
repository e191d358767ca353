import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { layoutSheet } from '@quietzone/render';
import { unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteExpiredExports } from '../../src/exports/delete-expired-exports';
import { EXPORT_LEASE_MS, EXPORT_MAX_ATTEMPTS } from '../../src/exports/run-export';
import { runExportPass } from '../../src/exports/run-export-pass';
import { EXPORTS_IN_PROGRESS_PER_WORKSPACE } from '../../src/exports/create-export';
import { EXPORT_FAILURE_MESSAGES } from '../../src/exports/export-failure';
import { runExport } from '../../src/exports/run-export';
import { claimExport, type ClaimedExport } from '../../src/exports/store/exports';
import type { Db } from '../../src/db/db';
import { decodePng } from '../helpers/decode-png';
import { insertCodeRow } from '../helpers/insert-code-row';
import { body, setupTestApp, type Tenant, type TestKey } from '../helpers/test-app';

const run = promisify(execFile);
const t = setupTestApp();
const NOW = '2026-03-01T10:00:00.000Z';
/** Render workers start from source (tsx) on first use, and the sheet test runs pdftoppm and zbarimg. */
const SLOW_MS = 60_000;

afterEach(() => t.clock.set(null));

async function codes(tenant: Tenant, count: number, input: Parameters<typeof insertCodeRow>[2] = {}) {
  const made = [];
  for (let i = 0; i < count; i++) made.push(await insertCodeRow(t.db, tenant, { title: `Table ${i + 1}`, url: `https://example.com/t/${i + 1}`, ...input }));
  return made;
}

async function createExport(key: TestKey, json: unknown): Promise<string> {
  const res = await t.request('/v1/exports', { method: 'POST', key, json });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(202);
  const { data } = await body(res);
  expect(data.status).toBe('queued');
  return data.id;
}

async function download(key: TestKey, id: string): Promise<Record<string, Uint8Array>> {
  const res = await t.request(`/v1/exports/${id}/download`, { key });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-disposition')).toContain(`export-${id}.zip`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
  return unzipSync(bytes);
}

const SHEET_DPI = 200;

/** Every QR code zbar finds in the image (none: empty). */
async function zbarAll(image: string): Promise<string[]> {
  const { stdout } = await run('zbarimg', ['--raw', '-q', '-Sdisable', '-Sqrcode.enable', image]).catch(() => ({ stdout: '' }));
  return stdout.split('\n').filter(Boolean);
}

/** pdftoppm's crop box (pixels from the top-left) around one sheet cell, with 1 mm of paper around it. */
function cellCrop(cell: { x: number; y: number }, widthMm: number, heightMm: number, pageHeightMm: number): string[] {
  const pixels = (mm: number) => String(Math.round((mm * SHEET_DPI) / 25.4));
  return ['-x', pixels(cell.x - 1), '-y', pixels(pageHeightMm - cell.y - heightMm - 1), '-W', pixels(widthMm + 2), '-H', pixels(heightMm + 2)];
}

const csvRows = (bytes: Uint8Array) => new TextDecoder().decode(bytes).trim().split('\r\n');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('POST /v1/exports → runner → download', () => {
  it('exports a few codes in every format: one file per code and format, the PNGs decode, manifest rows match', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer'); // roles as for reading codes
    const made = await codes(tenant, 3);
    const statik = await insertCodeRow(t.db, tenant, { is_dynamic: false, url: 'https://example.org/static', title: null });
    const ids = [made[2]!.id, made[0]!.id, statik.id];
    const id = await createExport(key, { code_ids: ids, formats: ['svg', 'png', 'pdf', 'eps'], options: { size: 5, module_mm: 0.5, fg: '1a2b3c' } });

    const queued = await body(await t.request(`/v1/exports/${id}`, { key }));
    expect(queued.data).toMatchObject({ id, status: 'queued', progress: { done: 0, total: 3 }, download_url: null, expires_at: null, error: null });
    expect((await t.request(`/v1/exports/${id}/download`, { key })).status).toBe(409);

    t.clock.set(NOW);
    expect(await runExportPass(t.ctx)).toBe(1);
    const done = (await body(await t.request(`/v1/exports/${id}`, { key }))).data;
    expect(done).toMatchObject({ status: 'done', progress: { done: 3, total: 3 }, download_url: `http://qz.test/v1/exports/${id}/download`, expires_at: '2026-03-02T10:00:00.000Z', error: null });

    const files = await download(key, id);
    const order = [made[2]!.shortCode, made[0]!.shortCode, statik.shortCode];
    expect(Object.keys(files)).toEqual([...order.flatMap((code) => ['svg', 'png', 'pdf', 'eps'].map((format) => `${code}.${format}`)), 'manifest.csv']);
    expect(decodePng(files[`${made[2]!.shortCode}.png`]!).text).toBe(`http://qz.test/${made[2]!.shortCode}`);
    expect(decodePng(files[`${statik.shortCode}.png`]!).text).toBe('https://example.org/static');
    expect(new TextDecoder().decode(files[`${made[0]!.shortCode}.svg`]!)).toContain('#1a2b3c');

    const manifest = csvRows(files['manifest.csv']!);
    expect(manifest[0]).toBe('code_id,short_code,title,content,file,bytes,sha256,version,ecc,error,caption_warning,warning');
    expect(manifest).toHaveLength(1 + 3 * 4);
    const pdf = files[`${made[0]!.shortCode}.pdf`]!;
    expect(manifest[7]).toBe(`${made[0]!.id},${made[0]!.shortCode},Table 1,http://qz.test/${made[0]!.shortCode},${made[0]!.shortCode}.pdf,${pdf.length},${sha256(pdf)},2,M,,,`);

    const [event] = await t.db.query<{ data: { id: string; status: string } }>(`SELECT data FROM events WHERE workspace_id = $1 AND type = 'export.completed'`, [tenant.workspaceId]);
    expect(event!.data).toMatchObject({ id, status: 'done' });
  }, SLOW_MS);

  it('imposes the codes on a sheet: every code on the PDF decodes exactly once (pdftoppm + zbarimg)', async () => {
    const tenant = await t.createTenant({ plan: 'pro' });
    const key = await t.createKey(tenant, 'viewer');
    const made = await codes(tenant, 14);
    await t.db.query(`UPDATE codes SET tags = '["print"]'::jsonb WHERE workspace_id = $1`, [tenant.workspaceId]);
    await insertCodeRow(t.db, tenant, { url: 'https://example.com/untagged' });
    const id = await createExport(key, {
      filter: { tags: ['print'], status: ['live'] },
      formats: ['pdf'],
      sheet: { page: 'A4', symbol_mm: 50, gutter_mm: 6, margin_mm: 10, caption: 'name', crop_marks: true },
    });
    await runExportPass(t.ctx);
    const files = await download(key, id);
    expect(Object.keys(files)).toEqual(['sheet.pdf', 'manifest.csv']);
    expect(csvRows(files['manifest.csv']!)).toHaveLength(15);

    const dir = await mkdtemp(join(tmpdir(), 'qz-export-sheet-'));
    try {
      await writeFile(join(dir, 'sheet.pdf'), files['sheet.pdf']!);
      // Read cell by cell, as the print e2e test does (test/print-export.test.ts): zbarimg misses
      // a symbol of a busy page now and then (here 1 run in 4 at 300 dpi), never a lone one.
      // The whole page must hold no code twice and nothing but its own codes.
      const layout = layoutSheet({ page: 'A4', symbolMm: 50, captionMm: 4.5, marginMm: 10, gutterMm: 6 });
      // The sheet's order is the manifest's (the filter's: oldest first, then by id).
      const expected = csvRows(files['manifest.csv']!).slice(1).map((row) => row.split(',')[3]!);
      expect([...expected].sort()).toEqual(made.map((code) => `http://qz.test/${code.shortCode}`).sort());
      expect(Math.ceil(expected.length / layout.cells.length)).toBe(2); // 12 fit an A4 page
      const reads: string[] = [];
      for (let page = 1; page <= 2; page++) {
        const image = join(dir, `page-${page}`);
        await run('pdftoppm', ['-r', String(SHEET_DPI), '-gray', '-f', String(page), '-l', String(page), '-singlefile', join(dir, 'sheet.pdf'), image]);
        const whole = await zbarAll(`${image}.pgm`);
        expect(new Set(whole).size).toBe(whole.length);
        const onPage = expected.slice((page - 1) * layout.cells.length, page * layout.cells.length);
        expect(whole.filter((text) => !onPage.includes(text))).toEqual([]);
        for (const [index, cell] of layout.cells.slice(0, onPage.length).entries()) {
          const cellImage = join(dir, `cell-${page}-${index}`);
          const crop = cellCrop(cell, layout.cellWidthMm, layout.cellHeightMm, layout.pageHeightMm);
          await run('pdftoppm', ['-r', String(SHEET_DPI), '-gray', '-f', String(page), '-l', String(page), ...crop, '-singlefile', join(dir, 'sheet.pdf'), cellImage]);
          reads.push(...(await zbarAll(`${cellImage}.pgm`)));
        }
      }
      // Each cell holds its code, so every code is on the sheet exactly once.
      expect(reads).toEqual(expected);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, SLOW_MS);

  it('takes formats, options.ecc and sheet.page in any case and works with their canonical spelling', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    const made = await codes(tenant, 1);
    const filesId = await createExport(key, { code_ids: [made[0]!.id], formats: ['PNG', 'Svg'], options: { ecc: 'h' } });
    const sheetId = await createExport(key, { code_ids: [made[0]!.id], formats: ['Pdf'], options: { ecc: 'q' }, sheet: { page: 'sra3', symbol_mm: 40 } });
    await runExportPass(t.ctx);

    const files = await download(key, filesId);
    expect(Object.keys(files)).toEqual([`${made[0]!.shortCode}.png`, `${made[0]!.shortCode}.svg`, 'manifest.csv']);
    expect(decodePng(files[`${made[0]!.shortCode}.png`]!).text).toBe(`http://qz.test/${made[0]!.shortCode}`);
    expect(csvRows(files['manifest.csv']!).slice(1).map((row) => row.split(',')[8])).toEqual(['H', 'H']);

    const sheet = await download(key, sheetId);
    expect(csvRows(sheet['manifest.csv']!)[1]!.split(',')[8]).toBe('Q');
    const [width, height] = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(new TextDecoder('latin1').decode(sheet['sheet.pdf']!))!.slice(1).map(Number);
    // SRA3, 320 × 450 mm, in points.
    expect(width).toBeCloseTo((320 * 72) / 25.4, 3);
    expect(height).toBeCloseTo((450 * 72) / 25.4, 3);
  }, SLOW_MS);

  it('resumes a running job after a restart: a lapsed claim is taken over and finished', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    const made = await codes(tenant, 2);
    await runExportPass(t.ctx); // the jobs of earlier tests are not this one's to claim
    const id = await createExport(key, { code_ids: made.map((code) => code.id), formats: ['png'] });
    t.clock.set(NOW);
    // A runner claims the job and dies before finishing it.
    const claimed = await claimExport(t.db, NOW, new Date(Date.parse(NOW) + EXPORT_LEASE_MS).toISOString());
    expect(claimed?.id).toBe(id);
    expect((await body(await t.request(`/v1/exports/${id}`, { key }))).data.status).toBe('running');
    // While the claim holds, no other runner takes the job.
    expect(await runExportPass(t.ctx)).toBe(0);
    t.clock.advance(EXPORT_LEASE_MS + 1000);
    expect(await runExportPass(t.ctx)).toBe(1);
    const [row] = await t.db.query<{ attempts: number }>(`SELECT attempts FROM exports WHERE id = $1`, [id]);
    expect(row!.attempts).toBe(2);
    expect((await body(await t.request(`/v1/exports/${id}`, { key }))).data).toMatchObject({ status: 'done', progress: { done: 2, total: 2 } });
    const files = await download(key, id);
    expect(decodePng(files[`${made[1]!.shortCode}.png`]!).text).toBe(`http://qz.test/${made[1]!.shortCode}`);
  }, SLOW_MS);

  it('fails a job whose runner died three times instead of claiming it again', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    const [code] = await codes(tenant, 1);
    await runExportPass(t.ctx);
    const id = await createExport(key, { code_ids: [code!.id], formats: ['svg'] });
    t.clock.set(NOW);
    for (let attempt = 0; attempt < EXPORT_MAX_ATTEMPTS; attempt++) {
      const now = t.clock.now().getTime();
      expect((await claimExport(t.db, new Date(now).toISOString(), new Date(now + EXPORT_LEASE_MS).toISOString()))?.id).toBe(id);
      t.clock.advance(EXPORT_LEASE_MS + 1000);
    }
    expect(await runExportPass(t.ctx)).toBe(1);
    const { data } = await body(await t.request(`/v1/exports/${id}`, { key }));
    expect(data).toMatchObject({ status: 'failed', download_url: null, error: expect.stringContaining('started 3 times') });
    expect((await t.request(`/v1/exports/${id}/download`, { key })).status).toBe(409);
    const [event] = await t.db.query<{ data: { status: string } }>(`SELECT data FROM events WHERE workspace_id = $1 AND type = 'export.completed'`, [tenant.workspaceId]);
    expect(event!.data.status).toBe('failed');
  }, SLOW_MS);

  it('claims fairly: a workspace with a job running waits behind one that has had none (QA S3-2)', async () => {
    await runExportPass(t.ctx);
    const busy = await t.createTenant();
    const other = await t.createTenant();
    const busyKey = await t.createKey(busy, 'viewer');
    const otherKey = await t.createKey(other, 'viewer');
    const [busyCode] = await codes(busy, 1);
    const [otherCode] = await codes(other, 1);
    const busyIds = [];
    for (let i = 0; i < 3; i++) busyIds.push(await createExport(busyKey, { code_ids: [busyCode!.id], formats: ['svg'] }));
    const otherId = await createExport(otherKey, { code_ids: [otherCode!.id], formats: ['svg'] });
    const claimed: ClaimedExport[] = [];
    const claim = async () => {
      const now = t.clock.now().getTime();
      const job = await claimExport(t.db, new Date(now).toISOString(), new Date(now + EXPORT_LEASE_MS).toISOString());
      if (job) claimed.push(job);
      return job?.id;
    };
    try {
      expect(await claim()).toBe(busyIds[0]);
      // A global FIFO would hand out busy's second job here.
      expect(await claim()).toBe(otherId);
      expect(await claim()).toBe(busyIds[1]);
      expect(await claim()).toBe(busyIds[2]);
      expect(await claim()).toBeUndefined(); // nothing left to claim while the leases hold
    } finally {
      // Finish what this test claimed: a job left running under its lease would be taken over by
      // whichever later test's runner pass comes after the lease (2 min), not by its own.
      for (const job of claimed) await runExport(t.ctx, job);
    }
    const left = await t.db.query<{ id: string; status: string }>(`SELECT id, status FROM exports WHERE workspace_id IN ($1, $2) ORDER BY created_at, id`, [busy.workspaceId, other.workspaceId]);
    expect(left.map((row) => row.status)).toEqual(['done', 'done', 'done', 'done']);
  }, SLOW_MS);

  it(`caps a workspace at ${EXPORTS_IN_PROGRESS_PER_WORKSPACE} exports queued or running: 429 naming the cap, free again once one is done`, async () => {
    await runExportPass(t.ctx);
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    const [code] = await codes(tenant, 1);
    const json = { code_ids: [code!.id], formats: ['svg'] };
    for (let i = 0; i < EXPORTS_IN_PROGRESS_PER_WORKSPACE; i++) await createExport(key, json);
    const refused = await t.request('/v1/exports', { method: 'POST', key, json });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await body(refused)).detail).toContain('EXPORTS_IN_PROGRESS_PER_WORKSPACE');
    // Another workspace is not held up by this one's cap.
    const elsewhere = await t.createTenant();
    const [elsewhereCode] = await codes(elsewhere, 1);
    await createExport(await t.createKey(elsewhere, 'viewer'), { code_ids: [elsewhereCode!.id], formats: ['svg'] });
    // This workspace's jobs and the other's, nothing left over by earlier tests.
    expect(await runExportPass(t.ctx)).toBe(EXPORTS_IN_PROGRESS_PER_WORKSPACE + 1);
    await createExport(key, json);
  }, SLOW_MS);

  it('holds the cap under concurrent POSTs: of 12 at once with 2 already in progress, exactly 3 are queued and 9 refused 429', async () => {
    await runExportPass(t.ctx);
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    const [code] = await codes(tenant, 1);
    const json = { code_ids: [code!.id], formats: ['svg'] };
    const earlier = 2;
    for (let i = 0; i < earlier; i++) await createExport(key, json);
    // A key each, so the per-key rate-limit counter does not line them up; on PostgreSQL
    // (TEST_DATABASE_URL) the pool runs them on several connections at once.
    const keys = await Promise.all(Array.from({ length: 12 }, () => t.createKey(tenant, 'viewer')));
    const answers = await Promise.all(keys.map((each) => t.request('/v1/exports', { method: 'POST', key: each, json })));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(EXPORTS_IN_PROGRESS_PER_WORKSPACE - earlier);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - (EXPORTS_IN_PROGRESS_PER_WORKSPACE - earlier));
    for (const res of answers.filter((answer) => answer.status === 429)) expect(res.headers.get('retry-after')).toBe('60');
    const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM exports WHERE workspace_id = $1 AND status IN ('queued', 'running')`, [tenant.workspaceId]);
    expect(row!.n).toBe(EXPORTS_IN_PROGRESS_PER_WORKSPACE);
    expect(await runExportPass(t.ctx)).toBe(EXPORTS_IN_PROGRESS_PER_WORKSPACE);
  }, SLOW_MS);

  it('takes an Idempotency-Key: a retry replays the first answer and queues nothing more; another body is 409 (QA S3-6)', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    const [first, second] = await codes(tenant, 2);
    const headers = { 'idempotency-key': '7d1c2b3a-4e5f-4a6b-9c8d-0e1f2a3b4c5d' };
    const send = (codeId: string) => t.request('/v1/exports', { method: 'POST', key, json: { code_ids: [codeId], formats: ['svg'] }, headers });
    const original = await send(first!.id);
    expect(original.status).toBe(202);
    const { data } = await body(original);
    const retry = await send(first!.id);
    expect(retry.status).toBe(202);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await body(retry)).data).toEqual(data);
    expect((await send(second!.id)).status).toBe(409);
    const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM exports WHERE workspace_id = $1`, [tenant.workspaceId]);
    expect(row!.n).toBe(1);
  });

  it('is 410 once expired (24 h), and 404 after the retention job deleted it with its bytes', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    const [code] = await codes(tenant, 1);
    t.clock.set(NOW);
    const id = await createExport(key, { code_ids: [code!.id], formats: ['svg'] });
    await runExportPass(t.ctx);
    t.clock.advance(24 * 60 * 60 * 1000 - 1000);
    expect((await t.request(`/v1/exports/${id}/download`, { key })).status).toBe(200);
    t.clock.advance(1000);
    expect((await t.request(`/v1/exports/${id}`, { key })).status).toBe(410);
    expect((await t.request(`/v1/exports/${id}/download`, { key })).status).toBe(410);
    expect(await deleteExpiredExports(t.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect((await t.request(`/v1/exports/${id}`, { key })).status).toBe(404);
    const [chunks] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM export_chunks WHERE export_id = $1`, [id]);
    expect(chunks!.n).toBe(0);
  }, SLOW_MS);

  it('keeps tenants apart: another workspace\'s export id is 404, status and download', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    const [code] = await codes(tenant, 1);
    const id = await createExport(key, { code_ids: [code!.id], formats: ['svg'] });
    await runExportPass(t.ctx);
    const other = await t.createTenant();
    const otherKey = await t.createKey(other, 'org_admin');
    expect((await t.request(`/v1/exports/${id}`, { key: otherKey })).status).toBe(404);
    expect((await t.request(`/v1/exports/${id}/download`, { key: otherKey })).status).toBe(404);
    // Nor can it export the other tenant's codes.
    const res = await t.request('/v1/exports', { method: 'POST', key: otherKey, json: { code_ids: [code!.id], formats: ['svg'] } });
    expect(res.status).toBe(422);
    expect((await body(res)).errors).toEqual([expect.objectContaining({ field: 'code_ids' })]);
  }, SLOW_MS);
});

describe('what a finished export says about its codes', () => {
  it('lists a code deleted between POST and the run with error "deleted", and progress counts only the codes drawn (QA S4-9)', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    const [kept, gone] = await codes(tenant, 2);
    await runExportPass(t.ctx);
    const id = await createExport(key, { code_ids: [gone!.id, kept!.id], formats: ['svg'] });
    await t.db.query(`UPDATE codes SET deleted_at = now() WHERE id = $1`, [gone!.id]);
    await runExportPass(t.ctx);
    expect((await body(await t.request(`/v1/exports/${id}`, { key }))).data).toMatchObject({ status: 'done', progress: { done: 1, total: 2 } });
    const files = await download(key, id);
    expect(Object.keys(files)).toEqual([`${kept!.shortCode}.svg`, 'manifest.csv']);
    const manifest = csvRows(files['manifest.csv']!);
    expect(manifest).toHaveLength(3);
    expect(manifest[2]).toBe(`${gone!.id},,,,,,,,M,deleted,,`);
  }, SLOW_MS);

  it('names the sheet caption characters the embedded font lacks in caption_warning', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    const latin = await insertCodeRow(t.db, tenant, { title: 'Menü – Café Καφές Кафе' });
    const foreign = await insertCodeRow(t.db, tenant, { title: '菜单 Menü 😀' });
    await runExportPass(t.ctx);
    const id = await createExport(key, { code_ids: [latin.id, foreign.id], formats: ['pdf'], sheet: { page: 'A4', symbol_mm: 40, caption: 'name' } });
    await runExportPass(t.ctx);
    const rows = csvRows((await download(key, id))['manifest.csv']!);
    expect(rows[1]!.endsWith(',')).toBe(true);
    // CSV doubles the quotes around each character.
    expect(rows[2]).toContain('the caption font (Noto Sans: Latin, Greek, Cyrillic) has no glyph for ""菜"" U+83DC, ""单"" U+5355, ""😀"" U+1F600; they print as blank space');
  }, SLOW_MS);

  it('fails with a fixed message per kind, never the raw exception; the raw one is logged (QA S4-7)', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    const long = await insertCodeRow(t.db, tenant, { is_dynamic: false, url: `https://example.org/${'x'.repeat(300)}` });
    await runExportPass(t.ctx);
    // 10 mm holds this short code (33 modules: 0.3 mm); it grows too long for it between the POST and the run.
    const short = await insertCodeRow(t.db, tenant, { is_dynamic: false, url: 'https://example.org/a' });
    const sheetId = await createExport(key, { code_ids: [short.id], formats: ['pdf'], sheet: { page: 'A4', symbol_mm: 10 } });
    await t.db.query(`UPDATE codes SET url = $2 WHERE id = $1`, [short.id, `https://example.org/${'x'.repeat(300)}`]);
    await runExportPass(t.ctx);
    const sheetFailure = (await body(await t.request(`/v1/exports/${sheetId}`, { key }))).data;
    expect(sheetFailure).toMatchObject({ status: 'failed', error: EXPORT_FAILURE_MESSAGES.sheet });

    const fileId = await createExport(key, { code_ids: [long.id], formats: ['svg'] });
    const secret = 'duplicate key value violates unique constraint "export_chunks_pkey"';
    const db: Db = {
      dialect: t.db.dialect,
      query: (text, params) => (text.includes('INSERT INTO export_chunks') ? Promise.reject(new Error(secret)) : t.db.query(text, params)),
      exec: (script) => t.db.exec(script),
      transaction: (fn) => t.db.transaction(fn),
      close: async () => {},
    };
    const logged: string[] = [];
    const logger = { info: () => {}, error: (_message: string, fields?: Record<string, unknown>) => void logged.push(String(fields?.error)) };
    const now = t.clock.now().getTime();
    const job = await claimExport(t.db, new Date(now).toISOString(), new Date(now + EXPORT_LEASE_MS).toISOString());
    expect(job?.id).toBe(fileId);
    await runExport({ ...t.ctx, db, logger }, job!);
    const { data } = await body(await t.request(`/v1/exports/${fileId}`, { key }));
    expect(data).toMatchObject({ status: 'failed', error: EXPORT_FAILURE_MESSAGES.internal });
    expect(logged.join('\n')).toContain(secret);
  }, SLOW_MS);
});

describe('POST /v1/exports refusals', () => {
  it.each([
    [{ formats: ['svg'] }, 'code_ids'],
    [{ code_ids: ['x'], filter: { tags: ['a'] }, formats: ['svg'] }, 'code_ids'],
    [{ code_ids: ['x'], formats: ['gif'] }, 'formats.0'],
    [{ code_ids: ['x'], formats: [] }, 'formats'],
    [{ code_ids: ['x'], formats: ['svg'], sheet: { page: 'A4', symbol_mm: 30 } }, 'formats'],
    [{ code_ids: ['x'], formats: ['pdf'], sheet: { page: 'B7', symbol_mm: 30 } }, 'sheet.page'],
    [{ code_ids: ['x'], formats: ['pdf'], sheet: { page: 'A 4', symbol_mm: 30 } }, 'sheet.page'],
    [{ code_ids: ['x'], formats: ['pdf'], options: { ecc: 'x' } }, 'options.ecc'],
    [{ code_ids: ['x'], formats: ['pdf'], options: { module_mm: 9 } }, 'options.module_mm'],
    [{ code_ids: ['x'], formats: ['pdf'], sheet: { page: 'A4', symbol_mm: 250 } }, 'sheet'],
    [{ code_ids: ['x'], formats: ['png'], options: { fg: 'red' } }, 'options.fg'],
    [{ code_ids: ['x'], formats: ['pdf'], sheet: { page: 'A4', symbol_mm: 400, margin_mm: 100 } }, 'sheet'],
    [{ code_ids: ['x'], formats: ['pdf'], sheet: { page: 'A4', symbol_mm: 5 } }, 'sheet.symbol_mm'],
    [{ code_ids: ['x'], formats: ['png'], options: { fg: '#fff', bg: 'ffffff' } }, 'options.fg'],
    [{ code_ids: ['x'], formats: ['png'], options: { fg: '777777', bg: '888888' } }, 'options.fg'],
    [{ filter: { status: ['gone'] }, formats: ['png'] }, 'filter.status.0'],
  ])('refuses %j with 422 naming %s', async (json, field) => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    const res = await t.request('/v1/exports', { method: 'POST', key, json });
    expect(res.status).toBe(422);
    expect((await body(res)).errors.map((error: { field: string }) => error.field)).toContain(field);
  });

  it('refuses a sheet.symbol_mm that gives the chosen codes modules outside 0.25–5 mm, naming sheet.symbol_mm', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    const short = await insertCodeRow(t.db, tenant);
    const long = await insertCodeRow(t.db, tenant, { is_dynamic: false, url: `https://example.org/${'x'.repeat(300)}` });
    const tooFine = await t.request('/v1/exports', { method: 'POST', key, json: { code_ids: [short.id, long.id], formats: ['pdf'], sheet: { page: 'A4', symbol_mm: 12 } } });
    expect(tooFine.status).toBe(422);
    const fine = await body(tooFine);
    expect(fine.errors).toEqual([expect.objectContaining({ field: 'sheet.symbol_mm', message: expect.stringContaining('below the 0.25 mm floor') })]);
    // A short link is 33 modules with its quiet zone: 200 mm would be 6 mm modules.
    const tooCoarse = await t.request('/v1/exports', { method: 'POST', key, json: { code_ids: [short.id], formats: ['pdf'], sheet: { page: 'A3', symbol_mm: 200 } } });
    expect(tooCoarse.status).toBe(422);
    expect((await body(tooCoarse)).errors).toEqual([expect.objectContaining({ field: 'sheet.symbol_mm', message: expect.stringContaining('above the 5 mm ceiling') })]);
    expect((await t.request('/v1/exports', { method: 'POST', key, json: { code_ids: [short.id], formats: ['pdf'], sheet: { page: 'A4', symbol_mm: 12 } } })).status).toBe(202);
  });

  it('allows codes per export up to ten times the plan\'s batch size (free: 100), and a filter must match a code', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    const ids = Array.from({ length: 101 }, (_, i) => `qr_${i}`);
    const res = await t.request('/v1/exports', { method: 'POST', key, json: { code_ids: ids, formats: ['svg'] } });
    expect(res.status).toBe(422);
    const problem = await body(res);
    expect(problem.detail).toContain('at most 100 codes');
    expect(problem.errors).toEqual([expect.objectContaining({ field: 'code_ids' })]);
    const none = await t.request('/v1/exports', { method: 'POST', key, json: { filter: { tags: ['nothing'] }, formats: ['svg'] } });
    expect(none.status).toBe(422);
    expect((await body(none)).errors).toEqual([expect.objectContaining({ field: 'filter' })]);
  });
});
