import { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createLogger, type LoggerOptions } from '../src/logger';

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
});
