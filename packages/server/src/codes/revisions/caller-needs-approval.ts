import { needsApproval } from '@quietzone/core';
import type { Db } from '../../db/db';
import { findWorkspace } from '../../workspaces/store/workspaces';
import type { CodeActor } from '../code-actor';

/**
 * Whether `who`'s new codes and held changes wait for approval: its workspace requires
 * approval and its key may not approve (core's needsApproval). The service itself (no role:
 * imports run by the CLI, jobs) applies directly.
 */
export async function callerNeedsApproval(db: Db, who: CodeActor): Promise<boolean> {
  if (who.role === undefined || who.kind === undefined) return false;
  const workspace = await findWorkspace(db, who.organizationId, who.workspaceId);
  return needsApproval(workspace?.approval_required ?? false, { role: who.role, kind: who.kind });
}
