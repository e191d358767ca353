import { buildPayload, CONTENT_FIELDS, DEFAULT_ERROR_CORRECTION, type Code, type CreateCodeInput, type FieldError } from '@quietzone/core';
import type { Db } from '../db/db';
import { emitEvent } from '../events/emit-event';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../app/app-context';
import { queueLinkRecheck } from '../link-safety/queue-link-recheck';
import { newId } from '../new-id';
import { insertCode, type CodeFields, type CodeRow } from '../store/codes';
import { writeAudit } from '../store/write-audit';
import type { CodeActor } from './code-actor';
import { contentFitError } from './content-fit-error';
import { generateShortCode, SHORT_CODE_ATTEMPTS } from './generate-short-code';
import { ShortCodeTakenError } from './short-code-taken-error';
import { codeLinks, screenLinks } from './screen-links';
import { hashCodePassword } from './code-password';
import { ACTIVE_AFTER_EXPIRY, activeBeforeExpiry, AUDITED_CODE_FIELDS } from './apply-code-patch';
import { toCodeResource } from './to-code-resource';
import { diffChanges } from '../audit-logs/diff-changes';

/** A creation body that passed every check and waits to be inserted. */
export interface PreparedCode {
  readonly input: CreateCodeInput;
  /** URLs to re-check later (provider unreachable now, or the provider skipped by `skip_url_scan`). */
  readonly recheck: readonly string[];
  /** A short code to keep (the import's `short_code`, checked free): tried once, never replaced by a random one. */
  readonly shortCode?: string;
  /** scrypt hash of `input.password` (codes/code-password.ts), made before any transaction; absent or null without one. */
  readonly passwordHash?: string | null;
}

export type PrepareResult = { readonly ok: true; readonly code: PreparedCode } | { readonly ok: false; readonly errors: readonly FieldError[] };

/** Default share of scans to `url` when A/B is enabled without a weight. */
const DEFAULT_AB_WEIGHT_A = 50;

/** Fields recorded in the `codes.create` audit entry: those of a PATCH (unset colors and reason are null, so left out) and the type. */
const AUDITED_FIELDS = ['type', 'is_dynamic', ...AUDITED_CODE_FIELDS] as const;

/**
 * The checks a validated body still needs before insertion, as values: an `expires_at` in the
 * future (a code born expired is a mistake; an expiry within the next 24 h is fine), content
 * that encodes (core's buildPayload: vCard names, WIFI password, coordinates) and fits in a QR
 * code at ECC M (codes/content-fit-error.ts), and the link reputation check. `skipUrlScan`
 * skips only the remote provider: the local blocklist still refuses, and every other URL is
 * queued for the re-check job instead.
 * Call outside any transaction: the reputation check goes over the network.
 */
export async function prepareCode(
  ctx: Pick<AppContext, 'config' | 'logger' | 'blocklists'>,
  input: CreateCodeInput,
  options: { readonly now: Date; readonly skipUrlScan?: boolean },
): Promise<PrepareResult> {
  const errors = localErrors(input, options.now);
  if (errors.length > 0) return { ok: false, errors };
  const links = codeLinks(input);
  const screening = await screenLinks(ctx, links, { remote: !options.skipUrlScan });
  if (screening.errors.length > 0) return { ok: false, errors: screening.errors };
  const passwordHash = await preparedPasswordHash(input);
  return { ok: true, code: { input, recheck: options.skipUrlScan ? links.map((link) => link.url) : screening.unchecked, passwordHash } };
}

/** The hash of a creation body's password (scrypt: tens of ms, so never inside a transaction). */
export function preparedPasswordHash(input: CreateCodeInput): Promise<string | null> {
  return input.type === 'url' && input.password !== undefined ? hashCodePassword(input.password) : Promise.resolve(null);
}

/** The checks of {@link prepareCode} that need no network, for batches that scan links in one lookup. */
export function localErrors(input: CreateCodeInput, now: Date): FieldError[] {
  const errors: FieldError[] = [];
  if (input.expires_at !== undefined && Date.parse(input.expires_at) <= now.getTime()) {
    errors.push({ field: 'expires_at', message: 'must lie in the future' });
  }
  const activeFrom = input.type === 'url' ? input.active_from : undefined;
  if (activeFrom !== undefined && input.expires_at !== undefined && !activeBeforeExpiry(activeFrom, input.expires_at)) {
    errors.push({ field: 'active_from', message: ACTIVE_AFTER_EXPIRY });
  }
  const payload = buildPayload(input);
  if (!payload.ok) errors.push({ field: payload.failure.field, message: payload.failure.message });
  // A dynamic code's image encodes its short link, which always fits; a static one its content, at ECC M by default.
  const tooLong = payload.ok && !input.is_dynamic ? contentFitError(input, payload.payload, DEFAULT_ERROR_CORRECTION) : undefined;
  if (tooLong) errors.push(tooLong);
  return errors;
}

/**
 * Inserts a prepared code with a fresh short code (drawn again on a collision), its link
 * re-check entries, the `codes.create` audit entry and the `qr.created` event, all on `tx`.
 */
export async function insertPreparedCode(
  tx: Db,
  ctx: Pick<AppContext, 'config'>,
  prepared: PreparedCode,
  who: CodeActor,
  at: string,
): Promise<{ row: CodeRow; code: Code }> {
  const { input } = prepared;
  const fields = initialFields(input, prepared.passwordHash ?? null);
  const content: Record<string, unknown> = {};
  if (input.type !== 'url') {
    for (const name of CONTENT_FIELDS[input.type]) {
      const value = (input as unknown as Record<string, unknown>)[name];
      if (value !== undefined) content[name] = value;
    }
  }
  let row: CodeRow | undefined;
  const id = newId('qr');
  // A wanted short code is tried once: taken, it fails (ShortCodeTakenError) rather than turn random.
  const attempts = prepared.shortCode === undefined ? SHORT_CODE_ATTEMPTS : 1;
  for (let attempt = 0; attempt < attempts && !row; attempt++) {
    row = await insertCode(tx, {
      ...fields,
      id,
      organizationId: who.organizationId,
      workspaceId: who.workspaceId,
      shortCode: attempt === 0 && prepared.shortCode !== undefined ? prepared.shortCode : generateShortCode(),
      type: input.type,
      isDynamic: input.is_dynamic,
      content,
      createdByKeyId: who.keyId,
      createdAt: at,
    });
  }
  if (!row && prepared.shortCode !== undefined) throw new ShortCodeTakenError(prepared.shortCode);
  if (!row) throw new Error(`no free short code after ${SHORT_CODE_ATTEMPTS} attempts`);
  await queueLinkRecheck(tx, { codeId: row.id, urls: prepared.recheck, at });
  const code = toCodeResource(row, ctx.config.publicUrl);
  await writeAudit(tx, {
    actor: who.actor,
    action: 'codes.create',
    resourceType: 'codes',
    resourceId: row.id,
    changes: {
      short_code: [null, row.short_code],
      ...diffChanges(null, row as unknown as Record<string, unknown>, AUDITED_FIELDS),
      // That a password was set, never the hash.
      ...(row.password_hash === null ? {} : { has_password: [false, true] }),
    },
    at,
  });
  await emitEvent(tx, { organizationId: row.organization_id, workspaceId: row.workspace_id, type: 'qr.created', data: code, at });
  return { row, code };
}

/** POST /codes: prepare, then insert in one transaction. Refusals are 422 with every field at fault. */
export async function createCode(
  ctx: AppContext,
  input: CreateCodeInput,
  who: CodeActor,
): Promise<Code> {
  const now = ctx.clock.now();
  const prepared = await prepareCode(ctx, input, { now });
  if (!prepared.ok) throw new ApiError('validation', 'The request contains invalid fields.', { errors: prepared.errors });
  const at = now.toISOString();
  const { code } = await ctx.db.transaction((tx) => insertPreparedCode(tx, ctx, prepared.code, who, at));
  return code;
}

function initialFields(input: CreateCodeInput, passwordHash: string | null): CodeFields {
  const dynamicUrl = input.type === 'url' && input.is_dynamic;
  const ab = dynamicUrl && input.ab_enabled === true;
  return {
    // Contract, States: a newly created code is live.
    status: 'live',
    paused_reason: null,
    title: input.title === undefined || input.title === '' ? null : input.title,
    url: input.type === 'url' ? input.url : null,
    tags: input.tags ?? [],
    notes: input.notes ?? null,
    expires_at: input.expires_at === undefined ? null : new Date(input.expires_at).toISOString(),
    foreground_color: null,
    background_color: null,
    is_landing_page: input.is_landing_page ?? false,
    links: input.links ?? [],
    ab_enabled: ab,
    ab_target_url_b: input.ab_target_url_b ?? null,
    ab_weight_a: input.ab_weight_a ?? (ab ? DEFAULT_AB_WEIGHT_A : null),
    rules: (dynamicUrl ? input.rules : undefined) ?? [],
    password_hash: passwordHash,
    max_scans: (dynamicUrl ? input.max_scans : undefined) ?? null,
    active_from: dynamicUrl && input.active_from !== undefined ? new Date(input.active_from).toISOString() : null,
  };
}
