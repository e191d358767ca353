import {
  evaluateCompliance,
  passportBodyFromCreate,
  type ComplianceReport,
  type FieldError,
} from '@quietzone/core';
import {
  createPassportSchema,
  updatePassportSchema,
  type passportUpdateValidationSchema,
  type passportValidationSchema,
} from '@quietzone/core/schemas';
import type { z } from 'zod';
import type { AppContext } from '../app/app-context';
import { fieldErrors } from '../http/field-errors';
import type { PassportRow } from './store/passports';
import { planPassportPatch } from './plan-passport-patch';
import { unsafePassportLinkErrors } from './screen-passport-links';

type LinkCheckContext = Pick<AppContext, 'config' | 'logger' | 'blocklists'>;

/**
 * POST /dpp/validate: a create body judged as POST /dpp would judge it, storing nothing.
 * `errors` are the field errors POST answers with (schema, unsafe links; a missing required
 * field, 400 there, is listed too); the compliance answer is for the body as sent, normalized
 * when it is valid.
 */
export async function validatePassportBody(ctx: LinkCheckContext, raw: Readonly<Record<string, unknown>>): Promise<z.output<typeof passportValidationSchema>> {
  const parsed = createPassportSchema.safeParse(raw);
  if (!parsed.success) return answer(fieldErrors(parsed.error), evaluateCompliance(raw));
  const errors = await unsafePassportLinkErrors(ctx, parsed.data);
  return answer(errors, evaluateCompliance(passportBodyFromCreate(parsed.data)));
}

/**
 * POST /dpp/{id}/validate-update: a PATCH body judged on the stored passport as PATCH would
 * judge it (schema, status transition, identity after publication, unsafe links), with the
 * changes and version it would produce and the compliance answer for the passport it would
 * leave. An invalid patch changes nothing: `changes` is empty, `next_version` the current one,
 * and the compliance answer is for the stored passport with the sent fields laid over it.
 */
export async function validatePassportUpdate(
  ctx: LinkCheckContext,
  row: PassportRow,
  raw: Readonly<Record<string, unknown>>,
): Promise<z.output<typeof passportUpdateValidationSchema>> {
  const parsed = updatePassportSchema.safeParse(raw);
  const plan = parsed.success ? planPassportPatch(row, parsed.data) : undefined;
  if (!parsed.success || !plan?.ok) {
    const errors = parsed.success ? (plan && !plan.ok ? plan.errors : []) : fieldErrors(parsed.error);
    return { ...answer(errors, evaluateCompliance({ ...row, ...raw })), changes: {}, next_version: row.version };
  }
  const errors = await unsafePassportLinkErrors(ctx, parsed.data);
  const changed = errors.length === 0 && Object.keys(plan.changes).length > 0;
  return {
    ...answer(errors, evaluateCompliance(plan.body)),
    changes: errors.length === 0 ? Object.fromEntries(Object.entries(plan.changes).map(([field, [before, after]]) => [field, [before, after]])) : {},
    next_version: changed ? row.version + 1 : row.version,
  };
}

function answer(errors: readonly FieldError[], report: ComplianceReport): z.output<typeof passportValidationSchema> {
  const warnings = report.checks.filter((check) => check.severity === 'warning' && !check.passed).map((check) => ({ field: check.field, message: check.message }));
  return { valid: errors.length === 0, errors: [...errors], warnings, eu_compliance: { ...report, missing: [...report.missing], checks: report.checks.map((check) => ({ ...check })) } };
}
