import { PLAN_LIMITS, PLANS } from '@quietzone/core';
import { describe, expect, it } from 'vitest';
import { ALL_OPERATIONS } from '../../src/openapi/all-operations';
import { body, setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

const plansEnvelope = ALL_OPERATIONS.find((op) => op.operationId === 'listBillingPlans')!.responses[200]!.schema!;

describe('GET /v1/billing/plans', () => {
  it('is public and lists every plan with the limits core enforces (null = unlimited)', async () => {
    const res = await t.request('/v1/billing/plans');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-limit')).toBeNull();
    const doc = await body(res);
    expect(plansEnvelope.safeParse(doc).success).toBe(true);
    expect(doc.data.map((p: { id: string }) => p.id)).toEqual([...PLANS]);
    for (const plan of doc.data) expect(plan.limits).toEqual(PLAN_LIMITS[plan.id as keyof typeof PLAN_LIMITS]);
    const byId = Object.fromEntries(doc.data.map((p: { id: string; limits: unknown }) => [p.id, p.limits]));
    // Contract, Limits: workspaces free 1, pro 3, business 10, agency unlimited; batch free 10, pro 500.
    expect(byId.free).toMatchObject({ max_workspaces: 1, max_batch_size: 10 });
    expect(byId.pro).toMatchObject({ max_workspaces: 3, max_batch_size: 500 });
    expect(byId.business).toMatchObject({ max_workspaces: 10, max_batch_size: 1000 });
    expect(byId.agency).toMatchObject({ max_workspaces: null });
    expect(byId.enterprise).toMatchObject({ max_members: null });
  });

  it('answers the same with a key', async () => {
    const tenant = await t.createTenant();
    const key = await t.createKey(tenant, 'viewer');
    expect((await body(await t.request('/v1/billing/plans', { key }))).data).toHaveLength(PLANS.length);
  });
});

describe('POST /v1/billing/checkout and GET /v1/billing/portal', () => {
  const calls = [
    ['POST', '/v1/billing/checkout'],
    ['GET', '/v1/billing/portal'],
  ] as const;

  for (const [method, path] of calls) {
    it(`${method} ${path}: org_admin gets a 501 problem naming the missing payment provider`, async () => {
      const tenant = await t.createTenant();
      const key = await t.createKey(tenant, 'org_admin');
      const res = await t.request(path, { method, key, ...(method === 'POST' ? { json: { plan: 'pro' } } : {}) });
      expect(res.status).toBe(501);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      const doc = await body(res);
      expect(doc).toMatchObject({ status: 501, title: 'Not Implemented', type: `${t.config.docsUrl}/errors/not-implemented`, instance: path });
      expect(doc.detail).toMatch(/No payment provider is configured/);
    });

    it(`${method} ${path}: every other role and public keys 403, no key 401`, async () => {
      const tenant = await t.createTenant();
      for (const role of ['viewer', 'contributor', 'ws_admin'] as const) {
        const res = await t.request(path, { method, key: await t.createKey(tenant, role) });
        expect(res.status, role).toBe(403);
        expect((await body(res)).detail).toBe(`The role ${role} may not manage billing.`);
      }
      expect((await t.request(path, { method, key: await t.createKey(tenant, 'org_admin', { kind: 'public' }) })).status).toBe(403);
      expect((await t.request(path, { method })).status).toBe(401);
    });
  }
});
