/** One benchmark module: `run-all.ts` runs each in turn and prints its markdown section. */
export interface Benchmark {
  readonly name: string;
  /** One or two sentences: what is compared and how. */
  readonly description: string;
  /** Runs the measurements and returns a markdown table. */
  run(): Promise<string>;
}
