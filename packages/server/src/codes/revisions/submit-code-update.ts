import { codeNotFound } from '../get-code-or-throw';
import { splitCodePatch, type AppearanceIssue } from '@quietzone/core';
import { type Code, type CodeRevision, type UpdateCodeInput } from '@quietzone/core/schemas';
import type { AppContext } from '../../app/app-context';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/api-error';
import { findCode, type CodeRow } from '../store/codes';
import type { CodeRevisionRow } from '../store/code-revisions';
import { applyCodePatch } from '../apply-code-patch';
import type { CodeActor } from '../code-actor';
import { hashCodePassword } from '../code-password';
import { codeLinks, screenLinks } from '../screen-links';
import { updateCode } from '../update-code';
import { callerNeedsApproval } from './caller-needs-approval';
import { toCodeRevisionResource } from './code-revision-resource';
import { CREATION_PATCH, requestApprovals } from './request-approvals';

/** The message of the 422 on `status` of a draft. */
export const DRAFT_STATUS_MESSAGE = 'a draft goes live when a ws_admin or org_admin approves its revision (POST /v1/codes/{id}/revisions/{revisionId}/approve)';

/**
 * PATCH /codes/{id} under the approval workflow:
 * - a contributor's PATCH of a code that is not a draft, in a workspace that requires
 *   approval: the fields that apply directly (core's CODE_PATCH_FIELD_APPROVAL) are applied,
 *   the held ones are checked now (400/422, unsafe links) and wait in a pending revision while
 *   the code keeps serving its approved state;
 * - a draft leaves draft only through approval, so its `status` is 422 for everyone; any other
 *   change of a draft applies directly (it serves nothing), and reopens a creation revision
 *   when none is pending (after a rejection);
 * - everything else is updateCode as it is.
 * `revision`: the revision opened, if any.
 */
export async function submitCodeUpdate(
  ctx: AppContext,
  id: string,
  patch: UpdateCodeInput,
  who: CodeActor,
): Promise<{ code: Code; issues: readonly AppearanceIssue[]; revision: CodeRevision | undefined }> {
  const current = await findCode(ctx.db, who.workspaceId, id);
  if (!current) throw codeNotFound();
  if (current.status === 'draft') {
    if (patch.status !== undefined) throw new ApiError('validation', 'The request contains invalid fields.', { errors: [{ field: 'status', message: DRAFT_STATUS_MESSAGE }] });
    let opened: CodeRevisionRow | undefined;
    const result = await updateCode(ctx, id, patch, who, {
      alongside: async (tx, row) => {
        [opened] = await reopenCreation(tx, ctx, row, who);
      },
    });
    return { ...result, revision: opened && toCodeRevisionResource(opened) };
  }
  const { direct, held } = splitCodePatch(patch);
  if (Object.keys(held).length === 0 || !(await callerNeedsApproval(ctx.db, who))) {
    return { ...(await updateCode(ctx, id, patch, who)), revision: undefined };
  }
  // Refused now rather than at approval: invalid fields (400/422) and unsafe links (422).
  applyCodePatch(current, patch);
  const screening = await screenLinks(ctx, codeLinks({ url: held.url ?? held.target_url, ab_target_url_b: held.ab_target_url_b, links: held.links, rules: held.rules }));
  if (screening.errors.length > 0) throw new ApiError('validation', 'The request contains unsafe links.', { errors: screening.errors });
  const { password, ...heldFields } = held;
  const passwordHash = password === undefined || password === null ? password : await hashCodePassword(password);
  let opened: CodeRevisionRow | undefined;
  const result = await updateCode(ctx, id, direct, who, {
    alongside: async (tx, row) => {
      [opened] = await requestApprovals(tx, ctx, [{ code: row, kind: 'update', patch: heldFields, ...(passwordHash === undefined ? {} : { passwordHash }) }], who, ctx.clock.now().toISOString());
    },
  });
  return { ...result, revision: opened && toCodeRevisionResource(opened) };
}

/** A creation revision for a draft that has none pending (it was rejected); none when one is pending. */
function reopenCreation(tx: Db, ctx: AppContext, row: CodeRow, who: CodeActor): Promise<CodeRevisionRow[]> {
  return requestApprovals(tx, ctx, [{ code: row, kind: 'create', patch: CREATION_PATCH }], who, ctx.clock.now().toISOString());
}
