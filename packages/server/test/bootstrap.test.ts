import { afterAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../src/bootstrap';
import { systemClock } from '../src/clock';
import { createApp } from '../src/http/create-app';
import { silentLogger } from '../src/logger';
import { body, testConfig } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-db';

const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const database of databases) await database.drop();
});

async function freshDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  databases.push(database);
  return database;
}

describe('bootstrap', () => {
  it('creates Default org, Default workspace and a working org_admin key exactly once, also when racing', async () => {
    const database = await freshDatabase();
    const config = testConfig({ BOOTSTRAP_PLAN: 'business' });
    const results = await Promise.all([
      bootstrap(database.db, config, systemClock),
      bootstrap(database.connect(), config, systemClock),
      bootstrap(database.db, config, systemClock),
    ]);
    const created = results.filter((r) => r.created);
    expect(created).toHaveLength(1);
    expect(await bootstrap(database.db, config, systemClock)).toEqual({ created: false });

    const orgs = await database.db.query<{ name: string; slug: string; plan: string }>('SELECT name, slug, plan FROM organizations');
    expect(orgs).toEqual([{ name: 'Default', slug: 'default', plan: 'business' }]);
    const workspaces = await database.db.query<{ name: string; slug: string }>('SELECT name, slug FROM workspaces');
    expect(workspaces).toEqual([{ name: 'Default', slug: 'default' }]);
    const keys = await database.db.query<{ role: string; kind: string }>('SELECT role, kind FROM api_keys');
    expect(keys).toEqual([{ role: 'org_admin', kind: 'secret' }]);

    const first = created[0]!;
    if (!first.created) throw new Error('unreachable');
    expect(first.generatedKey).toMatch(/^svc_sk_/);
    const app = createApp({ db: database.db, config, logger: silentLogger }).app;
    const res = await app.request('/v1/account', { headers: { authorization: `Bearer ${first.generatedKey}` } });
    expect(res.status).toBe(200);
    expect((await body(res)).data).toMatchObject({ api_key: { role: 'org_admin' }, workspace: { slug: 'default' }, organization: { slug: 'default', plan: 'business' } });
  }, 60_000);

  it('uses ADMIN_API_KEY as the bootstrap key and does not return it for printing', async () => {
    const database = await freshDatabase();
    const adminKey = 'svc_sk_test_admin_key_0123456789abcdef';
    const config = testConfig({ ADMIN_API_KEY: adminKey });
    const result = await bootstrap(database.db, config, systemClock);
    expect(result).toMatchObject({ created: true, generatedKey: undefined });
    const app = createApp({ db: database.db, config, logger: silentLogger }).app;
    const res = await app.request('/v1/api-keys', { headers: { authorization: `Bearer ${adminKey}` } });
    expect(res.status).toBe(200);
    const created = await app.request('/v1/api-keys', {
      method: 'POST',
      headers: { authorization: `Bearer ${adminKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'second', role: 'org_admin' }),
    });
    expect(created.status).toBe(201);
  }, 60_000);
});
