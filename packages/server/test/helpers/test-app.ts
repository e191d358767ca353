import type { KeyKind, Plan, Role } from '@quietzone/core';
import type { H3 } from 'h3';
import { afterAll, beforeAll } from 'vitest';
import { addApiKey } from '../../src/api-keys/create-api-key';
import { loadConfig, type Config } from '../../src/config';
import type { Db } from '../../src/db/db';
import { createApp } from '../../src/http/create-app';
import type { RouteSource } from '../../src/http/route';
import type { Logger } from '../../src/logger';
import { newId } from '../../src/new-id';
import { ALL_ROUTES } from '../../src/routes/all-routes';
import { insertOrganization } from '../../src/store/organizations';
import { insertWorkspace, UNCONFIGURED_WORKSPACE } from '../../src/store/workspaces';
import { createTestClock, type TestClock } from './test-clock';
import { createTestDatabase, type TestDatabase } from './test-db';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ DATABASE_URL: 'memory://', PUBLIC_URL: 'http://qz.test', RATE_LIMIT_PER_MINUTE: '100000', ...env });
}

export interface Tenant {
  readonly organizationId: string;
  readonly workspaceId: string;
  readonly organizationSlug: string;
}

export interface TestKey {
  readonly id: string;
  readonly key: string;
  readonly role: Role;
  readonly kind: KeyKind;
  readonly organizationId: string;
  readonly workspaceId: string;
}

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  /** API key sent as `Authorization: Bearer <key>`. */
  readonly key?: string | TestKey;
  /** Serialized as the JSON body. */
  readonly json?: unknown;
  readonly body?: RequestInit['body'];
}

export interface TestApp {
  readonly database: TestDatabase;
  readonly db: Db;
  readonly config: Config;
  readonly clock: TestClock;
  readonly app: H3;
  readonly logs: { level: string; message: string; fields: Record<string, unknown> | undefined }[];
  /** An in-process request against the app (`app.request`). */
  request(path: string, options?: RequestOptions): Promise<Response>;
  /** Another app on the same database, e.g. with other config or routes. */
  createApp(options?: { env?: Record<string, string>; routes?: readonly RouteSource[]; db?: Db }): H3;
  /** A new organization with one workspace, so tests do not see each other's rows. */
  createTenant(options?: { plan?: string }): Promise<Tenant>;
  createWorkspace(tenant: Tenant, slug?: string): Promise<string>;
  createKey(tenant: Pick<Tenant, 'organizationId' | 'workspaceId'>, role: Role, options?: { kind?: KeyKind; expiresAt?: string | null }): Promise<TestKey>;
}

/**
 * Registers beforeAll/afterAll for one test file: a fresh migrated database (see
 * createTestDatabase), a pinned-able clock and the app. Use the returned object inside tests.
 */
export function setupTestApp(options: { env?: Record<string, string>; routes?: readonly RouteSource[] } = {}): TestApp {
  const logs: TestApp['logs'] = [];
  const logger: Logger = {
    info: (message, fields) => logs.push({ level: 'info', message, fields }),
    error: (message, fields) => logs.push({ level: 'error', message, fields }),
  };
  const clock = createTestClock();
  const config = testConfig(options.env);
  const state = {} as { database: TestDatabase; app: H3 };
  const build = (db: Db, env: Record<string, string> | undefined, routes: readonly RouteSource[] | undefined) =>
    createApp({ db, config: testConfig({ ...options.env, ...env }), clock, logger, routes: routes ?? options.routes ?? ALL_ROUTES });

  beforeAll(async () => {
    state.database = await createTestDatabase();
    state.app = build(state.database.db, undefined, undefined);
  }, 60_000);
  afterAll(async () => {
    await state.database?.drop();
  });

  const testApp: TestApp = {
    get database() {
      return state.database;
    },
    get db() {
      return state.database.db;
    },
    config,
    clock,
    get app() {
      return state.app;
    },
    logs,
    async request(path, { key, json, headers, ...init } = {}) {
      const requestHeaders = new Headers(headers);
      if (key !== undefined) requestHeaders.set('authorization', `Bearer ${typeof key === 'string' ? key : key.key}`);
      let body = init.body;
      if (json !== undefined) {
        body = JSON.stringify(json);
        if (!requestHeaders.has('content-type')) requestHeaders.set('content-type', 'application/json');
      }
      return state.app.request(path, { ...init, headers: requestHeaders, ...(body === undefined ? {} : { body }) });
    },
    createApp: (opts = {}) => build(opts.db ?? state.database.db, opts.env, opts.routes),
    async createTenant({ plan = 'free' } = {}) {
      const organizationId = newId('org');
      const slug = `org-${organizationId.slice(4, 14).toLowerCase().replace(/[^a-z0-9]/g, 'x')}`;
      const at = clock.now().toISOString();
      await insertOrganization(state.database.db, { id: organizationId, name: slug, slug, billingEmail: null, plan: plan as Plan, createdAt: at });
      const tenant = { organizationId, workspaceId: '', organizationSlug: slug };
      const workspaceId = await testApp.createWorkspace(tenant, 'main');
      return { ...tenant, workspaceId };
    },
    async createWorkspace(tenant, slug = `ws-${Math.random().toString(36).slice(2, 10)}`) {
      const workspaceId = newId('ws');
      const at = clock.now().toISOString();
      await insertWorkspace(state.database.db, { id: workspaceId, organizationId: tenant.organizationId, name: slug, slug, ...UNCONFIGURED_WORKSPACE, createdAt: at });
      return workspaceId;
    },
    async createKey(tenant, role, { kind = 'secret', expiresAt = null } = {}) {
      // Straight into the database, without an audit entry: the harness sets a test up, no caller acts.
      const { organizationId, workspaceId } = tenant;
      const spec = { organizationId, workspaceId, kind, role, name: `${role} test key`, expiresAt, createdByKeyId: null };
      const { row, secret } = await addApiKey(state.database.db, spec, clock.now().toISOString(), null);
      return { id: row.id, key: secret, role, kind, organizationId, workspaceId };
    },
  };
  return testApp;
}

/** The parsed JSON body, untyped on purpose: tests assert its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function body(res: Response): Promise<any> {
  return res.json();
}
