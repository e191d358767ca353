import { effectiveLimit, isPlan, PLAN_LIMITS, type FieldError } from '@quietzone/core';
import { createCodeSchema } from '@quietzone/core/schemas';
import type { AppContext } from '../../app/app-context';
import type { CodeActor } from '../code-actor';
import { insertPreparedCodes, localErrors, preparedPasswordHash, type PreparedCode } from '../create-code';
import { codeLinks, screenLinks } from '../screen-links';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/api-error';
import { fieldErrors } from '../../http/field-errors';
import { findTakenShortCodes } from '../store/codes';
import { findOrganizationPlan } from '../../organizations/store/organizations';
import type { ImportFile, ImportFormat } from './read-import-file';
import { shortCodeError } from './short-code-rule';

/** One data row's outcome: `created` (`valid` in a dry run) with its short link, or `failed` with every error. */
export type CodeImportRowResult =
  | { readonly index: number; readonly row: number; readonly status: 'created'; readonly id: string; readonly short_code: string; readonly redirect_url: string; readonly short_url: string }
  | { readonly index: number; readonly row: number; readonly status: 'valid'; readonly short_code: string | null }
  | { readonly index: number; readonly row: number; readonly status: 'failed'; readonly errors: FieldError[] };

export interface CodeImportResult {
  readonly format: ImportFormat;
  readonly dry_run: boolean;
  readonly created: CodeImportRowResult[];
  readonly total: number;
  readonly failed: number;
}

type Outcome = { readonly ok: true; readonly code: PreparedCode } | { readonly ok: false; readonly errors: readonly FieldError[] };

const failed = (outcome: Outcome, errors: readonly FieldError[]): Outcome => ({ ok: false, errors: [...(outcome.ok ? [] : outcome.errors), ...errors] });

async function assertRowLimit(ctx: AppContext, organizationId: string, rows: number): Promise<void> {
  const plan = await findOrganizationPlan(ctx.db, organizationId);
  const planName = isPlan(plan) ? plan : 'free';
  const limit = effectiveLimit(planName, PLAN_LIMITS[planName].max_code_import_rows, 'max_code_import_rows');
  if (limit !== null && rows > limit) {
    throw new ApiError('validation', `The ${planName} plan imports at most ${limit} rows per request; this file has ${rows}.`, {
      errors: [{ field: 'file', message: `at most ${limit} rows on the ${planName} plan` }],
    });
  }
}

/** Each row on its own, as POST /codes judges a body, plus its short code's form and uniqueness within the file. */
function judgeRows(file: ImportFile, now: Date): Outcome[] {
  const firstRowOf = new Map<string, number>();
  return file.rows.map(({ row, read }): Outcome => {
    if (!read.ok) return { ok: false, errors: read.errors };
    const errors: FieldError[] = [];
    if (read.shortCode !== undefined) {
      const error = shortCodeError(read.shortCode);
      const earlier = firstRowOf.get(read.shortCode);
      if (error) errors.push(error);
      else if (earlier !== undefined) errors.push({ field: 'short_code', message: `repeats the short_code of row ${earlier}` });
      else firstRowOf.set(read.shortCode, row);
    }
    const parsed = createCodeSchema.safeParse(read.body);
    if (!parsed.success) return { ok: false, errors: [...errors, ...fieldErrors(parsed.error)] };
    errors.push(...localErrors(parsed.data, now));
    if (errors.length > 0) return { ok: false, errors };
    return { ok: true, code: read.shortCode === undefined ? { input: parsed.data, recheck: [] } : { input: parsed.data, recheck: [], shortCode: read.shortCode } };
  });
}

/**
 * Local blocklist on every row's URLs (one lookup); the remote reputation check is not waited
 * for — every URL is queued for the re-check job, as `skip_url_scan` does in a batch.
 */
async function screenRows(ctx: AppContext, outcomes: Outcome[]): Promise<void> {
  const links = outcomes.flatMap((outcome, index) => (outcome.ok ? codeLinks(outcome.code.input).map((link) => ({ ...link, index })) : []));
  const screening = await screenLinks(ctx, links, { remote: false });
  screening.unsafe.forEach((link, position) => {
    outcomes[link.index] = failed(outcomes[link.index]!, [screening.errors[position]!]);
  });
  for (const link of links) {
    const outcome = outcomes[link.index]!;
    if (outcome.ok) outcomes[link.index] = { ok: true, code: { ...outcome.code, recheck: [...outcome.code.recheck, link.url] } };
  }
}

/** scrypt runs on libuv's pool of four threads: more at once only queue there, holding their memory. */
const PASSWORD_HASHES_AT_ONCE = 4;

/** The rows' passwords hashed (scrypt, tens of ms each), before the transaction as for POST /codes. */
async function hashPasswords(outcomes: Outcome[]): Promise<void> {
  const pending = outcomes.flatMap((outcome, index) => (outcome.ok && outcome.code.input.password !== undefined ? [{ index, code: outcome.code }] : []));
  for (let start = 0; start < pending.length; start += PASSWORD_HASHES_AT_ONCE) {
    await Promise.all(
      pending.slice(start, start + PASSWORD_HASHES_AT_ONCE).map(async ({ index, code }) => {
        outcomes[index] = { ok: true, code: { ...code, passwordHash: await preparedPasswordHash(code.input) } };
      }),
    );
  }
}

const SHORT_CODE_TAKEN: FieldError = { field: 'short_code', message: 'is taken by another code' };

/** Rows whose short code another code holds fail naming it (read on `db`: the import's transaction, or the database in a dry run). */
async function refuseTakenShortCodes(db: Db, outcomes: Outcome[]): Promise<void> {
  const wanted = outcomes.flatMap((outcome) => (outcome.ok && outcome.code.shortCode !== undefined ? [outcome.code.shortCode] : []));
  const taken = await findTakenShortCodes(db, wanted);
  outcomes.forEach((outcome, index) => {
    if (outcome.ok && outcome.code.shortCode !== undefined && taken.has(outcome.code.shortCode)) {
      outcomes[index] = failed(outcome, [SHORT_CODE_TAKEN]);
    }
  });
}

/**
 * POST /codes/import: the batch create's rules for a file's rows (codes/create-code-batch.ts
 * pieces: validation, local checks, link screening, insertPreparedCodes with the audit entries,
 * link re-check queue and `qr.created`). Whole-import refusal (422): more rows than the plan's
 * max_code_import_rows. Each failing row is reported in place without failing the others; the
 * valid rows are created in ONE transaction. A row's `short_code` is kept when no code (any
 * workspace, deleted ones too) holds it, else the row fails naming it — so importing the same
 * file twice creates nothing twice. A dry run judges every row the same way and stores nothing.
 */
export async function importCodes(ctx: AppContext, file: ImportFile, options: { readonly dryRun: boolean }, who: CodeActor): Promise<CodeImportResult> {
  await assertRowLimit(ctx, who.organizationId, file.rows.length);
  const now = ctx.clock.now();
  const outcomes = judgeRows(file, now);
  await screenRows(ctx, outcomes);
  const at = now.toISOString();
  const results = options.dryRun
    ? await refuseTakenShortCodes(ctx.db, outcomes).then(() => outcomes.map((outcome, index) => dryRunResult(outcome, index, file.rows[index]!.row)))
    : await hashPasswords(outcomes).then(() => ctx.db.transaction(async (tx) => {
        await refuseTakenShortCodes(tx, outcomes);
        const valid = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.code] : []));
        // Multi-row statements (codes/create-code.ts); a kept short code another import or POST /codes
        // took after refuseTakenShortCodes read comes back undefined: the row fails, it never turns random.
        const inserted = await insertPreparedCodes(tx, ctx, valid, who, at);
        let next = 0;
        return outcomes.map((outcome, index): CodeImportRowResult => {
          const row = file.rows[index]!.row;
          if (!outcome.ok) return { index, row, status: 'failed', errors: [...outcome.errors] };
          const made = inserted[next++];
          if (made === undefined) return { index, row, status: 'failed', errors: [SHORT_CODE_TAKEN] };
          const { code } = made;
          return { index, row, status: 'created', id: code.id, short_code: code.short_code, redirect_url: code.redirect_url, short_url: code.short_url };
        });
      }));
  // A kept short code may have been scanned before it existed: drop any cached answer for it.
  for (const result of results) if (result.status === 'created') ctx.caches.forgetCode(result.short_code);
  return { format: file.format, dry_run: options.dryRun, created: results, total: file.rows.length, failed: results.filter((result) => result.status === 'failed').length };
}

function dryRunResult(outcome: Outcome, index: number, row: number): CodeImportRowResult {
  if (!outcome.ok) return { index, row, status: 'failed', errors: [...outcome.errors] };
  return { index, row, status: 'valid', short_code: outcome.code.shortCode ?? null };
}
