import { type OpenApiOperation } from '../build-openapi-document';
import { commentSchema, createCommentSchema, envelopeSchema, idSchema, listCommentsQuerySchema, listEnvelopeSchema, updateCommentSchema } from '@quietzone/core';
import { z } from 'zod';

const codeParams = z.object({ id: idSchema.describe('Id of the code.') });
const commentParams = codeParams.extend({ commentId: idSchema.describe('Id of the comment.') });
const TAGS = ['Comments'];

export const commentOperations: readonly OpenApiOperation[] = [
  {
    method: 'GET',
    path: '/codes/{id}/comments',
    operationId: 'listCodeComments',
    summary: "List a code's comments",
    description: 'Any key of the workspace. Newest first; `resolved` filters.',
    tags: TAGS,
    auth: 'api_key',
    request: { params: codeParams, query: listCommentsQuerySchema },
    responses: {
      200: { description: 'A page of comments.', schema: listEnvelopeSchema(commentSchema) },
      404: { description: 'No such code in the workspace, or it is deleted.' },
    },
  },
  {
    method: 'POST',
    path: '/codes/{id}/comments',
    operationId: 'createCodeComment',
    summary: 'Comment on a code',
    description: 'contributor, ws_admin or org_admin secret keys. Comments made with an API key have `author_id: null`.',
    tags: TAGS,
    auth: 'api_key',
    request: { params: codeParams, body: createCommentSchema },
    responses: {
      201: { description: 'The comment.', schema: envelopeSchema(commentSchema) },
      403: { description: 'A viewer or public key.' },
      404: { description: 'No such code in the workspace, or it is deleted.' },
      422: { description: 'Invalid fields.' },
    },
  },
  {
    method: 'PATCH',
    path: '/codes/{id}/comments/{commentId}',
    operationId: 'updateCodeComment',
    summary: 'Resolve, reopen or edit a comment',
    description: 'contributor, ws_admin or org_admin secret keys. The text of a comment written by a dashboard user (author_id set) can only be changed by its author: 403 here.',
    tags: TAGS,
    auth: 'api_key',
    request: { params: commentParams, body: updateCommentSchema },
    responses: {
      200: { description: 'The comment.', schema: envelopeSchema(commentSchema) },
      403: { description: 'A viewer or public key, or an edit of an attributed comment’s text.' },
      404: { description: 'No such code or comment.' },
      422: { description: 'Invalid fields.' },
    },
  },
  {
    method: 'DELETE',
    path: '/codes/{id}/comments/{commentId}',
    operationId: 'deleteCodeComment',
    summary: 'Delete a comment',
    description: 'ws_admin or org_admin secret keys; API keys may delete only unattributed (API-made) comments.',
    tags: TAGS,
    auth: 'api_key',
    request: { params: commentParams },
    responses: {
      204: { description: 'Deleted.' },
      403: { description: 'Not ws_admin or org_admin, or the comment is attributed to a dashboard user.' },
      404: { description: 'No such code or comment (also a second DELETE).' },
    },
  },
];
