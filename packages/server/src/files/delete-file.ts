import type { CodeActor } from '../codes/code-actor';
import type { AppContext } from '../app/app-context';
import { FILE_FIELDS, softDeleteFile } from './store/files';
import { writeAudit } from '../audit-logs/store/write-audit';
import { getFileOrThrow, fileNotFound } from './get-file-or-throw';
import { diffChanges } from '../audit-logs/diff-changes';

/** DELETE /files/{id}: a soft delete (the bytes are dropped); its public URL is 404 from then on. */
export async function deleteFile(ctx: AppContext, id: string, who: CodeActor): Promise<void> {
  const at = ctx.clock.now().toISOString();
  await ctx.db.transaction(async (tx) => {
    const before = await getFileOrThrow(tx, who.workspaceId, id, { forUpdate: true });
    if (!(await softDeleteFile(tx, id, at))) throw fileNotFound();
    await writeAudit(tx, {
      actor: who.actor,
      action: 'files.delete',
      resourceType: 'files',
      resourceId: id,
      changes: diffChanges(before, null, [...FILE_FIELDS, 'content_type', 'byte_size']),
      at,
    });
  });
}
