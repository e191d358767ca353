import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import type { Db } from '../../src/db/db';
import { deleteExpiredRecords } from '../../src/jobs/delete-expired-records';
import { startRetentionJob } from '../../src/jobs/start-retention-job';
import { silentLogger } from '../../src/logger';
import { newId } from '../../src/new-id';
import { insertWebhookRow } from '../helpers/insert-webhook-row';
import { setupTestApp, testConfig, type Tenant } from '../helpers/test-app';

const t = setupTestApp();

const NOW = new Date('2030-06-30T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

/** One row of every kind the job deletes, created at `at`, in a workspace of its own tenant. */
async function rowsAt(tenant: Tenant, webhookId: string, at: string, deliveryStatus: string) {
  const ids = { key: newId('idem'), delivery: newId('dlv'), attempt: newId('att'), event: newId('evt') };
  await t.db.query(
    `INSERT INTO idempotency_keys (workspace_id, idempotency_key, request_fingerprint, state, response_status, response_body, created_at)
     VALUES ($1, $2, 'fp', 'completed', 201, '{}'::json, $3::timestamptz)`,
    [tenant.workspaceId, ids.key, at],
  );
  await t.db.query(
    `INSERT INTO events (id, organization_id, workspace_id, type, data, created_at) VALUES ($1, $2, $3, 'qr.created', '{}'::jsonb, $4::timestamptz)`,
    [ids.event, tenant.organizationId, tenant.workspaceId, at],
  );
  await t.db.query(
    `INSERT INTO webhook_deliveries (id, webhook_id, event_id, event_type, payload, status, attempts, next_attempt_at, created_at, updated_at)
     VALUES ($1, $2, $3, 'qr.created', '{}', $4, 1, $5::timestamptz, $5::timestamptz, $5::timestamptz)`,
    [ids.delivery, webhookId, ids.event, deliveryStatus, at],
  );
  await t.db.query(
    `INSERT INTO webhook_delivery_attempts (id, webhook_id, delivery_id, event_id, event_type, status, status_code, response_time_ms, attempt, created_at)
     VALUES ($1, $2, $3, $4, 'qr.created', 'success', 200, 5, 1, $5::timestamptz)`,
    [ids.attempt, webhookId, ids.delivery, ids.event, at],
  );
  return ids;
}

async function remaining(tenant: Tenant, webhookId: string) {
  const one = async (sql: string, param: string) => (await t.db.query<{ id: string }>(sql, [param])).map((row) => row.id).sort();
  return {
    keys: await one('SELECT idempotency_key AS id FROM idempotency_keys WHERE workspace_id = $1', tenant.workspaceId),
    events: await one('SELECT id FROM events WHERE workspace_id = $1', tenant.workspaceId),
    deliveries: await one('SELECT id FROM webhook_deliveries WHERE webhook_id = $1', webhookId),
    attempts: await one('SELECT id FROM webhook_delivery_attempts WHERE webhook_id = $1', webhookId),
  };
}

/** The job's rows are global: each test first clears what earlier tests left behind. */
async function clearAll() {
  await deleteExpiredRecords(t.db, { now: new Date('2100-01-01T00:00:00.000Z'), retentionDays: 1 });
}

describe('deleteExpiredRecords', () => {
  it('deletes idempotency records after 24 h, finished deliveries, their log and events after the retention days, and nothing else', async () => {
    await clearAll();
    const tenant = await t.createTenant();
    const webhook = await insertWebhookRow(t.db, tenant);
    const fresh = await rowsAt(tenant, webhook, ago(23 * HOUR), 'success');
    const day = await rowsAt(tenant, webhook, ago(25 * HOUR), 'failed');
    await rowsAt(tenant, webhook, ago(31 * DAY), 'success');
    await rowsAt(tenant, webhook, ago(40 * DAY), 'failed');
    // Still the outbox's work, however old: a delivery waiting for its next attempt stays.
    const oldPending = await rowsAt(tenant, webhook, ago(31 * DAY), 'retrying');

    const report = await deleteExpiredRecords(t.db, { now: NOW, retentionDays: 30 });
    expect(report).toEqual({ idempotencyKeys: 4, webhookDeliveries: 2, webhookDeliveryAttempts: 3, events: 3 });
    const sort = (ids: string[]) => [...ids].sort();
    expect(await remaining(tenant, webhook)).toEqual({
      keys: [fresh.key],
      events: sort([fresh.event, day.event]),
      deliveries: sort([fresh.delivery, day.delivery, oldPending.delivery]),
      attempts: sort([fresh.attempt, day.attempt]),
    });

    // RETENTION_DAYS=1 takes the day-old rows too.
    expect(await deleteExpiredRecords(t.db, { now: NOW, retentionDays: 1 })).toEqual({ idempotencyKeys: 0, webhookDeliveries: 1, webhookDeliveryAttempts: 1, events: 1 });
  });

  it('deletes a backlog in batches of at most batchSize rows, one statement each', async () => {
    await clearAll();
    const tenant = await t.createTenant();
    const webhook = await insertWebhookRow(t.db, tenant);
    for (let i = 0; i < 7; i++) await rowsAt(tenant, webhook, ago(60 * DAY + i), 'success');
    const deletedPerStatement: number[] = [];
    const observed: Db = {
      ...t.db,
      query: async (text, params) => {
        const rows = await t.db.query(text, params);
        if (text.includes('DELETE FROM')) deletedPerStatement.push((rows[0] as { n: number }).n);
        return rows as never;
      },
      transaction: () => Promise.reject(new Error('the retention job must not open a transaction')),
    };
    const report = await deleteExpiredRecords(observed, { now: NOW, retentionDays: 30, batchSize: 3 });
    expect(report).toEqual({ idempotencyKeys: 7, webhookDeliveries: 7, webhookDeliveryAttempts: 7, events: 7 });
    // Per table: 3, 3, 1 (a short batch ends it).
    expect(deletedPerStatement).toEqual([3, 3, 1, 3, 3, 1, 3, 3, 1, 3, 3, 1]);
    expect(await remaining(tenant, webhook)).toEqual({ keys: [], events: [], deliveries: [], attempts: [] });
  });

  it('stops between batches once its signal is aborted', async () => {
    await clearAll();
    const tenant = await t.createTenant();
    const webhook = await insertWebhookRow(t.db, tenant);
    for (let i = 0; i < 5; i++) await rowsAt(tenant, webhook, ago(60 * DAY + i), 'success');
    const controller = new AbortController();
    const stopping: Db = {
      ...t.db,
      query: async (text, params) => {
        const rows = await t.db.query(text, params);
        if (text.includes('DELETE FROM')) controller.abort();
        return rows as never;
      },
    };
    const report = await deleteExpiredRecords(stopping, { now: NOW, retentionDays: 30, batchSize: 2, signal: controller.signal });
    expect(report).toEqual({ idempotencyKeys: 2, webhookDeliveries: 0, webhookDeliveryAttempts: 0, events: 0 });
  });
});

describe('startRetentionJob', () => {
  it('runs the deletion periodically with RETENTION_DAYS from the config, and stops', async () => {
    await clearAll();
    const tenant = await t.createTenant();
    const webhook = await insertWebhookRow(t.db, tenant);
    await rowsAt(tenant, webhook, ago(2 * DAY), 'success');
    const logs: { message: string; fields?: Record<string, unknown> }[] = [];
    const logger = { info: (message: string, fields?: Record<string, unknown>) => void logs.push({ message, fields }), error: silentLogger.error };
    const job = startRetentionJob({ db: t.db, config: testConfig({ RETENTION_DAYS: '1' }), clock: { now: () => NOW }, logger }, { intervalMs: 20, firstRunMs: 0 });
    try {
      for (let i = 0; i < 200 && logs.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      await job.stop();
    }
    expect(logs[0]).toEqual({ message: 'retention pass', fields: { idempotency_keys: 1, webhook_deliveries: 1, webhook_delivery_attempts: 1, events: 1 } });
    expect(await remaining(tenant, webhook)).toEqual({ keys: [], events: [], deliveries: [], attempts: [] });
  });
});

describe('RETENTION_DAYS', () => {
  it('defaults to 30 days and takes whole days from 1', () => {
    expect(loadConfig({}).retentionDays).toBe(30);
    expect(loadConfig({ RETENTION_DAYS: '7' }).retentionDays).toBe(7);
    for (const value of ['0', '-1', '1.5', 'month']) expect(() => loadConfig({ RETENTION_DAYS: value }), value).toThrow(ConfigError);
  });
});
