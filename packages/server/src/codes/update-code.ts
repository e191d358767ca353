import type { AppearanceIssue, ScanMarginIssue } from '@quietzone/core';
import type { Code, UpdateCodeInput } from '@quietzone/core/schemas';
import type { Db } from '../db/db';
import { publicBaseOf } from '../domains/request-host';
import { emitEvent } from '../events/emit-event';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../app/app-context';
import { queueLinkRecheck } from './link-safety/queue-link-recheck';
import { findCode, updateCodeAtVersion, type CodeRow } from './store/codes';
import { writeAudit } from '../audit-logs/store/write-audit';
import { applyCodePatch, AUDITED_CODE_FIELDS, type PatchResult } from './apply-code-patch';
import { hashCodePassword } from './code-password';
import type { CodeActor } from './code-actor';
import { codeLinks, screenLinks } from './screen-links';
import { toCodeResource } from './to-code-resource';
import { diffChanges } from '../audit-logs/diff-changes';
import { codeNotFound } from './get-code-or-throw';
import { storedAppearanceOf } from './code-appearance';
import { checkDesignScan, codeDesign, type CodeDesign } from './scan-check/design-scan';

/** Contract, PATCH rule 1: "after three consecutive failed attempts it answers 409". */
export const PATCH_ATTEMPTS = 3;

/**
 * Retry-After of the 503 when a PATCH to live cannot re-check the code's links: the provider is
 * asked again with the next request, and a few seconds of outage should not cost a minute.
 */
export const LINK_RECHECK_RETRY_AFTER_SECONDS = 30;

/** What the approval workflow (codes/revisions/) adds to a PATCH. */
export interface UpdateCodeOptions {
  /** The hash of a password held for approval, hashed when it was requested (then `patch` carries no `password`). */
  readonly passwordHash?: string | null;
  /**
   * Runs in the PATCH's transaction with the code as the PATCH leaves it (also when nothing
   * changed), after its write, audit entry and event: what it writes commits with them, and
   * what it throws rolls the PATCH back (a lost race runs it again on the newer state).
   */
  readonly alongside?: (tx: Db, row: CodeRow) => Promise<void>;
}

/** Thrown inside the transaction when the newest state draws another design than the one scan-checked. */
class UncheckedDesign extends Error {
  constructor(readonly row: CodeRow) {
    super('design to re-check');
  }
}

/** The scan check a patch passed: the design checked (its key), and its issues. */
interface PatchScan {
  readonly key: string | undefined;
  readonly issues: readonly ScanMarginIssue[];
}

/** Thrown inside the transaction to roll it back when another request won the race. */
class LostRace extends Error {}

/** Thrown inside the transaction when the newest state sets live links that were not re-checked. */
class UncheckedRevival extends Error {
  constructor(readonly row: CodeRow) {
    super('links to re-check');
  }
}

/** The link check a patch passed: URLs to queue for the re-check job, and URLs found safe now. */
interface PatchScreening {
  readonly unchecked: readonly string[];
  readonly safe: ReadonlySet<string>;
}

/**
 * PATCH /codes/{id}. The patch is checked against the current state first (404, 400, 422),
 * its URLs go through the reputation check (outside any transaction: it is a network call),
 * then it is applied on the newest state with optimistic concurrency: read, compute, write
 * `WHERE version = <read version>`; a lost race retries, up to {@link PATCH_ATTEMPTS} in all,
 * then 409. Audit entry (`{ field: [old, new] }`), link re-check entries and `qr.updated` commit
 * with the write. A patch that changes nothing is 200 with no write and no event.
 *
 * A patch that sets a code live from another state first re-checks every link the code will
 * then have (DESIGN.md "Link safety"): the re-check job may have paused it for one of them.
 */
export async function updateCode(
  ctx: AppContext,
  id: string,
  patch: UpdateCodeInput,
  who: CodeActor,
  options: UpdateCodeOptions = {},
): Promise<{ code: Code; issues: readonly AppearanceIssue[] }> {
  const current = await findCode(ctx.db, who.workspaceId, id);
  if (!current) throw codeNotFound();
  let screening = await screenPatch(ctx, current, patch);
  let scan = await scanPatch(ctx, current, patch, await publicBaseOf(ctx, who.workspaceId));
  const passwordHash =
    options.passwordHash !== undefined ? options.passwordHash : patch.password === undefined || patch.password === null ? patch.password : await hashCodePassword(patch.password);

  for (let attempt = 1; attempt <= PATCH_ATTEMPTS; attempt++) {
    try {
      const base = await publicBaseOf(ctx, who.workspaceId);
      const outcome = await ctx.db.transaction(async (tx) => {
        const row = await findCode(tx, who.workspaceId, id);
        if (!row) throw codeNotFound();
        const result = applyCodePatch(row, patch, passwordHash);
        // A race changed what the design draws (a logo, a url, colors): check the newest one.
        if (patchDesign(row, result, patch, base)?.key !== scan.key) throw new UncheckedDesign(row);
        const issues = [...result.issues, ...scan.issues];
        if (!result.changed) {
          await options.alongside?.(tx, row);
          return { row, issues, changed: false };
        }
        // The code was paused or its links changed since the check: check the newest state.
        if (revivesCode(result) && !codeLinks(result.after).every((link) => screening.safe.has(link.url))) throw new UncheckedRevival(row);
        const at = ctx.clock.now().toISOString();
        const updated = await updateCodeAtVersion(tx, row.id, row.version, result.after, at);
        if (!updated) throw new LostRace();
        await queueLinkRecheck(tx, { codeId: updated.id, urls: screening.unchecked, at });
        await writeAudit(tx, {
          actor: who.actor,
          action: 'codes.update',
          resourceType: 'codes',
          resourceId: updated.id,
          changes: {
            ...diffChanges(result.before as unknown as Record<string, unknown>, result.after as unknown as Record<string, unknown>, AUDITED_CODE_FIELDS),
            // Whether a password is set, never its hash (a new password shows as [true, true]).
            ...(result.before.password_hash === result.after.password_hash
              ? {}
              : { has_password: [result.before.password_hash !== null, result.after.password_hash !== null] }),
          },
          at,
        });
        const code = toCodeResource(updated, base);
        await emitEvent(tx, { organizationId: updated.organization_id, workspaceId: updated.workspace_id, type: 'qr.updated', data: code, at });
        await options.alongside?.(tx, updated);
        return { row: updated, issues, changed: true };
      });
      if (outcome.changed) ctx.caches.forgetCode(outcome.row.short_code);
      return { code: toCodeResource(outcome.row, base), issues: outcome.issues };
    } catch (error) {
      if (error instanceof UncheckedRevival) screening = await screenPatch(ctx, error.row, patch);
      else if (error instanceof UncheckedDesign) scan = await scanPatch(ctx, error.row, patch, await publicBaseOf(ctx, who.workspaceId));
      else if (!(error instanceof LostRace)) throw error;
    }
  }
  throw new ApiError('conflict', `The code changed concurrently ${PATCH_ATTEMPTS} times; reload it and repeat the change.`);
}

/**
 * The reputation check a patch needs on `row` (after its 400/422 checks): the URLs it brings;
 * or, when it sets the code live from another state, every link the code will then have —
 * stored ones included, and all of them now: unsafe is 422, any link the provider cannot
 * classify now is 503 with Retry-After (going live on an unchecked link would undo the job's pause).
 */
async function screenPatch(ctx: AppContext, row: CodeRow, patch: UpdateCodeInput): Promise<PatchScreening> {
  const result = applyCodePatch(row, patch);
  const revival = revivesCode(result);
  const links = revival ? codeLinks(result.after) : codeLinks({ url: patch.url ?? patch.target_url, ab_target_url_b: patch.ab_target_url_b, links: patch.links, rules: patch.rules });
  const screening = await screenLinks(ctx, links);
  if (screening.errors.length > 0) {
    throw new ApiError('validation', revival ? 'The code links to an unsafe URL; it was not set live.' : 'The request contains unsafe links.', { errors: screening.errors });
  }
  if (revival && screening.unchecked.length > 0) {
    throw new ApiError('unavailable', "The URL reputation service could not re-check the code's links; it was not set live. Try again later.", {
      headers: { 'retry-after': String(LINK_RECHECK_RETRY_AFTER_SECONDS) },
    });
  }
  return { unchecked: screening.unchecked, safe: new Set(revival ? links.map((link) => link.url) : []) };
}

/**
 * The design a patch leaves on `row` when it must pass the scan check: a patch that sets
 * `appearance` or the url (a static code's image encodes it) on a code whose resulting design
 * is styled. Undefined otherwise: colors alone are judged by the contrast table.
 */
function patchDesign(row: CodeRow, result: PatchResult, patch: UpdateCodeInput, base: string): CodeDesign | undefined {
  if (patch.appearance === undefined && patch.url === undefined && patch.target_url === undefined) return undefined;
  const { after } = result;
  const appearance = storedAppearanceOf({ foreground_color: after.foreground_color, background_color: after.background_color, style: after.style });
  return codeDesign({ short_code: row.short_code, type: row.type, is_dynamic: row.is_dynamic, url: after.url, content: row.content }, appearance, row.logo_file_id, base);
}

/**
 * The scan check of a patch on `row` (after its 400/422 checks), outside any transaction: it
 * takes a worker thread seconds. 422 when the design does not decode; its issues otherwise.
 */
async function scanPatch(ctx: AppContext, row: CodeRow, patch: UpdateCodeInput, base: string): Promise<PatchScan> {
  const design = patchDesign(row, applyCodePatch(row, patch), patch, base);
  if (design === undefined) return { key: undefined, issues: [] };
  return { key: design.key, issues: await checkDesignScan(ctx, design) };
}

function revivesCode(result: PatchResult): boolean {
  return result.before.status !== 'live' && result.after.status === 'live';
}
