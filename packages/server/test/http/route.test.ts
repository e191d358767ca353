import { ACTIONS, can, ROLES } from '@quietzone/core';
import { describe, expect, it } from 'vitest';
import type { H3Event } from 'h3';
import { defineRoute, forbiddenDescription, routeTable, type RouteDeclaration } from '../../src/http/route';

const handler = () => null;

describe('defineRoute', () => {
  it('splits `route` into method and path and keeps no `route` field', () => {
    const route = defineRoute({ route: 'PATCH /codes/{id}', operationId: 'x', summary: 's', access: 'read', responses: { 200: 'ok' }, handler });
    expect(route.method).toBe('PATCH');
    expect(route.path).toBe('/codes/{id}');
    expect('route' in route).toBe(false);
  });

  it('reads an answer given as a string as its description', () => {
    const route = defineRoute({ route: 'GET /a', operationId: 'x', summary: 's', access: 'read', responses: { 200: 'ok', 404: 'No such a.' }, handler });
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
  it('names exactly the roles whose secret keys may, for every action some role may not', () => {
    for (const action of ACTIONS) {
      const allowed = ROLES.filter((role) => can(role, 'secret', action));
      const description = forbiddenDescription(action);
      if (action === 'read' || action === 'read_codes') {
        expect(description).toBeUndefined();
        continue;
      }
      expect(allowed.length).toBeLessThan(ROLES.length);
      for (const role of ROLES) expect(description!.includes(role), `${action} ${role}`).toBe(allowed.includes(role));
    }
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
