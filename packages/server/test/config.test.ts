import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('applies the DESIGN.md defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      docsUrl: 'http://localhost:3000/docs',
      databaseUrl: undefined,
      dataDir: './.quietzone',
      databaseStatementTimeoutMs: 15000,
      adminApiKey: undefined,
      bootstrapPlan: 'free',
      rateLimitPerMinute: 60,
      imageRateLimitPerMinute: 600,
      retentionDays: 30,
      accountPurgeDays: 30,
      safeBrowsingApiKey: undefined,
      safeBrowsingUrl: 'https://safebrowsing.googleapis.com/v4/threatMatches:find',
      urlBlocklist: undefined,
      webhookAllowPrivateNetworks: false,
      webhookTimeoutMs: 10000,
      trustProxy: false,
      countryHeader: undefined,
      logLevel: 'info',
      metricsToken: undefined,
      dnsServers: [],
    });
  });

  it('reads DNS_SERVERS as node resolver addresses, refusing names and bad ports', () => {
    expect(loadConfig({ DNS_SERVERS: ' 192.0.2.53, 127.0.0.1:5353 ,[2001:db8::53]:53,2001:db8::1' }).dnsServers).toEqual([
      '192.0.2.53',
      '127.0.0.1:5353',
      '[2001:db8::53]:53',
      '2001:db8::1',
    ]);
    for (const bad of ['dns.example.com', ',', '300.1.1.1', 'https://192.0.2.53']) {
      expect(() => loadConfig({ DNS_SERVERS: bad }), bad).toThrow(/DNS_SERVERS: must be comma-separated IP addresses/);
    }
  });

  it('derives PUBLIC_URL from PORT and DOCS_URL from PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    const config = loadConfig({ PUBLIC_URL: 'https://qr.example.com/' });
    expect(config.publicUrl).toBe('https://qr.example.com');
    expect(config.docsUrl).toBe('https://qr.example.com/docs');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@h:5432/db',
      DATABASE_STATEMENT_TIMEOUT_MS: '2500',
      ADMIN_API_KEY: 'svc_sk_abcdefghijklmnop',
      BOOTSTRAP_PLAN: 'agency',
      RATE_LIMIT_PER_MINUTE: '30',
      ACCOUNT_PURGE_DAYS: '7',
      IMAGE_RATE_LIMIT_PER_MINUTE: '1200',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      WEBHOOK_TIMEOUT_MS: '500',
      TRUST_PROXY: 'true',
      COUNTRY_HEADER: 'CF-IPCountry',
      LOG_LEVEL: 'WARN',
      METRICS_TOKEN: 'scrape-0123456789abcdef',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://u@h:5432/db',
      databaseStatementTimeoutMs: 2500,
      adminApiKey: 'svc_sk_abcdefghijklmnop',
      bootstrapPlan: 'agency',
      rateLimitPerMinute: 30,
      accountPurgeDays: 7,
      imageRateLimitPerMinute: 1200,
      webhookAllowPrivateNetworks: true,
      webhookTimeoutMs: 500,
      trustProxy: true,
      countryHeader: 'cf-ipcountry',
      logLevel: 'warn',
      metricsToken: 'scrape-0123456789abcdef',
    });
    expect(loadConfig({ DATABASE_URL: 'memory://' }).databaseUrl).toBe('memory://');
  });

  it('names each invalid variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({ ADMIN_API_KEY: 'sk_live_123', PORT: 'eighty', BOOTSTRAP_PLAN: 'gold', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'not a url' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/ADMIN_API_KEY: must start with svc_sk_/);
    expect(message).toMatch(/PORT: must be a whole number/);
    expect(message).toMatch(/BOOTSTRAP_PLAN: must be one of free, pro, business, agency, enterprise/);
    expect(message).toMatch(/DATABASE_URL: must be memory:\/\/ or a postgres:\/\/ URL/);
    expect(message).toMatch(/PUBLIC_URL:/);
  });

  it('rejects a rate limit of 0 and out-of-range ports', () => {
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_PER_MINUTE: must be at least 1/);
    expect(() => loadConfig({ IMAGE_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/IMAGE_RATE_LIMIT_PER_MINUTE: must be at least 1/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be at most 65535/);
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' }).databaseStatementTimeoutMs).toBe(0);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '1.5' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS: must be a whole number/);
  });

  it('rejects an unknown LOG_LEVEL and a short or spaced METRICS_TOKEN', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL: must be one of trace, debug, info, warn, error, fatal, silent/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 printable characters/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in it, 16+' })).toThrow(/METRICS_TOKEN:/);
  });
});
