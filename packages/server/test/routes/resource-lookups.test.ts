/**
 * A route that declares a `resource` gets its row from the router: one lookup per request, and
 * for an id that names none of the caller's, the resource's one 404 — the same words in the
 * answer and in the document. Driven by the route tables, so a new route of a resource is
 * covered without a line here.
 */
import { problemSchema } from '@quietzone/core/schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthContext } from '../../src/auth/auth-context';
import type { Db } from '../../src/db/db';
import { ALL_ROUTES } from '../../src/http/all-routes';
import type { RouteDeclaration } from '../../src/http/route';
import type { RouteResource } from '../../src/http/route-resource';
import { buildContractWorld, CONTRACT_WORLD_ENV, pathParameter, type ContractWorld } from '../helpers/contract-world';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp({ env: CONTRACT_WORLD_ENV });

type ResourceRoute = RouteDeclaration & { readonly resource: RouteResource };

const RESOURCE_ROUTES = ALL_ROUTES.flat().filter((route): route is ResourceRoute => route.resource !== undefined);
const label = (route: RouteDeclaration) => `${route.method} ${route.path}`;

/** A statement as a store function sends it. */
interface Statement {
  readonly text: string;
  readonly params: readonly unknown[];
}

/** `db`, recording every statement sent through it or a transaction of it. */
function recordingDb(db: Db, statements: Statement[]): Db {
  return {
    ...db,
    dialect: db.dialect,
    query: (text, params = []) => {
      statements.push({ text, params });
      return db.query(text, params);
    },
    exec: (script) => db.exec(script),
    transaction: (fn) => db.transaction((tx) => fn(recordingDb(tx, statements))),
    close: () => db.close(),
  };
}

let world: ContractWorld;
beforeAll(async () => {
  world = await buildContractWorld(t);
}, 120_000);

afterEach(() => {
  vi.restoreAllMocks();
});

function path(route: RouteDeclaration, id: string): string {
  const filled = route.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => (name === 'id' ? id : pathParameter(world, route, name)));
  return route.unversioned ? filled : `/v1${filled}`;
}

function callerOf(key: ContractWorld['key']): AuthContext {
  return { keyId: key.id, role: key.role, kind: key.kind, workspaceId: key.workspaceId, organizationId: key.organizationId };
}

describe('a route of a resource', () => {
  it('exists: the tables declare resources', () => {
    expect(RESOURCE_ROUTES.length).toBeGreaterThan(20);
  });

  it.each(RESOURCE_ROUTES.map((route) => [label(route), route] as const))("%s documents its resource's one 404", (_, route) => {
    expect(route.resource.notFound).toMatch(/^[A-Z][A-Za-z ]+ not found\.$/);
    expect(route.responses[404]).toEqual({ description: route.resource.notFound });
  });

  it.each(RESOURCE_ROUTES.map((route) => [label(route), route] as const))('%s answers an unknown id with that 404, after one lookup', async (_, route) => {
    const find = vi.spyOn(route.resource, 'find');
    const res = await t.request(path(route, 'unknown_0000000000000000'), { method: route.method, key: world.key });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    const problem = problemSchema.parse(await res.json());
    expect(problem.detail).toBe(route.resource.notFound);
    expect(find).toHaveBeenCalledTimes(1);
  });

  it.each(RESOURCE_ROUTES.filter((route) => route.method === 'GET').map((route) => [label(route), route] as const))(
    '%s finds an existing row with one statement and hands it to the handler',
    async (_, route) => {
      const id = pathParameter(world, route, 'id');
      // The statements the resource's lookup sends for this id.
      const lookup: Statement[] = [];
      const caller = callerOf(world.key);
      expect(await route.resource.find({ ...t.ctx, db: recordingDb(t.db, lookup) }, caller, id)).toBeTruthy();
      expect(lookup).toHaveLength(1);
      const [{ text }] = lookup as [Statement];

      const sent: Statement[] = [];
      const app = t.createApp({ db: recordingDb(t.db, sent) });
      const res = await app.app.request(path(route, id), { headers: { authorization: `Bearer ${world.key.key}` } });
      await res.arrayBuffer();
      expect(res.status, `${label(route)}: ${res.status}`).toBeLessThan(400);
      expect(sent.filter((statement) => statement.text === text && statement.params.includes(id))).toHaveLength(1);
    },
  );
});
