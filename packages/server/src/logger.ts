/** Structured log lines (JSON) on stdout/stderr; tests pass a capturing logger. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export const consoleLogger: Logger = {
  info: (message, fields) => process.stdout.write(`${JSON.stringify({ level: 'info', time: new Date().toISOString(), message, ...fields })}\n`),
  error: (message, fields) => process.stderr.write(`${JSON.stringify({ level: 'error', time: new Date().toISOString(), message, ...fields })}\n`),
};

export const silentLogger: Logger = { info: () => {}, error: () => {} };
