import { createHash } from 'node:crypto';
import { listFilesQuerySchema, updateFileSchema, uploadFileFieldsSchema } from '@quietzone/core';
import { getQuery, type H3Event } from 'h3';
import { auditActor } from '../auth/audit-actor';
import { requireAuth, type AuthContext } from '../auth/auth-context';
import type { Db } from '../db/db';
import { cleanFilename } from '../files/clean-filename';
import { ACCEPTED_FILE_TYPES, detectFileType } from '../files/detect-file-type';
import { fileResponse } from '../files/file-response';
import { MAX_FILE_BYTES } from '../files/max-file-bytes';
import { ApiError } from '../http/api-error';
import { created, list, noContent, ok } from '../http/envelope';
import { fieldErrors, readJsonBody, readQuery, routerParam } from '../http/read-input';
import { MULTIPART_OVERHEAD_BYTES, readMultipartFile } from '../http/read-multipart-file';
import type { AppContext, RouteModule } from '../http/router';
import { newId } from '../new-id';
import { findCode } from '../store/codes';
import {
  FILE_FIELDS,
  fileResource,
  findFile,
  findFileBytes,
  findPublicFileBytes,
  insertFile,
  listFiles,
  softDeleteFile,
  updateFile,
  type FilePatch,
  type FileRow,
} from '../store/files';
import { lockOrganization, organizationLimit } from '../store/organizations';
import { pageRequest } from '../store/query-page';
import { workspaceFileBytes } from '../store/workspace-file-bytes';
import { diffChanges, writeAudit, type AuditChanges } from '../store/write-audit';

/** Public files may sit in browser and proxy caches this long: a switch to private takes effect within it. */
const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=300';

/**
 * Files (contract: /files; Other fields, `public_url`). Decisions where the contract is silent:
 *
 * - Upload: multipart/form-data, the bytes in part `file`, optional text fields `visibility`
 *   (private by default), `code_id` and `filename`. At most 10 MB (413 above); the type comes
 *   from the bytes (PDF, PNG, JPEG, GIF, WebP or UTF-8 text, see detect-file-type.ts; anything
 *   else 422), never from the client.
 * - Only attachments are files here; logos stay with their code (/codes/{id}/logo).
 * - `public_url` = `{PUBLIC_URL}/files/<id>/<name>`, outside /v1 and without authentication,
 *   only while the file is public; a private, deleted or unknown file's public URL is 404
 *   (never 403: a private file's existence is not revealed). `{base_url}/files/{id}/content`
 *   downloads any file of the workspace with a key.
 * - A code's landing page lists its public attachments (attach with `code_id` on upload or
 *   PATCH; `code_id: null` detaches). The code must be a non-deleted code of the workspace (422
 *   otherwise). Deleting a code leaves its files (they are workspace files; only the landing
 *   page that listed them is gone).
 * - Roles: any secret key reads (public keys read codes only: core roles.ts); contributor and
 *   up upload and edit (core `write`); DELETE (soft, the bytes are dropped) needs ws_admin or
 *   org_admin (core `delete`). Audit entries `files.create|update|delete`.
 * - Storage: an upload that would take the workspace's files and logos past the plan's
 *   max_file_bytes_per_workspace is 403, like the other plan limits; deleting frees space.
 */
export const fileRoutes: RouteModule = (router) => {
  // POST /v1/files – upload (multipart: file, visibility, code_id, filename)
  router.post('/files', uploadFile, { bodyLimit: MAX_FILE_BYTES + MULTIPART_OVERHEAD_BYTES });

  // GET /v1/files – the workspace's files, newest first; ?code_id= and ?visibility= narrow
  router.get('/files', async (event, { db, config }) => {
    const auth = requireAuth(event, 'read');
    const query = readQuery(event, listFilesQuerySchema);
    const page = await listFiles(
      db,
      auth.workspaceId,
      { codeId: query.code_id, visibility: query.visibility },
      pageRequest(getQuery(event), { defaultLimit: 20, maxLimit: 100 }),
    );
    return list(event, page, (row) => fileResource(row, config.publicUrl));
  });

  // GET /v1/files/:id – metadata of one file
  router.get('/files/:id', async (event, { db, config }) => {
    const auth = requireAuth(event, 'read');
    return ok(event, fileResource(await fileOrThrow(db, auth, routerParam(event, 'id')), config.publicUrl));
  });

  // GET /v1/files/:id/content – the bytes, private or public, with a key
  router.get('/files/:id/content', async (event, { db }) => {
    const auth = requireAuth(event, 'read');
    const file = await findFileBytes(db, auth.workspaceId, routerParam(event, 'id'));
    if (!file) throw notFound();
    return bytesResponse(event, file, 'private, no-cache');
  });

  // PATCH /v1/files/:id – visibility, filename, attach to (code_id) or detach from (null) a code
  router.patch('/files/:id', async (event, { db, clock, config }) => {
    const auth = requireAuth(event, 'write');
    const id = routerParam(event, 'id');
    await fileOrThrow(db, auth, id);
    const body = await readJsonBody(event, updateFileSchema);
    const patch: FilePatch = {};
    if (body.visibility !== undefined) patch.visibility = body.visibility;
    if (body.filename !== undefined) patch.filename = cleanFilename(body.filename, 'bin');
    if (body.code_id !== undefined) patch.code_id = body.code_id;
    const at = clock.now().toISOString();
    const after = await db.transaction(async (tx) => {
      const before = await fileOrThrow(tx, auth, id, { forUpdate: true });
      const changes = diffChanges(before, { ...before, ...patch }, FILE_FIELDS);
      if (Object.keys(changes).length === 0) return before;
      if (changes.code_id && patch.code_id) await attachableCode(tx, auth, patch.code_id);
      const updated = await updateFile(tx, id, patch, at);
      if (!updated) throw notFound();
      await audit(tx, event, auth, 'files.update', id, diffChanges(before, updated, FILE_FIELDS), at);
      return updated;
    });
    return ok(event, fileResource(after, config.publicUrl));
  });

  // DELETE /v1/files/:id – soft delete (ws_admin, org_admin); its public URL is 404 from then on
  router.delete('/files/:id', async (event, { db, clock }) => {
    const auth = requireAuth(event, 'delete');
    const id = routerParam(event, 'id');
    const at = clock.now().toISOString();
    await db.transaction(async (tx) => {
      const before = await fileOrThrow(tx, auth, id, { forUpdate: true });
      const deleted = await softDeleteFile(tx, id, at);
      if (!deleted) throw notFound();
      await audit(tx, event, auth, 'files.delete', id, diffChanges(before, null, [...FILE_FIELDS, 'content_type', 'byte_size']), at);
    });
    return noContent(event);
  });

  // GET /files/:id/:filename – a public file's bytes (unversioned, no authentication)
  router.get(
    '/files/:id/:filename',
    async (event, { db }) => {
      const file = await findPublicFileBytes(db, routerParam(event, 'id'));
      if (!file) throw new ApiError('not_found', 'No public file at this address.');
      return bytesResponse(event, file, PUBLIC_FILE_CACHE_CONTROL);
    },
    { public: true, unversioned: true },
  );
};

async function uploadFile(event: H3Event, { db, clock, config }: AppContext) {
  const auth = requireAuth(event, 'write');
  const upload = await readMultipartFile(event, { field: 'file', maxBytes: MAX_FILE_BYTES, label: 'file', contents: 'bytes' });
  const fields = uploadFileFieldsSchema.safeParse(upload.fields);
  if (!fields.success) throw new ApiError('validation', 'The request contains invalid fields.', { errors: fieldErrors(fields.error) });
  const bytes = new Uint8Array(await upload.file.arrayBuffer());
  const type = detectFileType(bytes);
  if (!type) {
    const accepted = ACCEPTED_FILE_TYPES.map((t) => t.extension.toUpperCase()).join(', ');
    throw new ApiError('validation', `Unsupported file type: the content is none of ${accepted}.`, {
      errors: [{ field: 'file', message: `unsupported type; accepted: ${accepted}` }],
    });
  }
  const at = clock.now().toISOString();
  const row = await db.transaction(async (tx) => {
    if (fields.data.code_id !== undefined) await attachableCode(tx, auth, fields.data.code_id);
    await withinStorage(tx, auth, bytes.byteLength);
    const inserted = await insertFile(tx, {
      id: newId('file'),
      organizationId: auth.organizationId,
      workspaceId: auth.workspaceId,
      codeId: fields.data.code_id ?? null,
      filename: cleanFilename(fields.data.filename ?? upload.file.name, type.extension),
      contentType: type.contentType,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      visibility: fields.data.visibility,
      bytes,
      at,
    });
    await audit(tx, event, auth, 'files.create', inserted.id, diffChanges(null, inserted, [...FILE_FIELDS, 'content_type', 'byte_size']), at);
    return inserted;
  });
  return created(event, fileResource(row, config.publicUrl));
}

function bytesResponse(event: H3Event, file: FileRow & { bytes: Uint8Array }, cacheControl: string): Response {
  return fileResponse(
    { filename: file.filename, contentType: file.content_type, sha256: file.sha256, bytes: file.bytes },
    { ifNoneMatch: event.req.headers.get('if-none-match'), cacheControl, head: event.req.method === 'HEAD' },
  );
}

async function fileOrThrow(db: Db, auth: AuthContext, id: string, options: { forUpdate?: boolean } = {}): Promise<FileRow> {
  const file = await findFile(db, auth.workspaceId, id, options);
  if (!file) throw notFound();
  return file;
}

/** 403 when the upload would take the workspace past its plan's max_file_bytes_per_workspace. */
async function withinStorage(tx: Db, auth: AuthContext, adding: number): Promise<void> {
  // The organization's row lock serializes uploads, so two cannot both fit in the last space.
  const org = await lockOrganization(tx, auth.organizationId);
  if (!org) throw new ApiError('not_found', 'Organization not found.');
  const limit = organizationLimit(org, 'max_file_bytes_per_workspace');
  if (limit === null) return;
  const stored = await workspaceFileBytes(tx, auth.workspaceId);
  if (stored + adding > limit) {
    throw new ApiError('forbidden', `The ${org.plan} plan stores ${limit} bytes of files per workspace; ${stored} are used and this file has ${adding}. Delete files or upgrade the plan.`);
  }
}

/** A code a file may be attached to: not deleted, in the key's workspace. */
async function attachableCode(db: Db, auth: AuthContext, codeId: string): Promise<void> {
  if (await findCode(db, auth.workspaceId, codeId)) return;
  throw new ApiError('validation', 'code_id names no QR code of this workspace.', { errors: [{ field: 'code_id', message: 'no such QR code in this workspace' }] });
}

function notFound(): ApiError {
  return new ApiError('not_found', 'File not found.');
}

function audit(tx: Db, event: H3Event, auth: AuthContext, action: string, id: string, changes: AuditChanges, at: string) {
  return writeAudit(tx, { actor: auditActor(event, auth), action, resourceType: 'files', resourceId: id, changes, at });
}
