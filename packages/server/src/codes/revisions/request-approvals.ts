import { publicBaseOf } from '../../domains/request-host';
import type { UpdateCodeInput } from '@quietzone/core/schemas';
import type { AppContext } from '../../app/app-context';
import { diffChanges } from '../../audit-logs/diff-changes';
import type { Db } from '../../db/db';
import { emitEvents } from '../../events/emit-event';
import { newId } from '../../new-id';
import { insertCodeRevisions, type CodeRevisionRow } from '../store/code-revisions';
import type { CodeRow } from '../store/codes';
import type { ActiveWebhookRow } from '../../webhooks/store/webhooks';
import { writeAudits } from '../../audit-logs/store/write-audit';
import { applyCodePatch, AUDITED_CODE_FIELDS } from '../apply-code-patch';
import type { CodeActor } from '../code-actor';
import { toCodeResource } from '../to-code-resource';
import { toCodeRevisionResource } from './code-revision-resource';

/** What a draft's creation revision applies when approved. */
export const CREATION_PATCH = { status: 'live' } as const satisfies UpdateCodeInput;

/** A change to hold for approval: the code as it serves now, and the held PATCH fields. */
export interface ApprovalRequest {
  readonly code: CodeRow;
  readonly kind: 'create' | 'update';
  /** The held fields without `password` (create: {@link CREATION_PATCH}). */
  readonly patch: UpdateCodeInput;
  /** A held password change: the new password's hash, or null to remove it; undefined for none. */
  readonly passwordHash?: string | null;
}

/**
 * Opens a pending revision per request, on `tx`: a `codes.request_approval` audit entry
 * (`revision_id` and each held field as `[now, requested]`) and a `qr.approval_requested`
 * event (`{ revision, code }`) each. A creation revision of a draft that already waits behind
 * one is not opened again (left out of the result).
 */
export async function requestApprovals(
  tx: Db,
  ctx: Pick<AppContext, 'caches' | 'clock' | 'config' | 'db'>,
  requests: readonly ApprovalRequest[],
  who: CodeActor,
  at: string,
  webhooks?: readonly ActiveWebhookRow[],
): Promise<CodeRevisionRow[]> {
  if (requests.length === 0) return [];
  const rows = await insertCodeRevisions(
    tx,
    requests.map((request) => ({
      id: newId('rev'),
      organizationId: request.code.organization_id,
      workspaceId: request.code.workspace_id,
      codeId: request.code.id,
      kind: request.kind,
      patch: request.patch,
      passwordChange: request.passwordHash !== undefined,
      passwordHash: request.passwordHash ?? null,
      requestedBy: { type: who.actor.type, id: who.actor.id },
      createdAt: at,
    })),
  );
  const byCode = new Map(requests.map((request) => [request.code.id, request]));
  const opened = rows.map((row) => ({ row, request: byCode.get(row.code_id)! }));
  await writeAudits(
    tx,
    opened.map(({ row, request }) => ({
      actor: who.actor,
      action: 'codes.request_approval',
      resourceType: 'codes',
      resourceId: row.code_id,
      changes: { revision_id: [null, row.id], ...requestedChanges(request) },
      at,
    })),
  );
  const bases = new Map<string, string>();
  for (const { row } of opened) if (!bases.has(row.workspace_id)) bases.set(row.workspace_id, await publicBaseOf(ctx, row.workspace_id, tx));
  await emitEvents(
    tx,
    opened.map(({ row, request }) => ({
      organizationId: row.organization_id,
      workspaceId: row.workspace_id,
      type: 'qr.approval_requested' as const,
      data: { revision: toCodeRevisionResource(row), code: toCodeResource(request.code, bases.get(row.workspace_id)!) },
      at,
    })),
    webhooks,
  );
  return rows;
}

/** The held fields as audit changes `{ field: [now, requested] }` (whether a password is set, never its hash). */
function requestedChanges(request: ApprovalRequest) {
  const result = applyCodePatch(request.code, request.patch, request.passwordHash);
  return {
    ...diffChanges(result.before as unknown as Record<string, unknown>, result.after as unknown as Record<string, unknown>, AUDITED_CODE_FIELDS),
    ...(request.passwordHash === undefined ? {} : { has_password: [result.before.password_hash !== null, request.passwordHash !== null] as const }),
  };
}
