import { createHash } from 'node:crypto';
import type { FileRecord, UploadFileFields } from '@quietzone/core/schemas';
import type { CodeActor } from '../codes/code-actor';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../app/app-context';
import { newId } from '../new-id';
import { FILE_FIELDS, insertFile, workspaceFileBytes } from './store/files';
import { lockOrganization } from '../organizations/store/organizations';
import { writeAudit } from '../audit-logs/store/write-audit';
import { assertAttachableCode } from './attachable-code';
import { assertFileChangeAllowed } from './file-approval';
import { cleanFilename } from './clean-filename';
import { ACCEPTED_FILE_TYPES, detectFileType } from './detect-file-type';
import { fileResource } from './file-resource';
import { organizationLimit } from '../organizations/organization-limit';
import { diffChanges } from '../audit-logs/diff-changes';
import { organizationNotFound } from '../organizations/get-organization-or-throw';

/** An upload as the route read it from the multipart body. */
export interface FileUpload {
  readonly bytes: Uint8Array;
  /** The name of the uploaded part; `fields.filename` overrides it. */
  readonly partName: string;
  readonly fields: UploadFileFields;
}

/**
 * POST /files: the type comes from the bytes (422 for anything but the accepted types), the
 * code to attach to must be one of the workspace (422), and the workspace's files and logos
 * must stay within the plan's max_file_bytes_per_workspace (403). A public file on a code out of
 * draft waits for approval like the code's destination: refused (403) to a caller whose changes
 * need it (file-approval.ts). Audit entry `files.create`.
 */
export async function uploadFile(ctx: AppContext, upload: FileUpload, who: CodeActor): Promise<FileRecord> {
  const { bytes, fields } = upload;
  const type = detectFileType(bytes);
  if (!type) {
    const accepted = ACCEPTED_FILE_TYPES.map((t) => t.extension.toUpperCase()).join(', ');
    throw new ApiError('validation', `Unsupported file type: the content is none of ${accepted}.`, {
      errors: [{ field: 'file', message: `unsupported type; accepted: ${accepted}` }],
    });
  }
  const at = ctx.clock.now().toISOString();
  const row = await ctx.db.transaction(async (tx) => {
    const filename = cleanFilename(fields.filename ?? upload.partName, type.extension);
    if (fields.code_id !== undefined) {
      await assertAttachableCode(tx, who.workspaceId, fields.code_id);
      await assertFileChangeAllowed(tx, who, null, { code_id: fields.code_id, visibility: fields.visibility, filename });
    }
    await assertWithinStorage(tx, who, bytes.byteLength);
    const inserted = await insertFile(tx, {
      id: newId('file'),
      organizationId: who.organizationId,
      workspaceId: who.workspaceId,
      codeId: fields.code_id ?? null,
      filename,
      contentType: type.contentType,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      visibility: fields.visibility,
      bytes,
      at,
    });
    await writeAudit(tx, {
      actor: who.actor,
      action: 'files.create',
      resourceType: 'files',
      resourceId: inserted.id,
      changes: diffChanges(null, inserted, [...FILE_FIELDS, 'content_type', 'byte_size']),
      at,
    });
    return inserted;
  });
  return fileResource(row, ctx.config.publicUrl);
}

/** 403 when the upload would take the workspace past its plan's max_file_bytes_per_workspace. */
async function assertWithinStorage(tx: Db, who: CodeActor, adding: number): Promise<void> {
  // The organization's row lock serializes uploads, so two cannot both fit in the last space.
  const org = await lockOrganization(tx, who.organizationId);
  if (!org) throw organizationNotFound();
  const limit = organizationLimit(org, 'max_file_bytes_per_workspace');
  if (limit === null) return;
  const stored = await workspaceFileBytes(tx, who.workspaceId);
  if (stored + adding > limit) {
    throw new ApiError('forbidden', `The ${org.plan} plan stores ${limit} bytes of files per workspace; ${stored} are used and this file has ${adding}. Delete files or upgrade the plan.`);
  }
}
