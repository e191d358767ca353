import { z } from 'zod';
import { created, noContent, ok } from '../../src/http/envelope';
import { testRoute } from './test-route';

const echoSchema = z.object({ name: z.string().min(1), count: z.number().int().min(0) });

/** Test-only routes that exercise the foundation: one per permission, an echo, a crash, a slow one. */
export const probeRoutes = [
  testRoute({ method: 'GET', path: '/probe/read', access: 'read', handler: ({ event, auth }) => ok(event, auth) }),
  testRoute({ method: 'POST', path: '/probe/write', access: 'write', handler: ({ event, auth }) => created(event, auth) }),
  testRoute({ method: 'DELETE', path: '/probe/delete', access: 'delete', handler: ({ event }) => noContent(event) }),
  // Public; validates its body.
  testRoute({ method: 'POST', path: '/probe/echo', access: 'public', body: echoSchema, handler: async ({ event, body }) => ok(event, await body()) }),
  // Public; 100-byte body limit.
  testRoute({
    method: 'POST',
    path: '/probe/small',
    access: 'public',
    bodyLimit: 100,
    handler: async ({ event }) => ok(event, { length: (await event.req.text()).length }),
  }),
  // An unexpected error whose message must not leak.
  testRoute({
    method: 'GET',
    path: '/probe/boom',
    access: 'public',
    handler: () => {
      throw new Error('secret internals: password=hunter2 at /srv/app.ts');
    },
  }),
  // The same after authentication.
  testRoute({
    method: 'GET',
    path: '/probe/boom-authed',
    access: 'read',
    handler: () => {
      throw new TypeError('kaboom internals');
    },
  }),
  // Public; answers after `?ms=` milliseconds.
  testRoute({
    method: 'GET',
    path: '/probe/slow',
    access: 'public',
    handler: async ({ event }) => {
      const ms = Number(new URL(event.req.url).searchParams.get('ms') ?? '200');
      await new Promise((resolve) => setTimeout(resolve, ms));
      return ok(event, { waited: ms });
    },
  }),
];
