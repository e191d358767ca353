import { fileSchema, listFilesQuerySchema, updateFileSchema, uploadFileFieldsSchema, uploadFileSchema } from '@quietzone/core/schemas';
import { z } from 'zod';
import type { H3Event } from 'h3';
import { codeActor } from '../codes/code-actor';
import { deleteFile } from './delete-file';
import { fileNotFound } from './get-file-or-throw';
import { fileResponse } from './file-response';
import { MAX_FILE_BYTES } from './max-file-bytes';
import { updateFile } from './update-file';
import { uploadFile } from './upload-file';
import { ApiError } from '../http/api-error';
import { servedOnHost } from '../http/custom-domain-routing';
import { created, list, ok } from '../http/envelope';
import { pageRequest } from '../http/page-request';
import { fieldErrors } from '../http/field-errors';
import { MULTIPART_OVERHEAD_BYTES, readMultipartFile } from '../http/read-multipart-file';
import { defineRoute, routeTable } from '../http/route';
import { idParams } from '../http/route-schemas';
import { routeResource } from '../http/route-resource';
import { findFile, findFileBytes, findPublicFileBytes, listFiles, type FileWithBytes } from './store/files';
import { fileResource } from './file-resource';

/** Public files may sit in browser and proxy caches this long: a switch to private takes effect within it. */
const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=300';

const files = routeResource({ name: 'file', schema: fileSchema, find: (ctx, auth, id) => findFile(ctx.db, auth.workspaceId, id) });

const BYTES = 'The bytes, with their detected Content-Type, Content-Disposition (inline for images and PDF, attachment otherwise), X-Content-Type-Options: nosniff and a strong ETag (the SHA-256).';

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
export const fileRoutes = routeTable('Files', [
  defineRoute({
    route: 'POST /files', operationId: 'uploadFile', access: 'write', request: { body: uploadFileSchema, bodyContentType: 'multipart/form-data' },
    summary: 'Upload a file',
    description:
      'multipart/form-data: the bytes in `file` (at most 10 MB; PDF, PNG, JPEG, GIF, WebP or UTF-8 text, decided by the bytes), optional `visibility` (private by default), `code_id` (attach to a code: its landing page lists it when public) and `filename`. contributor, ws_admin or org_admin secret keys. ' +
      "In a workspace with `approval_required`, a contributor's public file on a code out of draft would show on its landing page unreviewed: 403 (upload it private, or attach it while the code is a draft).",
    // Documented as the multipart form it is; the handler reads it itself (call.body() reads JSON).
    responses: {
      201: files.one,
      400: 'No `file` field, or a malformed multipart body.',
      413: 'Larger than 10 MB.',
      415: 'Not multipart/form-data.',
      422: 'Unsupported type, invalid fields, or code_id names no code of the workspace.',
    },
    bodyLimit: MAX_FILE_BYTES + MULTIPART_OVERHEAD_BYTES,
    handler: async ({ event, ctx, auth }) => {
      const upload = await readMultipartFile(event, { field: 'file', maxBytes: MAX_FILE_BYTES, label: 'file', contents: 'bytes' });
      const fields = uploadFileFieldsSchema.safeParse(upload.fields);
      if (!fields.success) throw new ApiError('validation', 'The request contains invalid fields.', { errors: fieldErrors(fields.error) });
      const bytes = new Uint8Array(await upload.file.arrayBuffer());
      return created(event, await uploadFile(ctx, { bytes, partName: upload.file.name, fields: fields.data }, codeActor(event, auth)));
    },
  }),
  defineRoute({
    route: 'GET /files', operationId: 'listFiles', access: 'read', request: { query: listFilesQuerySchema },
    summary: "List the workspace's files",
    description: 'Uploaded attachments (logos stay with their code). Newest first.',
    responses: { 200: files.page },
    handler: async ({ event, ctx, auth, query }) => {
      const page = await listFiles(ctx.db, auth.workspaceId, { codeId: query.code_id, visibility: query.visibility }, pageRequest(query));
      return list(event, page, (row) => fileResource(row, ctx.config.publicUrl));
    },
  }),
  defineRoute({
    route: 'GET /files/{id}', operationId: 'getFile', access: 'read', resource: files,
    summary: 'Get a file’s metadata',
    responses: { 200: files.one },
    handler: ({ event, ctx, found }) => ok(event, fileResource(found, ctx.config.publicUrl)),
  }),
  defineRoute({
    route: 'GET /files/{id}/content', operationId: 'getFileContent', access: 'read', resource: files,
    summary: 'Download a file',
    description: 'Any visibility, with a key of the workspace.',
    responses: { 200: { description: BYTES, contentType: '*/*' }, 304: 'If-None-Match matched the ETag.' },
    handler: async ({ event, ctx, auth, found }) => {
      // Deleted since it was found: the same 404.
      const file = await findFileBytes(ctx.db, auth.workspaceId, found.id);
      if (!file) throw fileNotFound();
      return bytesResponse(event, file, 'private, no-cache');
    },
  }),
  defineRoute({
    route: 'PATCH /files/{id}', operationId: 'updateFile', access: 'write', resource: files, request: { body: updateFileSchema },
    summary: 'Change visibility or name, attach to or detach from a code',
    description:
      "In a workspace with `approval_required`, a contributor's change that a landing page would show — a public file attached to, renamed on, moved between or detached from codes out of draft, or made public or private there — is 403: files have no revisions to hold it; a ws_admin or org_admin makes it.",
    responses: {
      200: files.one,
      422: 'Invalid fields, or code_id names no code of the workspace.',
    },
    handler: async ({ event, ctx, auth, found, body }) => ok(event, await updateFile(ctx, found.id, await body(), codeActor(event, auth))),
  }),
  defineRoute({
    route: 'DELETE /files/{id}', operationId: 'deleteFile', access: 'delete', resource: files,
    summary: 'Delete a file',
    description: 'ws_admin or org_admin secret keys. Its public URL answers 404 from then on.',
    responses: { 204: 'Deleted.' },
    handler: ({ event, ctx, auth, found }) => deleteFile(ctx, found.id, codeActor(event, auth)),
  }),
  defineRoute({
    route: 'GET /files/{id}/{filename}', operationId: 'getPublicFile', access: 'public', request: { params: idParams.extend({ filename: z.string() }) },
    summary: 'A public file (its public_url)',
    description: 'No authentication. Only files with visibility public; the name segment is for readability and not checked.',
    unversioned: true,
    onCustomDomains: true,
    responses: { 200: { description: BYTES, contentType: '*/*' }, 304: 'If-None-Match matched the ETag.', 404: 'No such file, or it is private or deleted.' },
    handler: async ({ event, ctx, param }) => {
      const file = await findPublicFileBytes(ctx.db, param('id'));
      if (!file || !servedOnHost(event, file.workspace_id)) throw new ApiError('not_found', 'No public file at this address.');
      return bytesResponse(event, file, PUBLIC_FILE_CACHE_CONTROL);
    },
  }),
]);

function bytesResponse(event: H3Event, file: FileWithBytes, cacheControl: string): Response {
  return fileResponse(
    { filename: file.filename, contentType: file.content_type, sha256: file.sha256, bytes: file.bytes },
    { ifNoneMatch: event.req.headers.get('if-none-match'), cacheControl, head: event.req.method === 'HEAD' },
  );
}
