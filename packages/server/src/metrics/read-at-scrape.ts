import { Counter, Gauge, type Registry } from 'prom-client';

/**
 * A gauge set from state a service keeps anyway, read when /metrics is scraped: nothing runs
 * on the request path. `read` may query (async); NaN marks a value that could not be read.
 */
export function gaugeAtScrape(registry: Registry, name: string, help: string, read: () => number | Promise<number>): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      this.set(await read());
    },
  });
}

/** A counter whose running total a service already keeps (a plain `n++` field), read at scrape. */
export function counterAtScrape(registry: Registry, name: string, help: string, read: () => number): void {
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      this.reset();
      this.inc(read());
    },
  });
}
