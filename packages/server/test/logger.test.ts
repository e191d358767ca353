import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createLogger, type LoggerOptions } from '../src/logger';

const run = promisify(execFile);
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const LOGGER = fileURLToPath(new URL('../src/logger.ts', import.meta.url));

function captured(options: Omit<LoggerOptions, 'destination'> = {}) {
  const chunks: string[] = [];
  const logger = createLogger({ ...options, destination: { write: (chunk: string) => void chunks.push(chunk) } });
  return { logger, text: () => chunks.join('') };
}

describe('createLogger', () => {
  it('writes one JSON object per line: level name, ISO time, pid, the fields, message', () => {
    const { logger, text } = captured();
    logger.info('listening', { url: 'http://127.0.0.1:3000' });
    logger.error('broke', { error: 'Error: x\n    at y' });
    const lines = text().split('\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1).map((line) => JSON.parse(line))).toEqual([
      { level: 'info', time: expect.stringMatching(/Z$/), pid: process.pid, url: 'http://127.0.0.1:3000', message: 'listening' },
      { level: 'error', time: expect.stringMatching(/Z$/), pid: process.pid, error: 'Error: x\n    at y', message: 'broke' },
    ]);
  });

  it('drops lines below its level', () => {
    const quiet = captured({ level: 'error' });
    quiet.logger.info('dropped');
    quiet.logger.error('kept');
    expect(quiet.text().trim().split('\n').map((line) => JSON.parse(line).message)).toEqual(['kept']);
    const silent = captured({ level: 'silent' });
    silent.logger.error('dropped too');
    expect(silent.text()).toBe('');
  });

  it('writes pretty lines, not JSON, when asked (the default on a terminal)', async () => {
    const chunks: string[] = [];
    const terminal = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger({ pretty: true, destination: terminal });
    const text = () => chunks.join('');
    logger.info('listening', { url: 'http://127.0.0.1:3000' });
    await nextTurn();
    expect(text()).toContain('listening');
    expect(text()).toContain('http://127.0.0.1:3000');
    expect(() => JSON.parse(text().split('\n')[0]!)).toThrow();
  });

  it('by default: pretty when stdout is a terminal (script(1) gives it one), JSON lines otherwise', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'qz-logger-'));
    try {
      const program = join(dir, 'log-once.ts');
      await writeFile(program, `import { createLogger } from ${JSON.stringify(LOGGER)};\ncreateLogger().info('hello terminal', { a: 1 });\n`);
      const options = { cwd: SERVER_DIR, timeout: 60_000 };
      const piped = await run(process.execPath, ['--import', 'tsx', program], options);
      expect(JSON.parse(piped.stdout.trim())).toMatchObject({ level: 'info', message: 'hello terminal', a: 1 });
      const terminal = await run('script', ['-qec', `'${process.execPath}' --import tsx '${program}'`, '/dev/null'], options);
      expect(terminal.stdout).toMatch(/INFO.*hello terminal/);
      expect(terminal.stdout).not.toContain('"message"');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

