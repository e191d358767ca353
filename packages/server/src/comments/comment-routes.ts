import { commentSchema, createCommentSchema, idSchema, listCommentsQuerySchema, updateCommentSchema } from '@quietzone/core/schemas';
import { z } from 'zod';
import { codeActor } from '../codes/code-actor';
import { createComment } from './create-comment';
import { deleteComment } from './delete-comment';
import { getCommentOrThrow } from './get-comment-or-throw';
import { updateComment } from './update-comment';
import { created, list, ok } from '../http/envelope';
import { pageRequest } from '../http/page-request';
import { defineRoute, routeTable } from '../http/route';
import { listComments } from './store/comments';
import { commentResource } from './comment-resource';
import { resourceAnswers } from '../http/route-resource';
import { codes } from '../codes/code-routes';

const codeParams = z.object({ id: idSchema.describe('Id of the code.') });
const commentParams = codeParams.extend({ commentId: idSchema.describe('Id of the comment.') });
const comments = resourceAnswers({ name: 'comment', schema: commentSchema });
/** The 404 of a comment's own routes, whose path names a code and a comment of it. */
const CODE_OR_COMMENT_NOT_FOUND = `${codes.notFound} Or: ${comments.notFound}`;

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
export const commentRoutes = routeTable('Comments', [
  defineRoute({
    route: 'GET /codes/{id}/comments', operationId: 'listCodeComments', access: 'read', resource: codes, request: { params: codeParams, query: listCommentsQuerySchema },
    summary: "List a code's comments",
    description: 'Any key of the workspace. Newest first; `resolved` filters.',
    responses: { 200: comments.page },
    handler: async ({ event, ctx, found: code, query }) => list(event, await listComments(ctx.db, code.id, query.resolved, pageRequest(query)), commentResource),
  }),
  defineRoute({
    route: 'POST /codes/{id}/comments', operationId: 'createCodeComment', access: 'write', resource: codes, request: { params: codeParams, body: createCommentSchema },
    summary: 'Comment on a code',
    description: 'contributor, ws_admin or org_admin secret keys. Comments made with an API key have `author_id: null`.',
    responses: { 201: comments.one },
    handler: async ({ event, ctx, auth, found: code, body }) => created(event, await createComment(ctx, code.id, await body(), codeActor(event, auth))),
  }),
  defineRoute({
    route: 'PATCH /codes/{id}/comments/{commentId}', operationId: 'updateCodeComment', access: 'write', request: { params: commentParams, body: updateCommentSchema },
    summary: 'Resolve, reopen or edit a comment',
    description: 'contributor, ws_admin or org_admin secret keys. The text of a comment written by a dashboard user (author_id set) can only be changed by its author: 403 here.',
    responses: {
      200: comments.one,
      403: 'A viewer or public key, or an edit of an attributed comment’s text.',
      404: CODE_OR_COMMENT_NOT_FOUND,
    },
    handler: async ({ event, ctx, auth, param, body }) => {
      const [codeId, commentId] = [param('id'), param('commentId')];
      // An unknown code or comment is 404 whatever the body holds.
      await getCommentOrThrow(ctx.db, auth.workspaceId, codeId, commentId);
      return ok(event, await updateComment(ctx, codeId, commentId, await body(), codeActor(event, auth)));
    },
  }),
  defineRoute({
    route: 'DELETE /codes/{id}/comments/{commentId}', operationId: 'deleteCodeComment', access: 'delete', request: { params: commentParams },
    summary: 'Delete a comment',
    description: 'ws_admin or org_admin secret keys; API keys may delete only unattributed (API-made) comments.',
    responses: { 204: 'Deleted.', 403: 'Not ws_admin or org_admin, or the comment is attributed to a dashboard user.', 404: `${CODE_OR_COMMENT_NOT_FOUND} (Also a second DELETE.)` },
    handler: ({ event, ctx, auth, param }) => deleteComment(ctx, param('id'), param('commentId'), codeActor(event, auth)),
  }),
]);
