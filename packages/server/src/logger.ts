import { createRequire } from 'node:module';
import { pino, type DestinationStream, type LevelWithSilent } from 'pino';

/**
 * Where the service writes what happens: pino JSON lines in production (createLogger); tests
 * inject their own (test/helpers/test-app.ts captures the calls). Two levels are enough for
 * the code: `info` for what happened, `error` for what an operator must look at.
 */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** LOG_LEVEL's values: pino's, lowest first; `silent` logs nothing. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const satisfies readonly LevelWithSilent[];
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LoggerOptions {
  /** Lines below this level are dropped; default `info`. */
  readonly level?: LogLevel;
  /** Default: stdout, asynchronously (pino flushes it when the process exits). Pretty output needs a Node stream. */
  readonly destination?: DestinationStream;
  /** Colored, human-readable lines instead of JSON; default: when stdout is a terminal. */
  readonly pretty?: boolean;
}

/**
 * The key of the message: `message`, which log shippers (and the tests and scripts that wait
 * for `"message":"listening"`) read; pino's own default is `msg`.
 */
const MESSAGE_KEY = 'message';

/**
 * A pino logger behind the {@link Logger} seam: one JSON object per line with `level` as its
 * name, `time` as ISO 8601, `pid`, the fields, and `message`. Pretty output (pino-pretty, in
 * this thread: a terminal is read by a person, not shipped) only when asked or on a TTY.
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const usePretty = options.pretty ?? (options.destination === undefined && process.stdout.isTTY === true);
  const destination = usePretty ? loadPretty()({ messageKey: MESSAGE_KEY, colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', destination: options.destination ?? 1 }) : (options.destination ?? stdoutLines());
  const base = pino(
    {
      level: options.level ?? 'info',
      messageKey: MESSAGE_KEY,
      base: { pid: process.pid },
      timestamp: isoTimeByMillisecond(),
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
  return {
    info: (message, fields) => base.info(fields ?? {}, message),
    error: (message, fields) => base.error(fields ?? {}, message),
  };
}

/** JSON lines on stdout at `info`, for code handed no logger (scripts, a context made without one). */
export const consoleLogger: Logger = createLogger({ pretty: false });

export const silentLogger: Logger = { info: () => {}, error: () => {} };

/**
 * stdout as pino's own default (sonic-boom, asynchronous, flushed at exit), but in writes of at
 * most 2 KiB: sonic-boom measures the byte length of its whole pending chunk on every line, so
 * under load its default 16 KiB chunk costs ~3 µs per line, a 2 KiB one ~1 µs (bench/history/redirect.md),
 * still ~15 access lines per write.
 */
function stdoutLines(): DestinationStream {
  return pino.destination({ dest: process.stdout.fd ?? 1, sync: false, maxWrite: 2048 });
}

/**
 * pino's `stdTimeFunctions.isoTime` (its exact text), formatted once per millisecond: under load dozens of lines
 * share one (a Date and its ISO string per line were a tenth of the access line's cost).
 */
function isoTimeByMillisecond(): () => string {
  let last = Number.NaN;
  let text = '';
  return () => {
    const now = Date.now();
    if (now !== last) {
      last = now;
      text = `,"time":"${new Date(now).toISOString()}"`;
    }
    return text;
  };
}

/** pino-pretty is loaded only for a terminal: a served process never needs it (nor its start-up cost). */
function loadPretty(): typeof import('pino-pretty') {
  return createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty');
}
