import { publicBaseOf } from '../../domains/request-host';
import { codeNotFound } from '../get-code-or-throw';
import type { CodeRevision, DecideCodeRevisionInput, UpdateCodeInput } from '@quietzone/core/schemas';
import type { AppContext } from '../../app/app-context';
import type { Db } from '../../db/db';
import { emitEvent } from '../../events/emit-event';
import { ApiError } from '../../http/api-error';
import { resourceNotFound } from '../../http/resource-not-found';
import { decideCodeRevision, findCodeRevision, type CodeRevisionRow } from '../store/code-revisions';
import { findCode, type CodeRow } from '../store/codes';
import { writeAudit } from '../../audit-logs/store/write-audit';
import type { CodeActor } from '../code-actor';
import { toCodeResource } from '../to-code-resource';
import { updateCode } from '../update-code';
import { toCodeRevisionResource } from './code-revision-resource';

type Decision = 'approved' | 'rejected';

/**
 * POST /codes/{id}/revisions/{revisionId}/approve: applies the held change through the same
 * PATCH as any other (updateCode: checked on the newest state, links re-checked — all of them
 * when a draft goes live —, audit entry, `qr.updated`, caches dropped), and in its transaction
 * marks the revision approved with a `codes.approve` audit entry and a `qr.approved` event. A
 * change the code no longer accepts is refused as the PATCH would be (422, 503) and the
 * revision stays pending.
 */
export async function approveCodeRevision(ctx: AppContext, codeId: string, revisionId: string, input: DecideCodeRevisionInput, who: CodeActor): Promise<CodeRevision> {
  const revision = await pendingRevision(ctx.db, codeId, revisionId, who);
  let decided: CodeRevisionRow | undefined;
  await updateCode(ctx, codeId, revision.patch as UpdateCodeInput, who, {
    ...(revision.password_change ? { passwordHash: revision.password_hash } : {}),
    alongside: async (tx, code) => {
      decided = await recordDecision(tx, ctx, code, revisionId, 'approved', input, who);
    },
  });
  return toCodeRevisionResource(decided!);
}

/** POST /codes/{id}/revisions/{revisionId}/reject: nothing of the change is applied; a `codes.reject` audit entry and a `qr.rejected` event. */
export async function rejectCodeRevision(ctx: AppContext, codeId: string, revisionId: string, input: DecideCodeRevisionInput, who: CodeActor): Promise<CodeRevision> {
  await pendingRevision(ctx.db, codeId, revisionId, who);
  const decided = await ctx.db.transaction(async (tx) => {
    const code = await findCode(tx, who.workspaceId, codeId);
    if (!code) throw codeNotFound();
    return recordDecision(tx, ctx, code, revisionId, 'rejected', input, who);
  });
  return toCodeRevisionResource(decided);
}

/** The revision, still pending: 404 when the code has no such revision, 409 when it was decided already. */
async function pendingRevision(db: Db, codeId: string, revisionId: string, who: CodeActor): Promise<CodeRevisionRow> {
  const revision = await findCodeRevision(db, who.workspaceId, codeId, revisionId);
  if (!revision) throw resourceNotFound('revision');
  if (revision.status !== 'pending') throw decidedConflict(revision.status);
  return revision;
}

function decidedConflict(status: string): ApiError {
  return new ApiError('conflict', `The revision is no longer pending: it was ${status}.`);
}

/** Marks the revision decided (409 when another decision came first), with its audit entry and event, on `tx`. */
async function recordDecision(
  tx: Db,
  ctx: Pick<AppContext, 'caches' | 'clock' | 'config' | 'db'>,
  code: CodeRow,
  revisionId: string,
  decision: Decision,
  input: DecideCodeRevisionInput,
  who: CodeActor,
): Promise<CodeRevisionRow> {
  const at = ctx.clock.now().toISOString();
  const comment = input.comment === undefined || input.comment === '' ? null : input.comment;
  const decided = await decideCodeRevision(tx, revisionId, { status: decision, by: { type: who.actor.type, id: who.actor.id }, comment, at });
  if (!decided) {
    const now = await findCodeRevision(tx, who.workspaceId, code.id, revisionId);
    throw decidedConflict(now?.status ?? 'decided');
  }
  await writeAudit(tx, {
    actor: who.actor,
    action: decision === 'approved' ? 'codes.approve' : 'codes.reject',
    resourceType: 'codes',
    resourceId: code.id,
    changes: { revision_id: [revisionId, revisionId], revision_status: ['pending', decision], ...(comment === null ? {} : { comment: [null, comment] }) },
    at,
  });
  await emitEvent(tx, {
    organizationId: code.organization_id,
    workspaceId: code.workspace_id,
    type: decision === 'approved' ? 'qr.approved' : 'qr.rejected',
    data: { revision: toCodeRevisionResource(decided), code: toCodeResource(code, await publicBaseOf(ctx, code.workspace_id, tx)) },
    at,
  });
  return decided;
}
