import type { Logger } from './logger';

/**
 * Work to finish on a clean shutdown, after in-flight requests and before the database closes
 * (scan buffers, webhook workers…). Hooks run in registration order; one failing does not
 * stop the others.
 */
export class ShutdownHooks {
  readonly #hooks: { name: string; run: () => Promise<void> }[] = [];

  add(name: string, run: () => Promise<void>): void {
    this.#hooks.push({ name, run });
  }

  async run(logger: Logger): Promise<void> {
    for (const hook of this.#hooks) {
      try {
        await hook.run();
      } catch (error) {
        logger.error('shutdown hook failed', { hook: hook.name, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      }
    }
  }
}
