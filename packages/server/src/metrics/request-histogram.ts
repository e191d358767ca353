import type { Registry } from 'prom-client';
import type { CountedRoute, MeteredRoute } from './metered-route';

/** One label set of the request histogram: its buckets (not cumulative), sum and count. */
export class RequestSeries {
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(
    readonly route: string,
    readonly method: string,
    readonly status: number,
    readonly counted: CountedRoute | undefined,
    buckets: number,
  ) {
    this.counts = new Float64Array(buckets + 1);
  }
}

/**
 * `quietzone_http_request_duration_seconds` kept by hand and handed to prom-client's registry
 * as a metric object (its `get()` is what the registry formats). prom-client's own Histogram
 * hashes the label values on every `observe`, even on a child: ~2 µs, a fifth of a cached
 * short link's whole cost. Here a request costs three map lookups (route object, method,
 * status: no key string is built), a bucket scan and three adds.
 */
export class RequestHistogram {
  readonly name = 'quietzone_http_request_duration_seconds';
  readonly help = 'HTTP requests by route template, method and status: seconds from the request to its response head.';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<MeteredRoute, Map<string, Map<number, RequestSeries>>>();

  constructor(
    registry: Registry,
    private readonly bounds: readonly number[],
  ) {
    registry.registerMetric(this as never);
  }

  observe(route: MeteredRoute, method: string, status: number, seconds: number): void {
    let byMethod = this.series.get(route);
    if (byMethod === undefined) this.series.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (byStatus === undefined) byMethod.set(method, (byStatus = new Map()));
    let series = byStatus.get(status);
    if (series === undefined) byStatus.set(status, (series = new RequestSeries(route.route, method, status, route.counted, this.bounds.length)));
    const bounds = this.bounds;
    let bucket = 0;
    while (bucket < bounds.length && seconds > bounds[bucket]!) bucket++;
    series.counts[bucket]!++;
    series.sum += seconds;
    series.count++;
  }

  /**
   * Every label set seen so far (the answer counters of app-metrics.ts sum them by status). Two
   * apps over one context have route objects of their own: their series of a route are summed.
   */
  *all(): Generator<RequestSeries> {
    for (const byMethod of this.series.values()) for (const byStatus of byMethod.values()) yield* byStatus.values();
  }

  /** What prom-client's registry reads of a metric to format it. */
  get(): { name: string; help: string; type: string; aggregator: string; values: { metricName: string; labels: Record<string, string | number>; value: number }[] } {
    const values: { metricName: string; labels: Record<string, string | number>; value: number }[] = [];
    for (const series of merged(this.all())) {
      const labels = { route: series.route, method: series.method, status: String(series.status) };
      let cumulative = 0;
      this.bounds.forEach((bound, index) => {
        cumulative += series.counts[index]!;
        values.push({ metricName: `${this.name}_bucket`, labels: { ...labels, le: bound }, value: cumulative });
      });
      values.push({ metricName: `${this.name}_bucket`, labels: { ...labels, le: '+Inf' }, value: series.count });
      values.push({ metricName: `${this.name}_sum`, labels, value: series.sum });
      values.push({ metricName: `${this.name}_count`, labels, value: series.count });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    this.series.clear();
  }
}

/** Series of equal labels (one route template mounted by two apps of one context) added up. */
function merged(all: Iterable<RequestSeries>): RequestSeries[] {
  const byLabels = new Map<string, RequestSeries>();
  for (const series of all) {
    const key = `${series.route} ${series.method} ${series.status}`;
    const sum = byLabels.get(key);
    if (sum === undefined) {
      byLabels.set(key, series);
      continue;
    }
    const total = new RequestSeries(series.route, series.method, series.status, series.counted, series.counts.length - 1);
    for (const part of [sum, series]) {
      part.counts.forEach((count, index) => (total.counts[index]! += count));
      total.sum += part.sum;
      total.count += part.count;
    }
    byLabels.set(key, total);
  }
  return [...byLabels.values()];
}
