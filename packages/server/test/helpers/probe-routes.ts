import { z } from 'zod';
import { requireAuth } from '../../src/auth/auth-context';
import { created, noContent, ok } from '../../src/http/envelope';
import { readJsonBody } from '../../src/http/read-input';
import type { RouteModule } from '../../src/http/router';

const echoSchema = z.object({ name: z.string().min(1), count: z.number().int().min(0) });

/** Test-only routes that exercise the foundation: one per permission, an echo, a crash, a slow one. */
export const probeRoutes: RouteModule = (router) => {
  // GET /v1/probe/read – needs read
  router.get('/probe/read', (event) => ok(event, requireAuth(event, 'read')));
  // POST /v1/probe/write – needs write
  router.post('/probe/write', (event) => created(event, requireAuth(event, 'write')));
  // DELETE /v1/probe/delete – needs delete
  router.delete('/probe/delete', (event) => {
    requireAuth(event, 'delete');
    return noContent(event);
  });
  // POST /v1/probe/echo – public; validates its body
  router.post('/probe/echo', async (event) => ok(event, await readJsonBody(event, echoSchema)), { public: true });
  // POST /v1/probe/small – public; 100-byte body limit
  router.post('/probe/small', async (event) => ok(event, { length: (await event.req.text()).length }), { public: true, bodyLimit: 100 });
  // GET /v1/probe/boom – an unexpected error whose message must not leak
  router.get('/probe/boom', () => {
    throw new Error('secret internals: password=hunter2 at /srv/app.ts');
  }, { public: true });
  // GET /v1/probe/boom-authed – the same after authentication
  router.get('/probe/boom-authed', (event) => {
    requireAuth(event, 'read');
    throw new TypeError('kaboom internals');
  });
  // GET /v1/probe/slow?ms=… – public; answers after a delay
  router.get('/probe/slow', async (event) => {
    const ms = Number(new URL(event.req.url).searchParams.get('ms') ?? '200');
    await new Promise((resolve) => setTimeout(resolve, ms));
    return ok(event, { waited: ms });
  }, { public: true });
};
