import { ACTIONS, can, KEY_KINDS, ROLES } from '@quietzone/core';
import { describe, expect, it } from 'vitest';
import type { H3Event } from 'h3';
import { z } from 'zod';
import { forbiddenDescription } from '../../src/http/implied-answers';
import { defineRoute, routeTable, type RouteDeclaration } from '../../src/http/route';
import { resourceAnswers, routeResource } from '../../src/http/route-resource';
import { idempotencyKeyHeaders, idParams } from '../../src/http/route-schemas';

const handler = () => null;

describe('defineRoute', () => {
  it('splits `route` into method and path and keeps no `route` field', () => {
    const route = defineRoute({ route: 'PATCH /codes/{id}', operationId: 'x', summary: 's', access: 'read', responses: { 200: 'ok' }, handler });
    expect(route.method).toBe('PATCH');
    expect(route.path).toBe('/codes/{id}');
    expect('route' in route).toBe(false);
  });

  it('reads an answer given as a string as its description', () => {
    const route = defineRoute({ route: 'GET /a', operationId: 'x', summary: 's', access: 'read_codes', responses: { 200: 'ok', 404: 'No such a.' }, handler });
    expect(route.responses).toEqual({ 200: { description: 'ok' }, 404: { description: 'No such a.' } });
  });

  it("adds the 403 that access explains, and a route's own 403 wins", () => {
    const derived = defineRoute({ route: 'POST /a', operationId: 'x', summary: 's', access: 'write', responses: { 201: 'made' }, handler });
    expect(derived.responses[403]).toEqual({ description: 'Needs a secret key of role contributor, ws_admin or org_admin.' });
    const own = defineRoute({ route: 'POST /a', operationId: 'x', summary: 's', access: 'write', responses: { 201: 'made', 403: 'Not here.' }, handler });
    expect(own.responses[403]).toEqual({ description: 'Not here.' });
    const open = defineRoute({ method: 'GET', path: '/a', operationId: 'x', summary: 's', access: 'read_codes', responses: { 200: { description: 'ok' } }, handler });
    expect(open.responses).toEqual({ 200: { description: 'ok' } });
  });
});

describe('the answers a declaration implies', () => {
  const body = z.object({ name: z.string() });
  const note = routeResource({ name: 'note', schema: z.object({ id: z.string() }), find: async (_ctx, _auth, id) => ({ id }) });

  it('gives a JSON body its 422, unless the route words its own or judges the body itself', () => {
    const plain = defineRoute({ route: 'POST /a', operationId: 'x', summary: 's', access: 'public', request: { body }, responses: { 201: 'made' }, handler });
    expect(plain.responses[422]).toEqual({ description: 'Invalid fields.' });
    const own = defineRoute({ route: 'POST /a', operationId: 'x', summary: 's', access: 'public', request: { body }, responses: { 201: 'made', 422: 'Not a name.' }, handler });
    expect(own.responses[422]).toEqual({ description: 'Not a name.' });
    const judged = defineRoute({ route: 'POST /a', operationId: 'x', summary: 's', access: 'public', request: { body, lenientBody: true }, responses: { 200: 'findings' }, handler });
    const upload = defineRoute({ route: 'POST /a', operationId: 'x', summary: 's', access: 'public', request: { body, bodyContentType: 'multipart/form-data' }, responses: { 201: 'made' }, handler });
    expect([judged.responses[422], upload.responses[422]]).toEqual([undefined, undefined]);
  });

  it('gives a route that takes a body the 413 of its body limit, unless it words its own', () => {
    const plain = defineRoute({ route: 'POST /a', operationId: 'x', summary: 's', access: 'public', request: { body }, responses: { 201: 'made' }, handler });
    expect(plain.responses[413]).toEqual({ description: 'A body over 1048576 bytes.' });
    const upload = defineRoute({ route: 'POST /a', operationId: 'x', summary: 's', access: 'public', bodyLimit: 2048, request: { bodyContentType: 'application/x-www-form-urlencoded' }, responses: { 200: 'ok' }, handler });
    expect(upload.responses[413]).toEqual({ description: 'A body over 2048 bytes.' });
    const own = defineRoute({ route: 'POST /a', operationId: 'x', summary: 's', access: 'public', request: { body }, responses: { 201: 'made', 413: 'Too long.' }, handler });
    expect(own.responses[413]).toEqual({ description: 'Too long.' });
    const read = defineRoute({ route: 'GET /a', operationId: 'x', summary: 's', access: 'public', responses: { 200: 'ok' }, handler });
    expect(read.responses[413]).toBeUndefined();
  });

  it("documents a resource's {id} and gives it the resource's one 404, which no route words again", () => {
    const plain = defineRoute({ route: 'GET /notes/{id}', operationId: 'x', summary: 's', access: 'read_codes', resource: note, responses: { 200: note.one }, handler });
    expect(plain.request).toEqual({ params: idParams });
    expect(plain.responses).toEqual({ 200: { description: 'The note.', schema: expect.any(Object) }, 404: { description: 'Note not found.' } });
    const params = z.object({ id: z.string().describe('Id of the note.') });
    const described = defineRoute({ route: 'GET /notes/{id}', operationId: 'x', summary: 's', access: 'read_codes', resource: note, request: { params }, responses: { 200: 'ok' }, handler });
    expect(described.request).toEqual({ params });
    expect(() => defineRoute({ route: 'GET /notes/{id}', operationId: 'x', summary: 's', access: 'read_codes', resource: note, responses: { 200: 'ok', 404: 'Gone.' }, handler })).toThrow("resource's own");
    expect(() => defineRoute({ route: 'GET /notes/{id}', operationId: 'x', summary: 's', access: 'public', resource: note, responses: { 200: 'ok' }, handler })).toThrow('needs a key');
    expect(() => defineRoute({ route: 'GET /notes', operationId: 'x', summary: 's', access: 'read_codes', resource: note, responses: { 200: 'ok' }, handler })).toThrow('{id}');
  });
});

describe('an idempotent route', () => {
  it('documents the Idempotency-Key header and its 409, and needs a key', () => {
    const route = defineRoute({ route: 'POST /a', operationId: 'x', summary: 's', access: 'write', idempotent: true, responses: { 201: 'made' }, handler });
    expect(route.request?.headers).toBe(idempotencyKeyHeaders);
    expect(route.responses[409]).toEqual({ description: 'Idempotency-Key used with another request, or that request is still in flight.' });
    expect(() => defineRoute({ route: 'POST /a', operationId: 'x', summary: 's', access: 'public', idempotent: true, responses: { 201: 'made' }, handler })).toThrow('Idempotency-Key');
  });
});

describe('routeResource', () => {
  it('words the 404 from the name, one wording per resource', () => {
    const schema = z.object({ id: z.string() });
    const members = routeResource({ name: 'member', schema, find: async () => undefined });
    expect(members.notFound).toBe('Member not found.');
    expect(members.page.description).toBe('A page of members.');
    expect(resourceAnswers({ name: 'revision', schema }).notFound).toBe('Revision not found.');
  });
});

describe('a route whose one success is 204', () => {
  const event = () => ({ res: { status: 200 } }) as unknown as H3Event;

  it('answers 204 without a body once its handler is done', async () => {
    const done: string[] = [];
    const route = defineRoute({
      route: 'DELETE /a/{id}',
      operationId: 'x',
      summary: 's',
      access: 'public',
      responses: { 204: 'Deleted.', 404: 'No such a.' },
      handler: async () => {
        await Promise.resolve();
        done.push('deleted');
      },
    });
    const call = { event: event() } as unknown as Parameters<RouteDeclaration['handler']>[0];
    expect(await route.handler(call)).toBeNull();
    expect(done).toEqual(['deleted']);
    expect(call.event.res.status).toBe(204);
  });

  it('keeps the status of a failure its handler throws', async () => {
    const route = defineRoute({ route: 'DELETE /a', operationId: 'x', summary: 's', access: 'public', responses: { 204: 'Deleted.' }, handler: () => Promise.reject(new Error('gone')) });
    const call = { event: event() } as unknown as Parameters<RouteDeclaration['handler']>[0];
    await expect(route.handler(call) as Promise<unknown>).rejects.toThrow('gone');
    expect(call.event.res.status).toBe(200);
  });

  it('is left alone when another success is documented', () => {
    const route = defineRoute({ route: 'POST /a', operationId: 'x', summary: 's', access: 'public', responses: { 200: 'ok', 204: 'nothing' }, handler: () => 'as is' });
    expect(route.handler({ event: event() } as unknown as Parameters<RouteDeclaration['handler']>[0])).toBe('as is');
  });
});

describe('forbiddenDescription', () => {
  it('describes a 403 for exactly the actions some role or key kind may not do, naming the kind and roles that may', () => {
    for (const action of ACTIONS) {
      const refused = KEY_KINDS.flatMap((kind) => ROLES.filter((role) => !can(role, kind, action)));
      const description = forbiddenDescription(action);
      if (refused.length === 0) {
        expect(description, action).toBeUndefined();
        continue;
      }
      expect(description, action).toMatch(/^Needs a secret key /);
      const secretRoles = ROLES.filter((role) => can(role, 'secret', action));
      if (secretRoles.length === ROLES.length) expect(description, action).toContain('(of any role)');
      else for (const role of ROLES) expect(description!.includes(role), `${action} ${role}`).toBe(secretRoles.includes(role));
    }
    expect(forbiddenDescription('read')).toBe('Needs a secret key (of any role).');
    expect(forbiddenDescription('read_codes')).toBeUndefined();
    expect(forbiddenDescription('public')).toBeUndefined();
  });
});

describe('routeTable', () => {
  it('tags the routes without their own tags', () => {
    const [plain, tagged] = routeTable('Codes', [
      defineRoute({ route: 'GET /a', operationId: 'a', summary: 's', access: 'public', responses: { 200: 'ok' }, handler }),
      defineRoute({ route: 'GET /b', operationId: 'b', summary: 's', access: 'public', tags: ['Other'], responses: { 200: 'ok' }, handler }),
    ]);
    expect(plain!.tags).toEqual(['Codes']);
    expect(tagged!.tags).toEqual(['Other']);
  });
});
