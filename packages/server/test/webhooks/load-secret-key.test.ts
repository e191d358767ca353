import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import type { Logger } from '../../src/logger';
import { SECRET_KEY_FILE, SecretKeys } from '../../src/webhooks/load-secret-key';

/** A fresh context's keyring (app/app-context.ts makes one per context). */
const loadSecretKey = (config: Parameters<SecretKeys['load']>[0], logger: Logger) => new SecretKeys().load(config, logger);

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

function capturingLogger() {
  const lines: { level: string; message: string; fields: Record<string, unknown> | undefined }[] = [];
  const logger: Logger = {
    info: (message, fields) => lines.push({ level: 'info', message, fields }),
    error: (message, fields) => lines.push({ level: 'error', message, fields }),
  };
  return { logger, lines };
}

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'qz-secret-key-'));
  dirs.push(dir);
  return join(dir, 'data');
}

describe('SECRET_KEY', () => {
  it('is read from the environment, at least 32 characters', () => {
    expect(loadConfig({ SECRET_KEY: 'k'.repeat(32) }).secretKey).toBe('k'.repeat(32));
    expect(loadConfig({}).secretKey).toBeUndefined();
    expect(() => loadConfig({ SECRET_KEY: 'k'.repeat(31) })).toThrow(/SECRET_KEY: must be at least 32 characters/);
  });
});

describe('loadSecretKey', () => {
  it('uses SECRET_KEY when set, whatever the database', () => {
    const { logger } = capturingLogger();
    const key = 'an-operator-chosen-key-0123456789abcdef';
    expect(loadSecretKey({ secretKey: key, databaseUrl: 'postgres://u@h/db', dataDir: '/nonexistent' }, logger)).toBe(key);
  });

  it('requires SECRET_KEY with PostgreSQL', () => {
    const { logger } = capturingLogger();
    expect(() => loadSecretKey({ secretKey: undefined, databaseUrl: 'postgres://u@h/db', dataDir: '/nonexistent' }, logger)).toThrow(ConfigError);
    expect(() => loadSecretKey({ secretKey: undefined, databaseUrl: 'postgresql://u@h/db', dataDir: '/nonexistent' }, logger)).toThrow(/SECRET_KEY is required/);
  });

  it('gives memory:// one key per context (its database lives no longer)', () => {
    const { logger, lines } = capturingLogger();
    const keys = new SecretKeys();
    const a = keys.load({ secretKey: undefined, databaseUrl: 'memory://', dataDir: '/nonexistent' }, logger);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(keys.load({ secretKey: undefined, databaseUrl: 'memory://', dataDir: '/elsewhere' }, logger)).toBe(a);
    expect(new SecretKeys().load({ secretKey: undefined, databaseUrl: 'memory://', dataDir: '/nonexistent' }, logger)).not.toBe(a);
    expect(lines).toEqual([]);
  });

  it('generates the embedded database key once into DATA_DIR (mode 0600) and logs how to carry it, never the key', async () => {
    const dir = await dataDir();
    const { logger, lines } = capturingLogger();
    const config = { secretKey: undefined, databaseUrl: undefined, dataDir: dir };
    const keys = new SecretKeys();
    const key = keys.load(config, logger);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = join(dir, SECRET_KEY_FILE);
    expect((await readFile(file, 'utf8')).trim()).toBe(key);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe('info');
    expect(String(lines[0]!.fields?.hint)).toContain('SECRET_KEY');
    expect(lines[0]!.fields?.path).toBe(file);
    expect(JSON.stringify(lines)).not.toContain(key);
    // Read back, not generated again: one line only.
    expect(keys.load(config, logger)).toBe(key);
    expect(lines).toHaveLength(1);
    // Another context reads the file: the same key, no second line.
    expect(loadSecretKey(config, logger)).toBe(key);
    expect(lines).toHaveLength(1);
  });

  it('reads a key file already there (a restart, or another process that wrote it first)', async () => {
    const dir = await dataDir();
    const { logger, lines } = capturingLogger();
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, SECRET_KEY_FILE), 'a-key-written-before-0123456789abcdef\n');
    expect(loadSecretKey({ secretKey: undefined, databaseUrl: undefined, dataDir: dir }, logger)).toBe('a-key-written-before-0123456789abcdef');
    expect(lines).toEqual([]);
  });

  it('makes one cipher per key: what one app seals, another app with the same configuration opens', () => {
    const { logger } = capturingLogger();
    const config = { secretKey: 'shared-key-of-two-apps-0123456789abcd', databaseUrl: undefined, dataDir: '/nonexistent' };
    const sealed = new SecretKeys().cipher(config, logger).seal('the-webhook-secret-01', 'wh_1');
    expect(new SecretKeys().cipher({ ...config }, logger).open(sealed, 'wh_1')).toBe('the-webhook-secret-01');
  });
});
