import { createCommentSchema, listCommentsQuerySchema, updateCommentSchema } from '@quietzone/core';
import { getQuery, type H3Event } from 'h3';
import { auditActor } from '../auth/audit-actor';
import { requireAuth, type AuthContext } from '../auth/auth-context';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { created, list, noContent, ok } from '../http/envelope';
import { readJsonBody, readQuery, routerParam } from '../http/read-input';
import type { RouteModule } from '../http/router';
import { newId } from '../new-id';
import { findCode } from '../store/codes';
import {
  COMMENT_FIELDS,
  commentResource,
  findComment,
  insertComment,
  listComments,
  softDeleteComment,
  updateComment,
  type CommentPatch,
  type CommentRow,
} from '../store/comments';
import { pageRequest } from '../store/query-page';
import { diffChanges, writeAudit } from '../store/write-audit';

/**
 * Comments on a code (contract, Comments). Decisions where the contract is silent:
 *
 * - Attribution: this service has API keys only, no dashboard sign-in, so every comment made
 *   here has `author_id: null` (contract, Comment). A key is never mapped to a member: members
 *   (/members) are people invited to the organization, not the holders of keys, and claiming a
 *   person wrote what a shared key wrote would be wrong. `author_name` is a free label.
 * - Rights: read for any key of the workspace; create and edit (body, resolved, author_name) for
 *   contributor and up (core `write`); delete for ws_admin and org_admin only (core `delete`:
 *   contributors delete nothing, contract Authentication rule 4). "API keys alone may delete only
 *   unattributed comments": an attributed comment (author_id set, i.e. written by a dashboard
 *   user) cannot be deleted with a key, whatever its role (403), and its body cannot be edited by
 *   a key either — only its author may change what it says; resolving it is allowed.
 * - A comment lives as long as its code: comments of a deleted code (or of a code of another
 *   workspace) answer 404. DELETE is soft; a deleted comment is 404 from then on.
 * - Every mutation writes an audit entry `comments.create|update|delete` (resource_type
 *   `comments`).
 */
export const commentRoutes: RouteModule = (router) => {
  // GET /v1/codes/:id/comments – the code's comments, newest first; ?resolved=true|false filters
  router.get('/codes/:id/comments', async (event, { db }) => {
    const auth = requireAuth(event, 'read');
    const query = readQuery(event, listCommentsQuerySchema);
    const code = await codeOrThrow(db, auth, routerParam(event, 'id'));
    const page = await listComments(db, code.id, query.resolved, pageRequest(getQuery(event), { defaultLimit: 20, maxLimit: 100 }));
    return list(event, page, commentResource);
  });

  // POST /v1/codes/:id/comments – add a comment (author_id null: made with an API key)
  router.post('/codes/:id/comments', async (event, { db, clock }) => {
    const auth = requireAuth(event, 'write');
    const codeId = routerParam(event, 'id');
    await codeOrThrow(db, auth, codeId);
    const body = await readJsonBody(event, createCommentSchema);
    const at = clock.now().toISOString();
    const row = await db.transaction(async (tx) => {
      // Re-read in the transaction: a code deleted meanwhile takes no new comments.
      const code = await codeOrThrow(tx, auth, codeId);
      const inserted = await insertComment(tx, {
        id: newId('cmt'),
        organizationId: code.organization_id,
        workspaceId: code.workspace_id,
        codeId: code.id,
        body: body.body,
        authorName: body.author_name ?? null,
        createdByKeyId: auth.keyId,
        at,
      });
      await audit(tx, event, auth, 'comments.create', inserted.id, diffChanges(null, inserted, [...COMMENT_FIELDS, 'code_id']), at);
      return inserted;
    });
    return created(event, commentResource(row));
  });

  // PATCH /v1/codes/:id/comments/:commentId – resolve/reopen, edit the body or author_name
  router.patch('/codes/:id/comments/:commentId', async (event, { db, clock }) => {
    const auth = requireAuth(event, 'write');
    const codeId = routerParam(event, 'id');
    const commentId = routerParam(event, 'commentId');
    await commentOrThrow(db, auth, codeId, commentId);
    const body = await readJsonBody(event, updateCommentSchema);
    const patch: CommentPatch = {};
    if (body.body !== undefined) patch.body = body.body;
    if (body.author_name !== undefined) patch.author_name = body.author_name;
    if (body.resolved !== undefined) patch.resolved = body.resolved;
    const at = clock.now().toISOString();
    const after = await db.transaction(async (tx) => {
      const before = await commentOrThrow(tx, auth, codeId, commentId, { forUpdate: true });
      const changes = diffChanges(before, { ...before, ...patch }, COMMENT_FIELDS);
      if ((changes.body || changes.author_name) && before.author_id !== null) {
        throw new ApiError('forbidden', 'This comment was written by a dashboard user; only its author may change its text. API keys may resolve or reopen it.');
      }
      // Nothing changes: no write, no audit entry, updated_at stays.
      if (Object.keys(changes).length === 0) return before;
      const updated = await updateComment(tx, before.id, patch, at);
      if (!updated) throw notFound();
      await audit(tx, event, auth, 'comments.update', updated.id, diffChanges(before, updated, COMMENT_FIELDS), at);
      return updated;
    });
    return ok(event, commentResource(after));
  });

  // DELETE /v1/codes/:id/comments/:commentId – ws_admin/org_admin; unattributed comments only
  router.delete('/codes/:id/comments/:commentId', async (event, { db, clock }) => {
    const auth = requireAuth(event, 'delete');
    const codeId = routerParam(event, 'id');
    const commentId = routerParam(event, 'commentId');
    const at = clock.now().toISOString();
    await db.transaction(async (tx) => {
      const before = await commentOrThrow(tx, auth, codeId, commentId, { forUpdate: true });
      if (before.author_id !== null) {
        throw new ApiError('forbidden', 'This comment was written by a dashboard user; API keys may delete only comments made with an API key.');
      }
      // The row lock above makes a racing DELETE wait and then find nothing: 404, as for codes.
      const deleted = await softDeleteComment(tx, before.id, at);
      if (!deleted) throw notFound();
      await audit(tx, event, auth, 'comments.delete', before.id, diffChanges(before, null, [...COMMENT_FIELDS, 'code_id']), at);
    });
    return noContent(event);
  });
};

async function codeOrThrow(db: Db, auth: AuthContext, id: string) {
  const code = await findCode(db, auth.workspaceId, id);
  if (!code) throw new ApiError('not_found', 'QR code not found.');
  return code;
}

async function commentOrThrow(db: Db, auth: AuthContext, codeId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<CommentRow> {
  await codeOrThrow(db, auth, codeId);
  const comment = await findComment(db, codeId, id, options);
  if (!comment) throw notFound();
  return comment;
}

function notFound(): ApiError {
  return new ApiError('not_found', 'Comment not found.');
}

function audit(tx: Db, event: H3Event, auth: AuthContext, action: string, id: string, changes: Record<string, readonly [unknown, unknown]>, at: string) {
  return writeAudit(tx, { actor: auditActor(event, auth), action, resourceType: 'comments', resourceId: id, changes, at });
}
