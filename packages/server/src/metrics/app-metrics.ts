import { Counter, Histogram, Registry } from 'prom-client';

/** Routes whose answers are counted on their own besides the request histogram. */
export type CountedRoute = 'short_link' | 'resolver';

/** The route label of a request no route matched (bounded: never the raw path). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Seconds: a cached short link answers in well under a millisecond, an export or an uncached
 * PDF in seconds.
 */
const REQUEST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type RequestLabels = 'route' | 'method' | 'status';

/**
 * The Prometheus metrics of one app context, in its own registry (never prom-client's global
 * one: two apps in one process, as in the tests, must not count into each other). What is
 * counted on the request path is one `observe`/`inc` on a child cached per label set; the
 * rest is read from state the services keep anyway, when /metrics is scraped
 * (metrics/watch-context.ts).
 */
export class AppMetrics {
  readonly registry = new Registry();

  private readonly requests = new Histogram<RequestLabels>({
    name: 'quietzone_http_request_duration_seconds',
    help: 'HTTP requests by route template, method and status: time from the request to its response.',
    labelNames: ['route', 'method', 'status'],
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  private readonly answers = {
    short_link: new Counter<'status'>({
      name: 'quietzone_short_link_requests_total',
      help: 'Answers of the short-link route by status: 302 redirects, 200 landing pages, 404/410 refusals.',
      labelNames: ['status'],
      registers: [this.registry],
    }),
    resolver: new Counter<'status'>({
      name: 'quietzone_resolver_requests_total',
      help: 'Answers of the GS1 Digital Link resolver routes by status.',
      labelNames: ['status'],
      registers: [this.registry],
    }),
  } satisfies Record<CountedRoute, Counter<'status'>>;

  private readonly webhookDeliveries = new Counter<'outcome'>({
    name: 'quietzone_webhook_deliveries_total',
    help: 'Webhook delivery attempts made by this process, by outcome: success, retrying (will be tried again), failed (given up).',
    labelNames: ['outcome'],
    registers: [this.registry],
  });

  /** Children by `route method status` (and `kind status`): labels() hashes its values on every call. */
  private readonly children = new Map<string, Histogram.Internal<RequestLabels>>();
  private readonly answerChildren = new Map<string, Counter.Internal>();

  /** One finished request; `counted` adds it to that route's answer counter too. */
  observeRequest(route: string, method: string, status: number, seconds: number, counted?: CountedRoute): void {
    const key = `${route} ${method} ${status}`;
    let child = this.children.get(key);
    if (child === undefined) this.children.set(key, (child = this.requests.labels(route, method, String(status))));
    child.observe(seconds);
    if (counted === undefined) return;
    const answerKey = `${counted} ${status}`;
    let answer = this.answerChildren.get(answerKey);
    if (answer === undefined) this.answerChildren.set(answerKey, (answer = this.answers[counted].labels(String(status))));
    answer.inc();
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
