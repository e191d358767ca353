/**
 * Which file changes wait for approval: a public file attached to a code shows on that code's
 * landing page, so attaching, publishing, renaming or detaching it changes what a scan gets,
 * as a held field of the code does (code-approval.ts). Files have no revisions to hold such a
 * change in; the server refuses it to callers whose changes need approval.
 */
import type { CodeStatus } from './schemas/codes';

/** A file as far as scans go: the code it is attached to (with that code's status), its visibility and name. */
export interface FileExposure {
  readonly codeId: string | null;
  /** The attached code's status; null when the file is attached to none. */
  readonly codeStatus: CodeStatus | null;
  readonly visibility: 'private' | 'public';
  readonly filename: string;
}

/**
 * What a scan can see of the file: its name on the landing page of the code it is attached to,
 * when it is public and the code has left draft (a draft serves nothing, and the approval that
 * makes it live shows its files as they are then). Null when scans see nothing of it. A paused
 * or archived code counts as seen: a held status change may bring it back.
 */
export function fileSeenByScans(file: FileExposure | null): { readonly codeId: string; readonly filename: string } | null {
  if (file === null || file.visibility !== 'public' || file.codeId === null || file.codeStatus === null || file.codeStatus === 'draft') return null;
  return { codeId: file.codeId, filename: file.filename };
}

/**
 * Whether going from `before` to `after` (null: no file, before an upload) changes what scans
 * see, and so needs approval when the caller's changes do (needsApproval).
 */
export function fileChangeSeenByScans(before: FileExposure | null, after: FileExposure | null): boolean {
  const seenBefore = fileSeenByScans(before);
  const seenAfter = fileSeenByScans(after);
  if (seenBefore === null || seenAfter === null) return seenBefore !== seenAfter;
  return seenBefore.codeId !== seenAfter.codeId || seenBefore.filename !== seenAfter.filename;
}
