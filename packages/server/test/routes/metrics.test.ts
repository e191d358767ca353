import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/create-app';
import type { CodeRenderTask, RenderOutcome, RenderPool } from '../../src/images/render-pool';
import { watchScanRecorder } from '../../src/metrics/watch-scan-recorder';
import { startScanRecorder } from '../../src/scans/scan-recorder';
import { newId } from '../../src/new-id';
import { insertDeliveries } from '../../src/webhooks/store/webhook-deliveries';
import { insertCodeRow } from '../helpers/insert-code-row';
import { insertWebhookRow } from '../helpers/insert-webhook-row';
import { parsePrometheus, sampleValue, type PrometheusSample } from '../helpers/parse-prometheus';
import { setupTestApp, testConfig } from '../helpers/test-app';

const TOKEN = 'scrape-token-0123456789abcdef';
const t = setupTestApp({ env: { METRICS_TOKEN: TOKEN } });

async function scrape(app = t.app): Promise<PrometheusSample[]> {
  const res = await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheus(await res.text());
}

const value = (samples: readonly PrometheusSample[], name: string, labels: Record<string, string> = {}) => sampleValue(samples, name, labels) ?? 0;

describe('GET /metrics: access', () => {
  it('is 404 while METRICS_TOKEN is unset', async () => {
    const app = createApp({ context: { ...t.context(), config: testConfig() } }).app;
    const res = await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(await res.json()).toMatchObject({ status: 404, detail: 'Metrics are off: METRICS_TOKEN is not set.' });
  });

  it('is 401 with WWW-Authenticate without the bearer token, with a wrong one, or another scheme', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`, 'Bearer']) {
      const res = await t.app.request('/metrics', { headers: authorization === undefined ? {} : { authorization } });
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await res.text()).not.toContain('quietzone_');
    }
  });
});

describe('GET /metrics: values move', () => {
  it('counts a redirect once: short-link answers and the request histogram by route template', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant, { url: 'https://example.com/metrics' });
    const before = await scrape();
    const res = await t.request(`/${code.shortCode}`);
    expect(res.status).toBe(302);
    const after = await scrape();
    const redirect = { status: '302' };
    expect(value(after, 'quietzone_short_link_requests_total', redirect) - value(before, 'quietzone_short_link_requests_total', redirect)).toBe(1);
    const labels = { route: '/{shortCode}', method: 'GET', status: '302' };
    expect(value(after, 'quietzone_http_request_duration_seconds_count', labels) - value(before, 'quietzone_http_request_duration_seconds_count', labels)).toBe(1);
    expect(value(after, 'quietzone_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(value(after, 'quietzone_http_request_duration_seconds_count', labels));
    // The raw path (the short code) is never a label.
    expect(after.some((sample) => Object.values(sample.labels).includes(`/${code.shortCode}`))).toBe(false);
  });

  it('counts resolver answers and labels unknown paths `unmatched`', async () => {
    const before = await scrape();
    expect((await t.request('/01/09506000134352')).status).toBe(404);
    expect((await t.request('/no/such/path/here')).status).toBe(404);
    const after = await scrape();
    expect(value(after, 'quietzone_resolver_requests_total', { status: '404' }) - value(before, 'quietzone_resolver_requests_total', { status: '404' })).toBe(1);
    const unmatched = { route: 'unmatched', method: 'GET', status: '404' };
    expect(value(after, 'quietzone_http_request_duration_seconds_count', unmatched) - value(before, 'quietzone_http_request_duration_seconds_count', unmatched)).toBe(1);
  });

  it('counts image cache misses and hits and times the render through the pool', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const before = await scrape();
    for (let i = 0; i < 2; i++) expect((await t.request(`/v1/codes/${code.shortCode}/qr.png?size=7`)).status).toBe(200);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) => value(after, name, labels) - value(before, name, labels);
    expect(delta('quietzone_image_cache_misses_total')).toBe(1);
    expect(delta('quietzone_image_cache_hits_total')).toBe(1);
    expect(delta('quietzone_render_duration_seconds_count', { outcome: 'rendered' })).toBe(1);
    expect(delta('quietzone_render_pool_completed_total')).toBe(1);
    expect(value(after, 'quietzone_image_cache_entries')).toBeGreaterThanOrEqual(1);
    expect(value(after, 'quietzone_image_cache_bytes')).toBeGreaterThan(0);
    expect(value(after, 'quietzone_render_pool_pending')).toBe(0);
    expect(value(after, 'quietzone_render_pool_queue_depth')).toBe(0);
  });

  it('shows the uncached renders waiting for their paced turn while scans arrive', async () => {
    const ctx = t.ctx;
    // The app's own ImageRenders on a pool whose renders end when the test says, with scans arriving.
    const finishers: (() => void)[] = [];
    const renderPool: RenderPool = {
      render: () => new Promise<RenderOutcome>((resolve) => finishers.push(() => resolve({ ok: true, bytes: Uint8Array.of(1), renderMs: 1 }))),
      pending: 0,
      completed: 0,
      threads: 0,
      close: async () => {},
    };
    // A count the pacer has not seen: scans have just arrived.
    const services = { renderPool, scans: { scanCount: ctx.scans.scanCount + 1_000 } };
    const task: CodeRenderTask = { content: 'http://qz.test/abc', options: { format: 'png', ecc: 'M', moduleSize: 4, foreground: { r: 0, g: 0, b: 0 }, background: { r: 255, g: 255, b: 255 }, defaultColors: true, page: 'square' } };
    expect(value(await scrape(), 'quietzone_image_renders_paced_waiting')).toBe(0);
    const renders = [0, 1, 2].map(() => ctx.imageRenders.render(services, task, 'inline'));
    // One at a time, after the pause of the render before (a few ms at the paced share).
    expect(finishers.length).toBeLessThanOrEqual(1);
    const waiting = value(await scrape(), 'quietzone_image_renders_paced_waiting');
    // While one is in the pool the others cannot start: two or three wait.
    expect(waiting).toBeGreaterThanOrEqual(2);
    for (let started = 0; started < 3; started++) {
      await expect.poll(() => finishers.length).toBeGreaterThan(started);
      finishers[started]!();
      await renders[started];
    }
    expect(value(await scrape(), 'quietzone_image_renders_paced_waiting')).toBe(0);
  });

  it('shows the database pool: its size, nothing busy or waiting between requests', async () => {
    const samples = await scrape();
    expect(sampleValue(samples, 'quietzone_db_pool_size')).toBe(t.db.usage!().size);
    expect(sampleValue(samples, 'quietzone_db_pool_size')).toBeGreaterThanOrEqual(1);
    expect(sampleValue(samples, 'quietzone_db_pool_in_use')).toBe(0);
    expect(sampleValue(samples, 'quietzone_db_pool_waiting')).toBe(0);
  });

  it('shows the webhook queue from the database and counts delivery outcomes', async () => {
    const before = await scrape();
    expect(sampleValue(before, 'quietzone_webhook_queue_waiting')).toBe(0);
    expect(sampleValue(before, 'quietzone_webhook_queue_oldest_age_seconds')).toBe(0);
    const tenant = await t.createTenant();
    const webhookId = await insertWebhookRow(t.db, tenant);
    t.clock.set('2030-01-01T00:01:30.000Z');
    try {
      await insertDeliveries(t.db, [
        { id: newId('whd'), webhookId, eventId: newId('evt'), eventType: 'qr.created', payload: '{}', nextAttemptAt: '2030-01-01T00:00:00.000Z', createdAt: '2030-01-01T00:00:00.000Z' },
        { id: newId('whd'), webhookId, eventId: newId('evt'), eventType: 'qr.updated', payload: '{}', nextAttemptAt: '2030-01-01T00:01:00.000Z', createdAt: '2030-01-01T00:01:00.000Z' },
      ]);
      const queued = await scrape();
      expect(sampleValue(queued, 'quietzone_webhook_queue_waiting')).toBe(2);
      expect(sampleValue(queued, 'quietzone_webhook_queue_oldest_age_seconds')).toBe(90);
    } finally {
      t.clock.set(null);
    }
    t.ctx.metrics.countWebhookDeliveries({ succeeded: 2, retrying: 1, failed: 0 });
    const after = await scrape();
    expect(value(after, 'quietzone_webhook_deliveries_total', { outcome: 'success' }) - value(before, 'quietzone_webhook_deliveries_total', { outcome: 'success' })).toBe(2);
    expect(value(after, 'quietzone_webhook_deliveries_total', { outcome: 'retrying' }) - value(before, 'quietzone_webhook_deliveries_total', { outcome: 'retrying' })).toBe(1);
  });

  it('shows scans buffered, then flushed, from the scan recorder of `serve`', async () => {
    const ctx = t.context();
    const app = createApp({ context: ctx }).app;
    const recorder = startScanRecorder(ctx, { flushIntervalMs: 3_600_000 });
    watchScanRecorder(ctx.metrics, recorder);
    try {
      const tenant = await t.createTenant();
      const code = await insertCodeRow(t.db, tenant, { url: 'https://example.com/scanned' });
      expect((await app.request(`/${code.shortCode}`)).status).toBe(302);
      const buffered = await scrape(app);
      expect(sampleValue(buffered, 'quietzone_scans_buffered')).toBe(1);
      expect(sampleValue(buffered, 'quietzone_scans_flushed_total')).toBe(0);
      await recorder.flush();
      const flushed = await scrape(app);
      expect(sampleValue(flushed, 'quietzone_scans_buffered')).toBe(0);
      expect(sampleValue(flushed, 'quietzone_scans_flushed_total')).toBe(1);
      expect(sampleValue(flushed, 'quietzone_scans_dropped_total')).toBe(0);
    } finally {
      await recorder.stop();
    }
  });

  it('keeps each app context in its own registry', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant, { url: 'https://example.com/own' });
    const other = createApp({ context: t.context() }).app;
    expect((await other.request(`/${code.shortCode}`)).status).toBe(302);
    expect(sampleValue(await scrape(other), 'quietzone_short_link_requests_total', { status: '302' })).toBe(1);
    const fresh = createApp({ context: t.context() }).app;
    expect(sampleValue(await scrape(fresh), 'quietzone_short_link_requests_total', { status: '302' })).toBeUndefined();
  });
});
