import { ok } from '../http/envelope';
import type { RouteModule } from '../http/router';

export const healthRoutes: RouteModule = (router) => {
  // GET /v1/health – liveness, public. The contract shows `{ status }` and DESIGN.md wraps every
  // success body as `{ data, meta }`; the body carries both, so either reading holds.
  router.get(
    '/health',
    (event) => ({ status: 'ok', ...ok(event, { status: 'ok' }) }),
    { public: true },
  );
};
