// Minimal types for autocannon 9 (it ships none): only what redirect.bench.ts uses.
declare module 'autocannon' {
  interface Histogram {
    readonly average: number;
    readonly mean: number;
    readonly p50: number;
    readonly p99: number;
    readonly max: number;
  }
  interface Result {
    readonly requests: Histogram & { readonly total: number };
    readonly latency: Histogram;
    readonly errors: number;
    readonly timeouts: number;
    readonly non2xx: number;
    readonly '2xx': number;
    readonly '3xx': number;
    readonly duration: number;
    /** Responses per HTTP status code. */
    readonly statusCodeStats: Readonly<Record<string, { readonly count: number }>>;
  }
  interface SetupRequest {
    readonly path: string;
    readonly headers?: Record<string, string>;
  }
  interface RequestSpec {
    readonly method?: string;
    readonly path?: string;
    readonly headers?: Record<string, string>;
    readonly setupRequest?: (request: SetupRequest) => SetupRequest;
  }
  interface Options {
    readonly url: string;
    readonly connections?: number;
    readonly pipelining?: number;
    readonly duration?: number;
    readonly amount?: number;
    readonly headers?: Record<string, string>;
    readonly requests?: readonly RequestSpec[];
  }
  /** The run: a promise of the result that also emits `response` per completed request. */
  interface Run extends Promise<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
    /** Ends the run at autocannon's next sample tick (up to a second later); the promise then resolves. */
    stop(): void;
  }
  function autocannon(options: Options): Run;
  export type { Options, SetupRequest };
  export default autocannon;
}
