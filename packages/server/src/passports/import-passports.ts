import { passportBodyFromCreate, type FieldError, type PassportBody } from '@quietzone/core';
import {
  createPassportSchema,
  importColumnOf,
  updatePassportSchema,
  type ImportQuery,
  type ImportResult,
  type UpdatePassportInput,
} from '@quietzone/core/schemas';
import type { z } from 'zod';
import type { AppContext } from '../app/app-context';
import type { CodeActor } from '../codes/code-actor';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { fieldErrors } from '../http/field-errors';
import { organizationLimit } from '../organizations/organization-limit';
import { lockOrganizationForQuota } from '../organizations/plan-quota';
import type { ImportInput, ImportInputRow } from './import/import-file-rows';
import { countOrganizationPassports, findPassportByIdentity, type PassportIdentity } from './store/passports';
import { findOrganization } from '../organizations/store/organizations';
import { planPassportPatch } from './plan-passport-patch';
import { screenLinks } from '../codes/screen-links';
import { passportLinks } from './passport-links';
import { GtinOwnedElsewhere } from './gtin-ownership';
import { storeNewPassport } from './store-new-passport';
import { storePassportUpdate } from './store-passport-update';
import { organizationNotFound } from '../organizations/get-organization-or-throw';

type RowResult = ImportResult['rows'][number];

/** A row that passed the checks needing no transaction: what it creates, or patches when upsert finds its identity. */
interface PreparedRow {
  readonly row: number;
  readonly identity: PassportIdentity;
  /** The create body, or why the row cannot create (upsert: only matters when nothing matches). */
  readonly create: { readonly body: PassportBody } | { readonly errors: readonly FieldError[] };
  readonly patch?: UpdatePassportInput;
}

/** Thrown at the end of a dry run to roll its transaction back. */
class DryRunDone extends Error {
  constructor(readonly rows: readonly RowResult[]) {
    super('dry run');
  }
}

/**
 * POST /dpp/import (dpp.md, "Endpoints" and Precise points, "Import"). More rows than the
 * plan's `max_dpp_import_rows` is 422 for the whole request. Each row is judged as POST /dpp
 * judges a body (schema, then link safety: one lookup for all rows, outside the transaction), upsert
 * as PATCH judges a patch on the passport its gtin, lot and serial match. Then ONE transaction
 * writes every valid row in order through the same pieces as POST and PATCH (version, audit,
 * events); a row that fails there (identity taken, plan limit `max_passports` reached, a
 * refused patch, a concurrent change) fails alone. A dry run runs the same transaction and rolls it back,
 * so its counts are the ones the import would produce.
 */
export async function importPassports(ctx: AppContext, input: ImportInput, query: ImportQuery, who: CodeActor): Promise<ImportResult> {
  await assertWithinRowLimit(ctx.db, who.organizationId, input.rows.length);
  const failed = new Map<number, RowResult>();
  const columnOf = input.source === 'sheet' ? importColumnOf : (field: string) => field;
  const failure = (row: number, errors: readonly FieldError[]): RowResult => ({ row, status: 'failed', errors: errors.map((error) => ({ field: columnOf(error.field), message: error.message })) });
  const parsed: ParsedRow[] = [];
  for (const inputRow of input.rows) {
    // Errors of reading a sheet row name their columns already.
    if ('errors' in inputRow) failed.set(inputRow.row, { row: inputRow.row, status: 'failed', errors: [...inputRow.errors] });
    else {
      const outcome = parseRow(inputRow, query.mode);
      if ('errors' in outcome) failed.set(inputRow.row, failure(inputRow.row, outcome.errors));
      else parsed.push(outcome);
    }
  }
  const unsafe = await unsafeLinksByRow(ctx, parsed);
  for (const { row, errors } of unsafe) failed.set(row, failure(row, errors));
  const prepared = parsed.filter((row) => !failed.has(row.row));

  let written: readonly RowResult[];
  try {
    written = await ctx.db.transaction(async (tx) => {
      const results = await writeRows(tx, ctx, who, prepared, (row, errors) => failure(row, errors));
      if (query.dry_run) throw new DryRunDone(results);
      return results;
    });
  } catch (error) {
    if (!(error instanceof DryRunDone)) throw error;
    written = error.rows.map(({ id: _id, ...rest }) => rest);
  }
  // After the commit: a written passport may change what a resolver path answers (resolver-cache.ts).
  if (!query.dry_run && written.some((row) => row.status !== 'failed')) ctx.caches.forgetPassports();
  const rows = [...failed.values(), ...written].sort((a, b) => a.row - b.row);
  const count = (status: RowResult['status']) => rows.filter((row) => row.status === status).length;
  return { total: rows.length, created: count('created'), updated: count('updated'), failed: count('failed'), rows };
}

async function assertWithinRowLimit(db: Db, organizationId: string, rows: number): Promise<void> {
  const org = await findOrganization(db, organizationId);
  if (!org) throw organizationNotFound();
  const limit = organizationLimit(org, 'max_dpp_import_rows');
  if (limit !== null && rows > limit) {
    throw new ApiError('validation', `The ${org.plan} plan imports at most ${limit} rows per request (max_dpp_import_rows); this request has ${rows}. Split the file.`, {
      errors: [{ field: 'rows', message: `at most ${limit} rows per request on the ${org.plan} plan (max_dpp_import_rows), got ${rows}` }],
    });
  }
}

/** A row that passed the schema checks, with the URLs it brings (`links`: those of the body it will write). */
type ParsedRow = PreparedRow & { readonly links: Parameters<typeof passportLinks>[0] };

function parseRow(input: Extract<ImportInputRow, { body: unknown }>, mode: ImportQuery['mode']): ParsedRow | { readonly errors: readonly FieldError[] } {
  const created = createPassportSchema.safeParse(input.body);
  const create: PreparedRow['create'] = created.success ? { body: passportBodyFromCreate(created.data) } : { errors: fieldErrors(created.error) };
  if (mode === 'create') {
    if ('errors' in create) return create;
    return { row: input.row, identity: create.body, create, links: created.data! };
  }
  const patched: z.ZodSafeParseResult<UpdatePassportInput> = updatePassportSchema.safeParse(input.body);
  if (!patched.success) return { errors: fieldErrors(patched.error) };
  const patch = patched.data;
  if (patch.gtin === undefined) return { errors: [{ field: 'gtin', message: 'required: upsert matches on gtin, lot and serial' }] };
  return { row: input.row, identity: { gtin: patch.gtin, lot: patch.lot ?? null, serial: patch.serial ?? null }, create, patch, links: patch };
}

/** The link-safety check of every row's document and link URLs in one lookup (a network call): the rows with unsafe ones, with their errors. */
async function unsafeLinksByRow(ctx: AppContext, rows: readonly ParsedRow[]): Promise<{ readonly row: number; readonly errors: FieldError[] }[]> {
  const screening = await screenLinks(ctx, rows.flatMap(({ row, links }) => passportLinks(links).map((link) => ({ ...link, row }))));
  const byRow = new Map<number, FieldError[]>();
  screening.unsafe.forEach((link, index) => byRow.set(link.row, [...(byRow.get(link.row) ?? []), screening.errors[index]!]));
  return [...byRow].map(([row, errors]) => ({ row, errors }));
}

/** The valid rows written in order inside `tx`; a row refused here fails alone. */
async function writeRows(
  tx: Db,
  ctx: AppContext,
  who: CodeActor,
  rows: readonly PreparedRow[],
  failure: (row: number, errors: readonly FieldError[]) => RowResult,
): Promise<RowResult[]> {
  const org = await lockOrganizationForQuota(tx, who.organizationId);
  const limit = organizationLimit(org, 'max_passports');
  let passports = await countOrganizationPassports(tx, org.id);
  const at = ctx.clock.now().toISOString();
  const results: RowResult[] = [];
  for (const prepared of rows) {
    const { row } = prepared;
    const existing = prepared.patch === undefined ? undefined : await findPassportByIdentity(tx, who.workspaceId, prepared.identity);
    if (existing && prepared.patch) {
      const plan = planPassportPatch(existing, prepared.patch);
      if (!plan.ok) {
        results.push(failure(row, plan.errors));
        continue;
      }
      const unchanged = Object.keys(plan.changes).length === 0;
      const updated = unchanged ? existing : await unlessOwnedElsewhere(() => storePassportUpdate(tx, ctx, who, existing, plan.body, plan.changes, at));
      if (updated instanceof GtinOwnedElsewhere) results.push(failure(row, updated.errors!));
      else results.push(updated ? { row, status: 'updated', id: updated.id } : failure(row, [{ field: 'gtin', message: 'the passport changed concurrently; import the row again' }]));
      continue;
    }
    if ('errors' in prepared.create) {
      results.push(failure(row, prepared.create.errors));
      continue;
    }
    if (limit !== null && passports >= limit) {
      results.push(failure(row, [{ field: 'max_passports', message: `the ${org.plan} plan allows ${limit} passports (max_passports), and the organization has ${passports}` }]));
      continue;
    }
    const { body } = prepared.create;
    const created = await unlessOwnedElsewhere(() => storeNewPassport(tx, ctx, who, body, at));
    if (created instanceof GtinOwnedElsewhere) {
      results.push(failure(row, created.errors!));
      continue;
    }
    if (!created) {
      results.push(failure(row, [{ field: 'gtin', message: 'a passport with this gtin, lot and serial exists in the workspace' }]));
      continue;
    }
    passports++;
    results.push({ row, status: 'created', id: created.id });
  }
  return results;
}

/**
 * A row whose GTIN another organization owns fails alone, as a taken identity does: the
 * refusal comes before the row's write, so the transaction goes on for the other rows.
 */
async function unlessOwnedElsewhere<T>(write: () => Promise<T>): Promise<T | GtinOwnedElsewhere> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof GtinOwnedElsewhere) return error;
    throw error;
  }
}
