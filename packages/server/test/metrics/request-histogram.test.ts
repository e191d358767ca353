import fc from 'fast-check';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestHistogram } from '../../src/metrics/request-histogram';
import { parsePrometheus, sampleValue } from '../helpers/parse-prometheus';

const BOUNDS = [0.001, 0.01, 0.1, 1];
const NAME = 'quietzone_http_request_duration_seconds';

describe('RequestHistogram', () => {
  it('exposes what a Prometheus histogram must: cumulative buckets (le ≤ bound), +Inf = count, sum', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.double({ min: 0, max: 5, noNaN: true }), { maxLength: 40 }), async (seconds) => {
        const registry = new Registry();
        const histogram = new RequestHistogram(registry, BOUNDS);
        const route = { route: '/v1/codes/{id}' };
        for (const value of seconds) histogram.observe(route, 'GET', 200, value);
        const samples = parsePrometheus(await registry.metrics());
        const labels = { route: '/v1/codes/{id}', method: 'GET', status: '200' };
        for (const bound of BOUNDS) {
          expect(sampleValue(samples, `${NAME}_bucket`, { ...labels, le: String(bound) }) ?? 0).toBe(seconds.filter((value) => value <= bound).length);
        }
        expect(sampleValue(samples, `${NAME}_bucket`, { ...labels, le: '+Inf' }) ?? 0).toBe(seconds.length);
        expect(sampleValue(samples, `${NAME}_count`, labels) ?? 0).toBe(seconds.length);
        expect(sampleValue(samples, `${NAME}_sum`, labels) ?? 0).toBeCloseTo(seconds.reduce((sum, value) => sum + value, 0), 9);
      }),
    );
  });

  it('keeps label sets apart, and adds up one template mounted by two apps of a context', async () => {
    const registry = new Registry();
    const histogram = new RequestHistogram(registry, BOUNDS);
    const first = { route: '/{shortCode}', counted: 'short_link' as const };
    const second = { route: '/{shortCode}', counted: 'short_link' as const };
    histogram.observe(first, 'GET', 302, 0.0005);
    histogram.observe(second, 'GET', 302, 0.5);
    histogram.observe(first, 'HEAD', 302, 0.0005);
    histogram.observe(first, 'GET', 404, 0.0005);
    const samples = parsePrometheus(await registry.metrics());
    expect(sampleValue(samples, `${NAME}_count`, { route: '/{shortCode}', method: 'GET', status: '302' })).toBe(2);
    expect(sampleValue(samples, `${NAME}_bucket`, { route: '/{shortCode}', method: 'GET', status: '302', le: '0.001' })).toBe(1);
    expect(sampleValue(samples, `${NAME}_count`, { route: '/{shortCode}', method: 'HEAD', status: '302' })).toBe(1);
    expect(sampleValue(samples, `${NAME}_count`, { route: '/{shortCode}', method: 'GET', status: '404' })).toBe(1);
    expect([...histogram.all()].reduce((sum, series) => sum + series.count, 0)).toBe(4);
  });
});
