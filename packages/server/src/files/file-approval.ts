import { fileChangeSeenByScans, type FileExposure } from '@quietzone/core';
import type { CodeStatus } from '@quietzone/core/schemas';
import type { CodeActor } from '../codes/code-actor';
import { callerNeedsApproval } from '../codes/revisions/caller-needs-approval';
import { findCode } from '../codes/store/codes';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';

/** The fields of a file that decide what scans see of it, as stored or as a change would leave them. */
export interface FileState {
  readonly code_id: string | null;
  readonly visibility: 'private' | 'public';
  readonly filename: string;
}

/**
 * Refuses (403) a file change that scans would see — a public file appearing on, leaving,
 * moving between or renamed on the landing page of a code out of draft — when the caller's
 * changes wait for approval in its workspace. Files have no revisions to hold the change in,
 * so it is refused rather than applied unreviewed: the caller keeps the file private (or
 * attaches it while the code is a draft) and a ws_admin or org_admin publishes it.
 */
export async function assertFileChangeAllowed(tx: Db, who: CodeActor, before: FileState | null, after: FileState): Promise<void> {
  // One after the other: inside a PGlite transaction there is one connection.
  const exposedBefore = await exposure(tx, who.workspaceId, before);
  const exposedAfter = await exposure(tx, who.workspaceId, after);
  if (!fileChangeSeenByScans(exposedBefore, exposedAfter)) return;
  if (!(await callerNeedsApproval(tx, who))) return;
  throw new ApiError(
    'forbidden',
    "This workspace requires approval, and this change would show on a live code's landing page without it: keep the file private, or attach it while the code is a draft, and ask a ws_admin or org_admin to publish it.",
  );
}

async function exposure(tx: Db, workspaceId: string, file: FileState | null): Promise<FileExposure | null> {
  if (file === null) return null;
  const code = file.code_id === null ? undefined : await findCode(tx, workspaceId, file.code_id);
  return { codeId: code ? file.code_id : null, codeStatus: (code?.status as CodeStatus | undefined) ?? null, visibility: file.visibility, filename: file.filename };
}
