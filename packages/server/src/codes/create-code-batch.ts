import {
  effectiveLimit,
  isPlan,
  PLAN_LIMITS,
  type FieldError,
} from '@quietzone/core';
import { batchCodeItemSchema, type BatchCreateCodesInput, type BatchCreateCodesResult } from '@quietzone/core/schemas';
import { ApiError } from '../http/api-error';
import { fieldErrors } from '../http/field-errors';
import type { AppContext } from '../app/app-context';
import { findOrganizationPlan } from '../organizations/store/organizations';
import type { CodeActor } from './code-actor';
import { insertPreparedCode, localErrors, preparedPasswordHash, type PreparedCode } from './create-code';
import { codeLinks, screenLinks } from './screen-links';

/** Contract, Limits: "URL scans run synchronously for at most 50 URL items". */
export const MAX_SCANNED_URL_ITEMS = 50;

type ItemOutcome = { readonly ok: true; readonly code: PreparedCode } | { readonly ok: false; readonly errors: readonly FieldError[] };

/**
 * POST /codes/batch. Whole-request refusals (422): more items than the plan allows, more than
 * 50 url items without `skip_url_scan`, or `appearance` in any item (Appearance rule 5).
 * Otherwise each item is validated on its own and a failing item is reported in place
 * (`{ index, status: 'failed', errors }`, field paths relative to the item) without failing
 * the others. URL reputation runs in one lookup for all items; `skip_url_scan` skips only the
 * remote provider (the local blocklist always applies, DESIGN.md "Link safety") and queues
 * every URL it let through for the re-check job. All valid items are created in ONE transaction
 * (each with its audit entry and `qr.created`): the batch is never half-written.
 */
export async function createCodeBatch(ctx: AppContext, body: BatchCreateCodesInput, who: CodeActor): Promise<BatchCreateCodesResult> {
  const plan = await findOrganizationPlan(ctx.db, who.organizationId);
  const planName = isPlan(plan) ? plan : 'free';
  const limit = effectiveLimit(planName, PLAN_LIMITS[planName].max_batch_size, 'max_batch_size');
  if (limit !== null && body.items.length > limit) {
    throw new ApiError('validation', `The ${planName} plan allows at most ${limit} items per batch.`, {
      errors: [{ field: 'items', message: `at most ${limit} items on the ${planName} plan` }],
    });
  }
  const withAppearance = body.items.flatMap((item, index) => ('appearance' in item ? [{ field: `items.${index}.appearance`, message: 'appearance is set only by PATCH /codes/{id}' }] : []));
  if (withAppearance.length > 0) throw new ApiError('validation', 'appearance is set only by PATCH /codes/{id}.', { errors: withAppearance });
  const urlItems = body.items.filter((item) => item.type === undefined || item.type === 'url').length;
  if (urlItems > MAX_SCANNED_URL_ITEMS && !body.skip_url_scan) {
    throw new ApiError('validation', `URL scans run for at most ${MAX_SCANNED_URL_ITEMS} url items; send skip_url_scan: true for more.`, {
      errors: [{ field: 'skip_url_scan', message: `required to be true with more than ${MAX_SCANNED_URL_ITEMS} url items` }],
    });
  }

  const now = ctx.clock.now();
  const outcomes: ItemOutcome[] = body.items.map((item) => {
    const parsed = batchCodeItemSchema.safeParse(item);
    if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
    const errors = localErrors(parsed.data, now);
    if (errors.length > 0) return { ok: false, errors };
    return { ok: true, code: { input: parsed.data, recheck: [] } };
  });

  const links = outcomes.flatMap((outcome, index) => (outcome.ok ? codeLinks(outcome.code.input).map((link) => ({ ...link, index })) : []));
  const screening = await screenLinks(ctx, links, { remote: !body.skip_url_scan });
  const unchecked = new Set(screening.unchecked);
  screening.unsafe.forEach((link, position) => {
    const outcome = outcomes[link.index]!;
    const error = screening.errors[position]!;
    outcomes[link.index] = { ok: false, errors: [...(outcome.ok ? [] : outcome.errors), error] };
  });
  for (const link of links) {
    const outcome = outcomes[link.index]!;
    if (outcome.ok && (body.skip_url_scan || unchecked.has(link.url))) outcomes[link.index] = { ok: true, code: { ...outcome.code, recheck: [...outcome.code.recheck, link.url] } };
  }

  for (const [index, outcome] of outcomes.entries()) {
    if (outcome.ok) outcomes[index] = { ok: true, code: { ...outcome.code, passwordHash: await preparedPasswordHash(outcome.code.input) } };
  }

  const at = now.toISOString();
  const created = await ctx.db.transaction(async (tx) => {
    const results: BatchCreateCodesResult['created'] = [];
    for (const [index, outcome] of outcomes.entries()) {
      if (!outcome.ok) {
        results.push({ index, status: 'failed', errors: [...outcome.errors] });
        continue;
      }
      const { code } = await insertPreparedCode(tx, ctx, outcome.code, who, at);
      results.push({ index, status: 'created', id: code.id, short_code: code.short_code, redirect_url: code.redirect_url, short_url: code.short_url });
    }
    return results;
  });
  return { created, total: body.items.length, failed: created.filter((item) => item.status === 'failed').length };
}
