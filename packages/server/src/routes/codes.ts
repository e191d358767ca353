import { batchCreateCodesSchema, createCodeSchema, listCodesQuerySchema, updateCodeSchema } from '@quietzone/core';
import { getQuery } from 'h3';
import { requireAuth } from '../auth/auth-context';
import { codeActor } from '../codes/code-actor';
import { createCode } from '../codes/create-code';
import { createCodeBatch } from '../codes/create-code-batch';
import { deleteCode } from '../codes/delete-code';
import { toCodeResource } from '../codes/to-code-resource';
import { updateCode } from '../codes/update-code';
import { ApiError } from '../http/api-error';
import { created, list, noContent, ok } from '../http/envelope';
import { idempotent } from '../http/idempotency';
import { readJsonBody, readQuery, routerParam } from '../http/read-input';
import type { RouteModule } from '../http/router';
import { findCode, listCodes } from '../store/codes';
import { pageRequest } from '../store/query-page';

export const codeRoutes: RouteModule = (router) => {
  // GET /v1/codes – codes of the caller's workspace, newest first; only limit, cursor and status count
  router.get('/codes', async (event, ctx) => {
    const auth = requireAuth(event, 'read_codes');
    const query = readQuery(event, listCodesQuerySchema);
    const page = await listCodes(ctx.db, auth.workspaceId, query.status, pageRequest(getQuery(event), { defaultLimit: 20, maxLimit: 100 }));
    return list(event, page, (row) => toCodeResource(row, ctx.config.publicUrl));
  });

  // POST /v1/codes – create a code (optional Idempotency-Key)
  router.post('/codes', async (event, ctx) => {
    const auth = requireAuth(event, 'write');
    return idempotent(event, ctx, auth.workspaceId, async () => {
      const body = await readJsonBody(event, createCodeSchema);
      return created(event, await createCode(ctx, body, codeActor(event, auth)));
    });
  });

  // POST /v1/codes/batch – create up to the plan's batch size of url, vcard and wifi codes (optional Idempotency-Key)
  router.post('/codes/batch', async (event, ctx) => {
    const auth = requireAuth(event, 'write');
    return idempotent(event, ctx, auth.workspaceId, async () => {
      const body = await readJsonBody(event, batchCreateCodesSchema);
      return created(event, await createCodeBatch(ctx, body, codeActor(event, auth)));
    });
  });

  // GET /v1/codes/:id – one code
  router.get('/codes/:id', async (event, ctx) => {
    const auth = requireAuth(event, 'read_codes');
    const row = await findCode(ctx.db, auth.workspaceId, routerParam(event, 'id'));
    if (!row) throw new ApiError('not_found', 'Code not found.');
    return ok(event, toCodeResource(row, ctx.config.publicUrl));
  });

  // PATCH /v1/codes/:id – change a code; meta.issues reports the contrast of its colors
  router.patch('/codes/:id', async (event, ctx) => {
    const auth = requireAuth(event, 'write');
    const body = await readJsonBody(event, updateCodeSchema);
    const { code, issues } = await updateCode(ctx, routerParam(event, 'id'), body, codeActor(event, auth));
    return ok(event, code, { issues });
  });

  // DELETE /v1/codes/:id – soft delete (204); afterwards the code is 404 everywhere
  router.delete('/codes/:id', async (event, ctx) => {
    const auth = requireAuth(event, 'delete');
    await deleteCode(ctx, routerParam(event, 'id'), codeActor(event, auth));
    return noContent(event);
  });
};
