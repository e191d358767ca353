import type { KeyKind, Plan, Role } from '@quietzone/core';
import type { H3 } from 'h3';
import { afterAll, beforeAll } from 'vitest';
import { addApiKey } from '../../src/api-keys/create-api-key';
import { loadConfig, type Config } from '../../src/config';
import { createAppContext, shareServices, type AppContext } from '../../src/app/app-context';
import type { Db } from '../../src/db/db';
import { createApp, type ServedApp } from '../../src/http/create-app';
import type { RouteTable } from '../../src/http/route';
import type { Logger } from '../../src/logger';
import { newId } from '../../src/new-id';
import type { RandomSource } from '../../src/codes/short-links/pick-destination';
import type { WebhookTransport } from '../../src/webhooks/deliver-webhook';
import { ALL_ROUTES } from '../../src/http/all-routes';
import { insertOrganization } from '../../src/organizations/store/organizations';
import { insertWorkspace, UNCONFIGURED_WORKSPACE } from '../../src/workspaces/store/workspaces';
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
  /** The app with its node fast path, as startServer takes it. */
  readonly served: ServedApp;
  /** The app's wiring (its caches, scan sink…), for operations and background jobs run by a test. */
  readonly ctx: AppContext;
  readonly logs: { level: string; message: string; fields: Record<string, unknown> | undefined }[];
  /** An in-process request against the app (`app.request`). */
  request(path: string, options?: RequestOptions): Promise<Response>;
  /**
   * Another context on the same database, e.g. with other config: it shares the app's caches
   * and scan sink (on the app's own db handle) and its webhook secret key, as a second app in
   * the same process would.
   */
  context(options?: ContextOptions): AppContext;
  /** Another app on the same database (on {@link context}), e.g. with other config or routes. */
  createApp(options?: ContextOptions & { routes?: readonly RouteTable[] }): ServedApp;
  /** A new organization with one workspace, so tests do not see each other's rows. */
  createTenant(options?: { plan?: string }): Promise<Tenant>;
  createWorkspace(tenant: Tenant, slug?: string): Promise<string>;
  createKey(tenant: Pick<Tenant, 'organizationId' | 'workspaceId'>, role: Role, options?: { kind?: KeyKind; expiresAt?: string | null }): Promise<TestKey>;
}

export interface ContextOptions {
  readonly env?: Record<string, string>;
  /** Another handle on the test database (`t.database.connect()`): its own caches and scan sink. */
  readonly db?: Db;
  /** The A/B choice of short links; default Math.random. */
  readonly random?: RandomSource;
  /** Webhook deliveries and pings, e.g. trusting a test receiver's certificate; default the app's. */
  readonly webhookTransport?: WebhookTransport;
}

/**
 * Registers beforeAll/afterAll for one test file: a fresh migrated database (see
 * createTestDatabase), a pinned-able clock and the app. Use the returned object inside tests.
 */
export function setupTestApp(options: { env?: Record<string, string>; routes?: readonly RouteTable[]; webhookTransport?: WebhookTransport } = {}): TestApp {
  const logs: TestApp['logs'] = [];
  const logger: Logger = {
    info: (message, fields) => logs.push({ level: 'info', message, fields }),
    error: (message, fields) => logs.push({ level: 'error', message, fields }),
  };
  const clock = createTestClock();
  const config = testConfig(options.env);
  const state = {} as { database: TestDatabase; ctx: AppContext; served: ServedApp };
  const context = ({ env, db, random, webhookTransport }: ContextOptions = {}): AppContext => {
    const shared = shareServices(state.ctx);
    const sameHandle = db === undefined || db === state.ctx.db;
    return createAppContext({
      db: db ?? state.ctx.db,
      config: testConfig({ ...options.env, ...env }),
      clock,
      logger,
      ...(random === undefined ? {} : { random }),
      ...(sameHandle ? shared : { countries: shared.countries, secretKeys: shared.secretKeys, blocklists: shared.blocklists, webhookTransport: shared.webhookTransport }),
      ...(webhookTransport === undefined ? {} : { webhookTransport }),
    });
  };

  beforeAll(async () => {
    state.database = await createTestDatabase();
    state.ctx = createAppContext({ db: state.database.db, config, clock, logger, ...(options.webhookTransport ? { webhookTransport: options.webhookTransport } : {}) });
    state.served = createApp({ context: state.ctx, routes: options.routes ?? ALL_ROUTES });
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
      return state.served.app;
    },
    get served() {
      return state.served;
    },
    get ctx() {
      return state.ctx;
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
      return state.served.app.request(path, { ...init, headers: requestHeaders, ...(body === undefined ? {} : { body }) });
    },
    context,
    createApp: ({ routes, ...opts } = {}) => createApp({ context: context(opts), routes: routes ?? options.routes ?? ALL_ROUTES }),
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
