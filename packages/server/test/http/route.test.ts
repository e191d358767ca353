import { ACTIONS, can, ROLES } from '@quietzone/core';
import { describe, expect, it } from 'vitest';
import { defineRoute, forbiddenDescription, routeTable } from '../../src/http/route';

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
