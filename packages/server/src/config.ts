import { DEFAULT_ACCOUNT_PURGE_DAYS } from '@quietzone/core/schemas';
import { Resolver } from 'node:dns';
import { z } from 'zod';
import { LOG_LEVELS, type LogLevel } from './logger';

/**
 * Runtime configuration from the environment (DESIGN.md, "Runtime configuration"). Parsed
 * once at start; an invalid value stops the process with a message naming the variable.
 */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** {redirect_base_url}; {base_url} is publicUrl + `/v1`. */
  readonly publicUrl: string;
  /** {docs_url}: problem `type` is docsUrl/errors/<slug>. */
  readonly docsUrl: string;
  /** `memory://`, `postgres://…`, or undefined for embedded PGlite in dataDir. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  /** PostgreSQL statement_timeout of the pool's connections, ms; 0 turns it off (PGlite: unused). */
  readonly databaseStatementTimeoutMs: number;
  readonly adminApiKey: string | undefined;
  readonly bootstrapPlan: BootstrapPlan;
  readonly rateLimitPerMinute: number;
  /** Public image routes, per client address, counted in each process's memory (http/image-rate-limit.ts). */
  readonly imageRateLimitPerMinute: number;
  /** Days finished webhook deliveries, their log and events are kept (jobs/delete-expired-records.ts). */
  readonly retentionDays: number;
  /** Days after DELETE /account before every row of the organization is purged (jobs/purge-deleted-accounts.ts). */
  readonly accountPurgeDays: number;
  readonly safeBrowsingApiKey: string | undefined;
  readonly safeBrowsingUrl: string;
  readonly urlBlocklist: string | undefined;
  readonly webhookAllowPrivateNetworks: boolean;
  readonly webhookTimeoutMs: number;
  /**
   * SECRET_KEY: encrypts webhook secrets at rest (webhooks/load-secret-key.ts). Unset: generated
   * into DATA_DIR for the embedded database, per process for memory://; required for PostgreSQL.
   */
  readonly secretKey: string | undefined;
  /** Behind a trusted reverse proxy: the client address is the last X-Forwarded-For entry. */
  readonly trustProxy: boolean;
  /** Request header a trusted proxy/CDN sets to the visitor's country (e.g. CF-IPCountry). */
  readonly countryHeader: string | undefined;
  /** LOG_LEVEL: lines below it are dropped (`warn` drops the access lines); default `info`. */
  readonly logLevel: LogLevel;
  /** METRICS_TOKEN: the bearer token of GET /metrics; unset, that route answers 404. */
  readonly metricsToken: string | undefined;
  /** DNS_SERVERS: where custom domains' TXT records are looked up (`host[:port]` each); empty: the system's resolvers. */
  readonly dnsServers: readonly string[];
}

export const BOOTSTRAP_PLANS = ['free', 'pro', 'business', 'agency', 'enterprise'] as const;
export type BootstrapPlan = (typeof BOOTSTRAP_PLANS)[number];

export class ConfigError extends Error {
  readonly code = 'invalid_config';
  override get name(): string {
    return 'ConfigError';
  }
}

const SAFE_BROWSING_DEFAULT = 'https://safebrowsing.googleapis.com/v4/threatMatches:find';

const unset = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim());
const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
const httpUrl = z
  .string()
  .url('must be an absolute URL')
  .refine((value) => /^https?:\/\//i.test(value), 'must start with http:// or https://')
  .transform((value) => value.replace(/\/+$/, ''));
const boolean = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' }))
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Servers as node's resolver takes them (IP addresses, optional port, IPv6 in brackets with a port): whatever it refuses is refused here. */
const dnsServers = z
  .string()
  .transform((value) => value.split(',').map((server) => server.trim()).filter((server) => server !== ''))
  .refine((servers) => {
    try {
      new Resolver().setServers(servers);
      return servers.length > 0;
    } catch {
      return false;
    }
  }, 'must be comma-separated IP addresses with an optional port, e.g. 192.0.2.53,[2001:db8::53]:5353');

const ENV_SCHEMA = z.object({
  PORT: integer(0, 65535).optional(),
  HOST: z.string().min(1).optional(),
  PUBLIC_URL: httpUrl.optional(),
  DOCS_URL: httpUrl.optional(),
  DATABASE_URL: z
    .string()
    .refine((value) => value === 'memory://' || /^postgres(ql)?:\/\//.test(value), 'must be memory:// or a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_STATEMENT_TIMEOUT_MS: integer(0, 86_400_000).optional(),
  ADMIN_API_KEY: z
    .string()
    .regex(/^svc_sk_[A-Za-z0-9_-]{16,}$/, 'must start with svc_sk_ followed by at least 16 characters of A-Z a-z 0-9 _ -')
    .optional(),
  BOOTSTRAP_PLAN: z.enum(BOOTSTRAP_PLANS, { message: `must be one of ${BOOTSTRAP_PLANS.join(', ')}` }).optional(),
  RATE_LIMIT_PER_MINUTE: integer(1, 1_000_000).optional(),
  IMAGE_RATE_LIMIT_PER_MINUTE: integer(1, 1_000_000_000).optional(),
  RETENTION_DAYS: integer(1, 36_500).optional(),
  ACCOUNT_PURGE_DAYS: integer(0, 36_500).optional(),
  SAFE_BROWSING_API_KEY: z.string().optional(),
  SAFE_BROWSING_URL: httpUrl.optional(),
  URL_BLOCKLIST: z.string().optional(),
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: boolean.optional(),
  WEBHOOK_TIMEOUT_MS: integer(1, 600_000).optional(),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)').optional(),
  TRUST_PROXY: boolean.optional(),
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be a header name')
    .transform((value) => value.toLowerCase())
    .optional(),
  LOG_LEVEL: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }))
    .optional(),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,}$/, 'must be at least 16 printable characters without spaces (e.g. openssl rand -hex 32)')
    .optional(),
  DNS_SERVERS: dnsServers.optional(),
});

/** Parses the environment; throws {@link ConfigError} listing every invalid variable. */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  const input: Record<string, string> = {};
  for (const name of Object.keys(ENV_SCHEMA.shape)) {
    const value = unset(env[name]);
    if (value !== undefined) input[name] = value;
  }
  const parsed = ENV_SCHEMA.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const port = e.PORT ?? 3000;
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${port}`;
  return {
    port,
    host: e.HOST ?? '127.0.0.1',
    publicUrl,
    docsUrl: e.DOCS_URL ?? `${publicUrl}/docs`,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR ?? './.quietzone',
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS ?? 15_000,
    adminApiKey: e.ADMIN_API_KEY,
    bootstrapPlan: e.BOOTSTRAP_PLAN ?? 'free',
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE ?? 60,
    imageRateLimitPerMinute: e.IMAGE_RATE_LIMIT_PER_MINUTE ?? 600,
    retentionDays: e.RETENTION_DAYS ?? 30,
    accountPurgeDays: e.ACCOUNT_PURGE_DAYS ?? DEFAULT_ACCOUNT_PURGE_DAYS,
    safeBrowsingApiKey: e.SAFE_BROWSING_API_KEY,
    safeBrowsingUrl: e.SAFE_BROWSING_URL ?? SAFE_BROWSING_DEFAULT,
    urlBlocklist: e.URL_BLOCKLIST,
    webhookAllowPrivateNetworks: e.WEBHOOK_ALLOW_PRIVATE_NETWORKS ?? false,
    webhookTimeoutMs: e.WEBHOOK_TIMEOUT_MS ?? 10_000,
    secretKey: e.SECRET_KEY,
    trustProxy: e.TRUST_PROXY ?? false,
    countryHeader: e.COUNTRY_HEADER,
    logLevel: e.LOG_LEVEL ?? 'info',
    metricsToken: e.METRICS_TOKEN,
    dnsServers: e.DNS_SERVERS ?? [],
  };
}
