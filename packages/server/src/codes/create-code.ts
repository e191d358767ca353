import { buildPayload, DEFAULT_ERROR_CORRECTION, type FieldError } from '@quietzone/core';
import { type Code, CONTENT_FIELDS, type CreateCodeInput, mergeUtm } from '@quietzone/core/schemas';
import { publicBaseOf } from '../domains/request-host';
import type { Db } from '../db/db';
import { emitEvents } from '../events/emit-event';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../app/app-context';
import { newId } from '../new-id';
import { insertCodes, type CodeFields, type CodeRow, type NewCode } from './store/codes';
import { writeAudits, type AuditEntry } from '../audit-logs/store/write-audit';
import { insertCodesLinkRechecks } from './store/link-rechecks';
import { listActiveWebhooks } from '../webhooks/store/webhooks';
import type { CodeActor } from './code-actor';
import { contentFitError } from './content-fit-error';
import { generateShortCode, SHORT_CODE_ATTEMPTS } from './generate-short-code';
import { ShortCodeTakenError } from './short-code-taken-error';
import { codeLinks, screenLinks } from './screen-links';
import { hashCodePassword } from './code-password';
import { ACTIVE_AFTER_EXPIRY, activeBeforeExpiry, AUDITED_CODE_FIELDS } from './apply-code-patch';
import { toCodeResource } from './to-code-resource';
import { unknownUtmKeyError } from './unknown-utm-key';
import { diffChanges } from '../audit-logs/diff-changes';
import { callerNeedsApproval } from './revisions/caller-needs-approval';
import { CREATION_PATCH, requestApprovals } from './revisions/request-approvals';

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
  const utmKeyError = input.type === 'url' ? unknownUtmKeyError(input.utm) : undefined;
  if (utmKeyError) errors.push(utmKeyError);
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
 * The row a prepared code is inserted as, with `id` and `shortCode` (the one it wants, or one
 * drawn): its initial fields, the content fields of its type, who made it and when.
 */
function preparedCodeRow(prepared: PreparedCode, who: CodeActor, id: string, shortCode: string, at: string): NewCode {
  const { input } = prepared;
  const content: Record<string, unknown> = {};
  if (input.type !== 'url') {
    for (const name of CONTENT_FIELDS[input.type]) {
      const value = (input as unknown as Record<string, unknown>)[name];
      if (value !== undefined) content[name] = value;
    }
  }
  return {
    ...initialFields(input, prepared.passwordHash ?? null),
    id,
    organizationId: who.organizationId,
    workspaceId: who.workspaceId,
    shortCode,
    type: input.type,
    isDynamic: input.is_dynamic,
    content,
    createdByKeyId: who.keyId,
    createdAt: at,
  };
}

/** The `codes.create` audit entry of an inserted code (that a password was set, never the hash). */
function codeCreationAudit(row: CodeRow, who: CodeActor, at: string): AuditEntry {
  return {
    actor: who.actor,
    action: 'codes.create',
    resourceType: 'codes',
    resourceId: row.id,
    changes: {
      short_code: [null, row.short_code],
      ...diffChanges(null, row as unknown as Record<string, unknown>, AUDITED_FIELDS),
      ...(row.password_hash === null ? {} : { has_password: [false, true] }),
    },
    at,
  };
}

/**
 * Inserts a prepared code with a fresh short code (drawn again on a collision), its link
 * re-check entries, the `codes.create` audit entry and the `qr.created` event, all on `tx`.
 * A wanted short code that is taken: ShortCodeTakenError.
 */
export async function insertPreparedCode(
  tx: Db,
  ctx: Pick<AppContext, 'config' | 'caches' | 'clock' | 'db'>,
  prepared: PreparedCode,
  who: CodeActor,
  at: string,
): Promise<{ row: CodeRow; code: Code }> {
  const [inserted] = await insertPreparedCodes(tx, ctx, [prepared], who, at);
  if (!inserted) throw new ShortCodeTakenError(prepared.shortCode!);
  return inserted;
}

/** Codes per statement of {@link insertPreparedCodes}: a 10,000-row import in 20 rounds, each parameter well under a megabyte. */
export const PREPARED_CODES_PER_STATEMENT = 500;

/**
 * {@link insertPreparedCode} for many codes of one workspace (a batch, an import), in multi-row
 * statements of at most {@link PREPARED_CODES_PER_STATEMENT}: the codes — a drawn short code
 * found taken is drawn again, up to SHORT_CODE_ATTEMPTS rounds; a wanted one is tried once and
 * its code is left out (undefined in its place: the caller fails that item) — then their link
 * re-check entries, audit entries and `qr.created` events, the workspace's webhooks read once.
 * Results in the order of `prepared`.
 */
export async function insertPreparedCodes(
  tx: Db,
  ctx: Pick<AppContext, 'config' | 'caches' | 'clock' | 'db'>,
  prepared: readonly PreparedCode[],
  who: CodeActor,
  at: string,
): Promise<({ row: CodeRow; code: Code } | undefined)[]> {
  if (prepared.length === 0) return [];
  const webhooks = await listActiveWebhooks(tx, [who.workspaceId]);
  // A contributor's codes in a workspace that requires approval start as drafts (codes/revisions/).
  const drafts = await callerNeedsApproval(tx, who);
  const base = await publicBaseOf(ctx, who.workspaceId, tx);
  const results: ({ row: CodeRow; code: Code } | undefined)[] = [];
  for (let start = 0; start < prepared.length; start += PREPARED_CODES_PER_STATEMENT) {
    const chunk = prepared.slice(start, start + PREPARED_CODES_PER_STATEMENT);
    const ids = chunk.map(() => newId('qr'));
    const rows = new Map<string, CodeRow>();
    let waiting = chunk.map((_, index) => index);
    for (let attempt = 0; attempt < SHORT_CODE_ATTEMPTS && waiting.length > 0; attempt++) {
      const wanted = (index: number) => (attempt === 0 ? chunk[index]!.shortCode : undefined);
      const inserted = await insertCodes(
        tx,
        waiting.map((index) => {
          const row = preparedCodeRow(chunk[index]!, who, ids[index]!, wanted(index) ?? generateShortCode(), at);
          return drafts ? { ...row, status: 'draft' } : row;
        }),
      );
      for (const row of inserted) rows.set(row.id, row);
      // A wanted short code is tried once: taken, it fails rather than turn random.
      waiting = waiting.filter((index) => !rows.has(ids[index]!) && chunk[index]!.shortCode === undefined);
    }
    if (waiting.length > 0) throw new Error(`no free short code after ${SHORT_CODE_ATTEMPTS} attempts`);
    const made = chunk.flatMap((code, index) => {
      const row = rows.get(ids[index]!);
      return row ? [{ prepared: code, row, code: toCodeResource(row, base) }] : [];
    });
    await insertCodesLinkRechecks(tx, made.flatMap(({ prepared: code, row }) => [...new Set(code.recheck)].map((url) => ({ code_id: row.id, url }))), at);
    await writeAudits(tx, made.map(({ row }) => codeCreationAudit(row, who, at)));
    await emitEvents(tx, made.map(({ row, code }) => ({ organizationId: row.organization_id, workspaceId: row.workspace_id, type: 'qr.created' as const, data: code, at })), webhooks);
    if (drafts) await requestApprovals(tx, ctx, made.map(({ row }) => ({ code: row, kind: 'create' as const, patch: CREATION_PATCH })), who, at, webhooks);
    const byId = new Map(made.map(({ row, code }) => [row.id, { row, code }]));
    results.push(...ids.map((id) => byId.get(id)));
  }
  return results;
}

/** POST /codes: prepare, then insert in one transaction. Refusals are 422 with every field at fault. */
export async function createCode(
  ctx: AppContext,
  input: CreateCodeInput,
  who: CodeActor,
): Promise<Code> {
  const utmKeyError = input.type === 'url' ? unknownUtmKeyError(input.utm) : undefined;
  if (utmKeyError) throw new ApiError('bad_request', 'utm takes only source, medium, campaign, term and content.', { errors: [utmKeyError] });
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
    style: {},
    is_landing_page: input.is_landing_page ?? false,
    links: input.links ?? [],
    ab_enabled: ab,
    ab_target_url_b: input.ab_target_url_b ?? null,
    ab_weight_a: input.ab_weight_a ?? (ab ? DEFAULT_AB_WEIGHT_A : null),
    rules: (dynamicUrl ? input.rules : undefined) ?? [],
    password_hash: passwordHash,
    max_scans: (dynamicUrl ? input.max_scans : undefined) ?? null,
    active_from: dynamicUrl && input.active_from !== undefined ? new Date(input.active_from).toISOString() : null,
    utm: dynamicUrl ? mergeUtm({}, input.utm) : {},
  };
}
