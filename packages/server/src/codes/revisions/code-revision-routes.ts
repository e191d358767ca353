import { codeRevisionSchema, decideCodeRevisionSchema, envelopeSchema, idSchema, listCodeRevisionsQuerySchema } from '@quietzone/core/schemas';
import { codeActor } from '../code-actor';
import { toCodeRevisionResource } from './code-revision-resource';
import { approveCodeRevision, rejectCodeRevision } from './decide-code-revision';
import { list, ok } from '../../http/envelope';
import { pageRequest } from '../../http/page-request';
import { defineRoute, routeTable } from '../../http/route';
import { idParams } from '../../http/route-schemas';
import { resourceAnswers } from '../../http/route-resource';
import { listCodeRevisions } from '../store/code-revisions';
import { codes } from '../code-routes';

const revisions = resourceAnswers({ name: 'revision', schema: codeRevisionSchema });

const revisionParams = idParams.extend({ revisionId: idSchema.describe('Id of the revision.') });

/** Both decisions name a code, which the router finds, and a revision of it, which they look up themselves. */
const DECISION_NOTE = `A revision the code does not have is 404 too ("${revisions.notFound}").`;

const DECISION_ANSWERS = {
  200: { description: 'The revision, decided.', schema: envelopeSchema(codeRevisionSchema) },
  409: 'The revision is no longer pending: it was approved or rejected already.',
} as const;

/**
 * The approval workflow (workspace `approval_required`): a contributor's new code waits as a
 * draft behind a `create` revision, a contributor's change to what a scan gets waits as an
 * `update` revision (codes/revisions/submit-code-update.ts). Any key that reads codes lists
 * them; ws_admin and org_admin keys approve or reject (core `approve`).
 */
export const codeRevisionRoutes = routeTable('Codes', [
  defineRoute({
    route: 'GET /codes/{id}/revisions', operationId: 'listCodeRevisions', access: 'read', resource: codes, request: { query: listCodeRevisionsQuerySchema },
    summary: "List a code's revisions",
    description: 'Newest first: the creation of a draft and held changes, pending or decided.',
    responses: { 200: revisions.page },
    handler: async ({ event, ctx, auth, found: code, query }) => {
      const page = await listCodeRevisions(ctx.db, auth.workspaceId, code.id, query.status, pageRequest(query));
      return list(event, page, toCodeRevisionResource);
    },
  }),
  defineRoute({
    route: 'POST /codes/{id}/revisions/{revisionId}/approve', operationId: 'approveCodeRevision', access: 'approve', resource: codes, request: { params: revisionParams, body: decideCodeRevisionSchema },
    summary: 'Approve a revision',
    description:
      `Applies the held change as a PATCH of the code would (links checked, caches dropped, \`qr.updated\`); the creation revision of a draft sets it live. Emits \`qr.approved\`. A change the code no longer accepts is refused as the PATCH would be, and the revision stays pending. ${DECISION_NOTE}`,
    responses: {
      ...DECISION_ANSWERS,
      422: 'Invalid fields, or a held change the code no longer accepts (an unsafe link).',
      503: {
        description: 'The code was to be set live but the URL reputation service could not re-check its links; nothing changed.',
        headers: { 'Retry-After': { description: 'Seconds to wait before trying again, 30.' } },
      },
    },
    handler: async ({ event, ctx, auth, param, body }) => ok(event, await approveCodeRevision(ctx, param('id'), param('revisionId'), await body(), codeActor(event, auth))),
  }),
  defineRoute({
    route: 'POST /codes/{id}/revisions/{revisionId}/reject', operationId: 'rejectCodeRevision', access: 'approve', resource: codes, request: { params: revisionParams, body: decideCodeRevisionSchema },
    summary: 'Reject a revision',
    description: `Nothing of the change is applied; a rejected draft stays a draft (its next change asks for approval again). Emits \`qr.rejected\`. ${DECISION_NOTE}`,
    responses: DECISION_ANSWERS,
    handler: async ({ event, ctx, auth, param, body }) => ok(event, await rejectCodeRevision(ctx, param('id'), param('revisionId'), await body(), codeActor(event, auth))),
  }),
]);
