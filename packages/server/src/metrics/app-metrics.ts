import { Counter, Registry } from 'prom-client';
import type { CountedRoute, MeteredRoute } from './metered-route';
import { RequestHistogram } from './request-histogram';

/** Requests no route matched, under one label (never the raw path). */
export const UNMATCHED_ROUTE: MeteredRoute = Object.freeze({ route: 'unmatched' });

/**
 * Seconds: a cached short link answers in well under a millisecond, an export or an uncached
 * PDF in seconds.
 */
const REQUEST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The Prometheus metrics of one app context, in its own registry (never prom-client's global
 * one: two apps in one process, as in the tests, must not count into each other). What is
 * counted on the request path is one observation of a hand-kept histogram
 * (metrics/request-histogram.ts); the rest is read from state the services keep anyway, when
 * /metrics is scraped (metrics/watch-context.ts).
 */
export class AppMetrics {
  readonly registry = new Registry();

  private readonly requests = new RequestHistogram(this.registry, REQUEST_BUCKETS);

  constructor() {
    this.answerCounter('short_link', 'quietzone_short_link_requests_total', 'Answers of the short-link route by status: 302 redirects, 200 landing pages, 404/410 refusals (HEAD too).');
    this.answerCounter('resolver', 'quietzone_resolver_requests_total', 'Answers of the GS1 Digital Link resolver routes by status (HEAD too).');
  }

  private readonly webhookDeliveries = new Counter<'outcome'>({
    name: 'quietzone_webhook_deliveries_total',
    help: 'Webhook delivery attempts made by this process, by outcome: success, retrying (will be tried again), failed (given up).',
    labelNames: ['outcome'],
    registers: [this.registry],
  });

  /** One finished request; a `counted` route's answers are also summed by status at scrape. */
  observeRequest(route: MeteredRoute, method: string, status: number, seconds: number): void {
    this.requests.observe(route, method, status, seconds);
  }

  /** A counter by status of one route kind's answers, summed from the request histogram at scrape: nothing on the request path. */
  private answerCounter(kind: CountedRoute, name: string, help: string): void {
    const requests = this.requests;
    new Counter<'status'>({
      name,
      help,
      labelNames: ['status'],
      registers: [this.registry],
      collect() {
        this.reset();
        for (const series of requests.all()) if (series.counted === kind) this.labels(String(series.status)).inc(series.count);
      },
    });
  }

  /** The outcomes of one webhook delivery pass (webhooks/start-delivery-worker.ts). */
  countWebhookDeliveries(report: { readonly succeeded: number; readonly retrying: number; readonly failed: number }): void {
    if (report.succeeded > 0) this.webhookDeliveries.labels('success').inc(report.succeeded);
    if (report.retrying > 0) this.webhookDeliveries.labels('retrying').inc(report.retrying);
    if (report.failed > 0) this.webhookDeliveries.labels('failed').inc(report.failed);
  }

  /** The Prometheus text exposition of every metric. */
  scrape(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
