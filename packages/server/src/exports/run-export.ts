import { createHash } from 'node:crypto';
import { publicBaseOf } from '../domains/request-host';
import { DEFAULT_ERROR_CORRECTION } from '@quietzone/core';
import { encodeQr, QUIET_ZONE_MODULES, type SheetItem } from '@quietzone/render';
import type { AppContext } from '../app/app-context';
import { emitEvent } from '../events/emit-event';
import { codeImageContent } from '../codes/images/code-image-content';
import { completeExport, deleteExportChunks, failExport, findExportCodes, insertExportChunk, updateExportProgress, type ClaimedExport, type ExportCodeRow } from './store/exports';
import { toExportResource } from './get-export-or-throw';
import type { ExportRequest } from '@quietzone/core/schemas';
import { captionWarning } from './caption-warning';
import { EXPORT_FAILURE_MESSAGES, SheetUndrawable } from './export-failure';
import { exportManifestCsv, type ExportManifestRow } from './export-manifest';
import { exportPressWarning } from './press-warning';
import { ExportZip } from './export-zip';
import { exportPdfxOptions, exportRenderOptions, renderExportFile, renderExportSheet } from './render-export-file';

/** A claim lasts this long past its last progress; a runner that died is taken over after it. */
export const EXPORT_LEASE_MS = 2 * 60 * 1000;
/** Results (and failures) are kept this long after the job ends: a night's order waits until the next day. */
export const EXPORT_RETENTION_MS = 24 * 60 * 60 * 1000;
/**
 * A job whose runner died this many times (each claim counts) is failed rather than claimed
 * again: something in it, not the process, is the likelier cause.
 */
export const EXPORT_MAX_ATTEMPTS = 3;
/** Codes rendered at once through the pool, in order: enough to keep its threads busy. */
const CODES_IN_FLIGHT = 8;
/** Progress (and the lease) is written after this many codes. */
const PROGRESS_EVERY = 50;
const SHEET_FILE = 'sheet.pdf';
const MANIFEST_FILE = 'manifest.csv';

/** The claim was taken over (its lease passed while this runner was stalled): stop quietly. */
class ClaimLost extends Error {}

/**
 * Renders a claimed job into its ZIP — one file per code and format, or the sheet PDF, plus
 * manifest.csv — stored chunk by chunk, then marks it done (or failed) and emits
 * `export.completed` in the same transaction. Anything an earlier claim wrote is dropped first.
 */
export async function runExport(ctx: AppContext, job: ClaimedExport, signal?: AbortSignal): Promise<void> {
  const request = job.request as ExportRequest;
  if (job.attempts > EXPORT_MAX_ATTEMPTS) {
    await settle(ctx, job, (tx, at, expiresAt) => failExport(tx, job.id, job.attempts, EXPORT_FAILURE_MESSAGES.attempts, at, expiresAt));
    return;
  }
  try {
    await deleteExportChunks(ctx.db, job.id);
    const codes = await findExportCodes(ctx.db, job.workspace_id, job.code_ids);
    const zip = new ExportZip((seq, bytes) => insertExportChunk(ctx.db, job.id, seq, bytes));
    const progress = async (done: number) => {
      if (signal?.aborted) throw new ClaimLost('stopped');
      const lease = new Date(ctx.clock.now().getTime() + EXPORT_LEASE_MS).toISOString();
      if (!(await updateExportProgress(ctx.db, job.id, job.attempts, done, lease))) throw new ClaimLost('taken over');
    };
    // Printed dynamic codes carry the short link on the workspace's domain once verified.
    const base = await publicBaseOf(ctx, job.workspace_id);
    const manifest = request.sheet ? await writeSheet(ctx, base, codes, job, zip) : await writeFiles(ctx, base, codes, job, zip, progress);
    const deleted = deletedCodeRows(job.code_ids, codes, request.options?.ecc ?? DEFAULT_ERROR_CORRECTION);
    await zip.add(MANIFEST_FILE, new TextEncoder().encode(exportManifestCsv([...manifest, ...deleted])));
    const size = await zip.finish();
    // progress.done counts the codes that were there to draw: a deleted one is not done.
    await settle(ctx, job, (tx, at, expiresAt) => completeExport(tx, job.id, job.attempts, codes.length, size, at, expiresAt));
  } catch (error) {
    if (error instanceof ClaimLost) return;
    ctx.logger.error('export failed', { export_id: job.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    const message = error instanceof SheetUndrawable ? EXPORT_FAILURE_MESSAGES.sheet : EXPORT_FAILURE_MESSAGES.internal;
    await settle(ctx, job, (tx, at, expiresAt) => failExport(tx, job.id, job.attempts, message, at, expiresAt));
  }
}

/**
 * Codes chosen at POST and deleted before the run: listed in manifest.csv with
 * `error: deleted` after the others, so nothing goes missing silently.
 */
function deletedCodeRows(chosen: readonly string[], found: readonly ExportCodeRow[], ecc: string): ExportManifestRow[] {
  const there = new Set(found.map((code) => code.id));
  return chosen
    .filter((id) => !there.has(id))
    .map((codeId) => ({ codeId, shortCode: '', title: null, content: '', file: '', bytes: null, sha256: '', version: null, ecc, error: 'deleted', captionWarning: null, warning: null }));
}

/** The final state and its event, together; nothing when the claim was lost meanwhile. */
async function settle(ctx: AppContext, job: ClaimedExport, write: (tx: AppContext['db'], at: string, expiresAt: string) => ReturnType<typeof completeExport>): Promise<void> {
  const now = ctx.clock.now();
  const at = now.toISOString();
  await ctx.db.transaction(async (tx) => {
    const row = await write(tx, at, new Date(now.getTime() + EXPORT_RETENTION_MS).toISOString());
    if (!row) return;
    await emitEvent(tx, { organizationId: row.organization_id, workspaceId: row.workspace_id, type: 'export.completed', data: toExportResource(row, ctx.config.publicUrl), at });
  });
}

/** One file per code and format, named `<short_code>.<format>`, in the chosen order. */
async function writeFiles(ctx: AppContext, base: string, codes: readonly ExportCodeRow[], job: ClaimedExport, zip: ExportZip, progress: (done: number) => Promise<void>): Promise<ExportManifestRow[]> {
  const request = job.request as ExportRequest;
  const createdAt = new Date(job.created_at);
  const manifest: ExportManifestRow[] = [];
  const ecc = request.options?.ecc ?? DEFAULT_ERROR_CORRECTION;
  for (let start = 0; start < codes.length; start += CODES_IN_FLIGHT) {
    const window = codes.slice(start, start + CODES_IN_FLIGHT);
    // Rendered together, written in order: the archive is the same whatever finishes first.
    const rendered = await Promise.all(
      window.map(async (code) => {
        const content = codeImageContent(code, base);
        if (!content.ok) return { code, content: '', files: request.formats.map(() => ({ ok: false as const, message: content.failure.message })) };
        const files = await Promise.all(request.formats.map((format) => renderExportFile(ctx.renderPool, content.payload, exportRenderOptions(code, request, format, createdAt))));
        return { code, content: content.payload, files };
      }),
    );
    for (const { code, content, files } of rendered) {
      for (const [index, format] of request.formats.entries()) {
        const file = files[index]!;
        const name = `${code.short_code}.${format}`;
        if (file.ok) await zip.add(name, file.bytes);
        manifest.push({
          codeId: code.id,
          shortCode: code.short_code,
          title: code.title,
          content,
          file: file.ok ? name : '',
          bytes: file.ok ? file.bytes.length : null,
          sha256: file.ok ? createHash('sha256').update(file.bytes).digest('hex') : '',
          version: file.ok ? encodeQr(content, { ecc }).version : null,
          ecc,
          error: file.ok ? null : file.message,
          captionWarning: null,
          warning: file.ok ? exportPressWarning(request, format) : null,
        });
      }
    }
    const done = Math.min(start + CODES_IN_FLIGHT, codes.length);
    if (done % PROGRESS_EVERY < CODES_IN_FLIGHT || done === codes.length) await progress(done);
  }
  return manifest;
}

/**
 * Every code imposed on sheets in one PDF, rendered in the app's render pool (a sheet of
 * thousands of codes is seconds of work: never on the event loop). A code whose content cannot
 * be encoded is left off and listed with its error.
 */
async function writeSheet(ctx: AppContext, base: string, codes: readonly ExportCodeRow[], job: ClaimedExport, zip: ExportZip): Promise<ExportManifestRow[]> {
  const request = job.request as ExportRequest;
  const sheet = request.sheet!;
  const ecc = request.options?.ecc ?? DEFAULT_ERROR_CORRECTION;
  const placed: { code: ExportCodeRow; content: string }[] = [];
  const manifest: ExportManifestRow[] = [];
  const missing: ExportManifestRow[] = [];
  for (const code of codes) {
    const content = codeImageContent(code, base);
    if (content.ok) placed.push({ code, content: content.payload });
    else missing.push({ codeId: code.id, shortCode: code.short_code, title: code.title, content: '', file: '', bytes: null, sha256: '', version: null, ecc, error: content.failure.message, captionWarning: null, warning: null });
  }
  const captions = placed.map(({ code }) => (sheet.caption === 'name' ? (code.title ?? code.short_code) : sheet.caption === 'short_code' ? code.short_code : undefined));
  const items: SheetItem[] = placed.map(({ content }, index) => {
    const caption = captions[index];
    return caption === undefined ? { content } : { content, caption };
  });
  const options = request.options ?? {};
  const bytes = await renderExportSheet(ctx.renderPool, items, {
    page: sheet.page,
    symbolMm: sheet.symbol_mm,
    ...(sheet.margin_mm === undefined ? {} : { marginMm: sheet.margin_mm }),
    ...(sheet.gutter_mm === undefined ? {} : { gutterMm: sheet.gutter_mm }),
    cropMarks: sheet.crop_marks ?? false,
    ...(options.fg === undefined ? {} : { fg: options.fg }),
    ...(options.bg === undefined ? {} : { bg: options.bg }),
    ecc,
    ...exportPdfxOptions(request, new Date(job.created_at)),
  });
  await zip.add(SHEET_FILE, bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  for (const [index, { code, content }] of placed.entries()) {
    const caption = captions[index];
    const side = encodeQr(content, { ecc }).size + 2 * QUIET_ZONE_MODULES;
    manifest.push({
      codeId: code.id,
      shortCode: code.short_code,
      title: code.title,
      content,
      file: SHEET_FILE,
      bytes: bytes.length,
      sha256,
      version: encodeQr(content, { ecc }).version,
      ecc,
      error: null,
      captionWarning: caption === undefined ? null : captionWarning(caption),
      warning: exportPressWarning(request, 'pdf', sheet.symbol_mm / side),
    });
  }
  return [...manifest, ...missing];
}
