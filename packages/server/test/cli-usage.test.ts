import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './helpers/run-cli';
import { createTestDatabase, type TestDatabase } from './helpers/test-db';

// Once `migrate --help` migrated, `serve --help` served, `keys create --help`
// died with a stack trace, and there was no --version.
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup().catch(() => {});
});

/** A database nobody has touched, and a check that it is still untouched. */
async function untouchedDatabase(): Promise<{ env: Record<string, string>; touched(): Promise<boolean> }> {
  if (process.env.TEST_DATABASE_URL) {
    const database: TestDatabase = await createTestDatabase({ migrate: false });
    cleanups.push(() => database.drop());
    return {
      env: { DATABASE_URL: database.url },
      touched: async () => (await database.db.query(`SELECT 1 FROM information_schema.tables WHERE table_schema = 'public'`)).length > 0,
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'qz-cli-usage-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const dataDir = join(dir, 'data');
  return { env: { DATA_DIR: dataDir }, touched: async () => existsSync(dataDir) };
}

async function run(args: string[], env: Record<string, string>) {
  const cli = runCli(args, { ...env, PORT: '0', HOST: '127.0.0.1' });
  const timer = setTimeout(() => cli.child.kill('SIGKILL'), 60_000);
  const code = await cli.exited;
  clearTimeout(timer);
  return { code, stdout: cli.stdout, stderr: cli.stderr };
}

describe('quietzone --help and --version', () => {
  it('every command and subcommand answers --help on stdout with exit 0, and runs nothing', async () => {
    const database = await untouchedDatabase();
    const cases: [string[], RegExp][] = [
      [['--help'], /^Usage: quietzone <command>/],
      [['-h'], /^Usage: quietzone <command>/],
      [['help'], /^Usage: quietzone <command>/],
      [['serve', '--help'], /^Usage: quietzone serve\n/],
      [['migrate', '--help'], /^Usage: quietzone migrate\n/],
      [['migrate', '-h'], /^Usage: quietzone migrate\n/],
      [['keys', '--help'], /^Usage: quietzone keys <subcommand>/],
      [['keys', 'create', '--help'], /^Usage: quietzone keys create --workspace/],
      // Help wins over the rest of the line: nothing is created.
      [['keys', 'create', '--workspace', 'default', '--role', 'viewer', '--help'], /^Usage: quietzone keys create/],
    ];
    for (const [args, usage] of cases) {
      const result = await run(args, database.env);
      expect(result, args.join(' ')).toMatchObject({ code: 0, stderr: '' });
      expect(result.stdout, args.join(' ')).toMatch(usage);
      expect(result.stdout).not.toContain('listening');
    }
    expect(await database.touched()).toBe(false);
  }, 240_000);

  it('--version prints the server package version', async () => {
    const { version } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    for (const flag of ['--version', '-V']) {
      expect(await run([flag], {})).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    }
  }, 60_000);
});

describe('quietzone usage errors', () => {
  it('are one line on stderr with exit 2, never a stack trace, and run nothing', async () => {
    const database = await untouchedDatabase();
    const cases: [string[], string][] = [
      [[], 'missing command'],
      [['frobnicate'], 'unknown command "frobnicate"'],
      [['serve', 'now'], "Unexpected argument 'now'"],
      [['migrate', '--force'], "Unknown option '--force'"],
      [['keys'], 'keys needs a subcommand'],
      [['keys', 'delete'], 'unknown keys subcommand "delete"'],
      [['keys', 'create', '--bogus'], "Unknown option '--bogus'"],
      [['keys', 'create', '--workspace'], "'--workspace <value>' argument missing"],
      [['keys', 'create', '--workspace', 'default'], '--workspace and --role are required'],
      [['keys', 'create', '--workspace', 'default', '--role', 'owner'], '--role must be one of'],
    ];
    for (const [args, message] of cases) {
      const result = await run(args, database.env);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stdout, args.join(' ')).toBe('');
      expect(result.stderr, args.join(' ')).toMatch(/^quietzone: [^\n]+\n$/);
      expect(result.stderr, args.join(' ')).toContain(message);
    }
    expect(await database.touched()).toBe(false);
  }, 240_000);
});
