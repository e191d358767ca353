import type { FileRecord, UpdateFileInput } from '@quietzone/core/schemas';
import type { CodeActor } from '../codes/code-actor';
import type { AppContext } from '../app/app-context';
import { FILE_FIELDS, updateFile as updateFileRow, type FilePatch } from './store/files';
import { writeAudit } from '../audit-logs/store/write-audit';
import { assertAttachableCode } from './attachable-code';
import { assertFileChangeAllowed } from './file-approval';
import { cleanFilename } from './clean-filename';
import { getFileOrThrow, fileNotFound } from './get-file-or-throw';
import { fileResource } from './file-resource';
import { diffChanges } from '../audit-logs/diff-changes';

/**
 * PATCH /files/{id}: visibility, filename, attach to (`code_id`) or detach from (null) a code
 * of the workspace; a change scans would see waits for approval like the code's destination
 * (403 to a caller whose changes need it, file-approval.ts). A PATCH that changes nothing writes nothing (no audit entry, updated_at
 * stays); otherwise one `files.update` entry.
 */
export async function updateFile(ctx: AppContext, id: string, input: UpdateFileInput, who: CodeActor): Promise<FileRecord> {
  const patch: FilePatch = {};
  if (input.visibility !== undefined) patch.visibility = input.visibility;
  if (input.filename !== undefined) patch.filename = cleanFilename(input.filename, 'bin');
  if (input.code_id !== undefined) patch.code_id = input.code_id;
  const at = ctx.clock.now().toISOString();
  const after = await ctx.db.transaction(async (tx) => {
    const before = await getFileOrThrow(tx, who.workspaceId, id, { forUpdate: true });
    const changes = diffChanges(before, { ...before, ...patch }, FILE_FIELDS);
    if (Object.keys(changes).length === 0) return before;
    if (changes.code_id && patch.code_id) await assertAttachableCode(tx, who.workspaceId, patch.code_id);
    await assertFileChangeAllowed(tx, who, before, { ...before, ...patch });
    const updated = await updateFileRow(tx, id, patch, at);
    if (!updated) throw fileNotFound();
    await writeAudit(tx, { actor: who.actor, action: 'files.update', resourceType: 'files', resourceId: id, changes: diffChanges(before, updated, FILE_FIELDS), at });
    return updated;
  });
  return fileResource(after, ctx.config.publicUrl);
}
