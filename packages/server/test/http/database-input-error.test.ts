import { getQuery } from 'h3';
import { describe, expect, it } from 'vitest';
import { ok } from '../../src/http/envelope';
import { ALL_ROUTES } from '../../src/http/all-routes';
import { body, setupTestApp } from '../helpers/test-app';
import { testRoute } from '../helpers/test-route';

// The safety net behind the input layer: a value the input layer missed, refused by the database
// itself, is the client's 400, not a 500 with an error line. The route hands the raw query
// value to SQL on purpose, as a handler that forgot to validate would.
const unvalidated = [
  testRoute({
    method: 'GET',
    path: '/unvalidated/{type}',
    access: 'public',
    handler: async ({ event, ctx, param }) => {
      const type = { text: 'text', timestamptz: 'timestamptz', int: 'int', jsonb: 'jsonb', varchar: 'varchar(3)' }[param('type')];
      const rows = await ctx.db.query(`SELECT $1::${type}::text AS value`, [String(getQuery(event).value)]);
      return ok(event, rows[0]);
    },
  }),
  testRoute({ method: 'GET', path: '/broken-sql', access: 'public', handler: async ({ event, ctx }) => ok(event, await ctx.db.query('SELECT 1 / 0')) }),
];

const t = setupTestApp({ routes: [...ALL_ROUTES, unvalidated] });

describe('database refusals of a client value are 400', () => {
  it.each([
    ['text', '%00', '22021'],
    ['timestamptz', '0000-01-01T00:00:00Z', '22008'],
    ['timestamptz', 'yesterday-ish', '22007'],
    ['timestamptz', '2024-01-01T00:00:00%2B99:00', '22009'],
    ['int', 'abc', '22P02'],
    ['int', '99999999999', '22003'],
    ['jsonb', '%22%5Cu0000%22', '22P05'],
  ])('%s from %s (SQLSTATE %s)', async (type, value, sqlstate) => {
    const before = t.logs.length;
    const res = await t.request(`/v1/unvalidated/${type}?value=${value}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect((await body(res)).detail).toBe('The request holds a value that cannot be stored.');
    const lines = t.logs.slice(before);
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', message: 'database refused a request value', fields: expect.objectContaining({ sqlstate }) }),
      expect.objectContaining({ level: 'info', message: 'request', fields: expect.objectContaining({ status: 400 }) }),
    ]);
  });

  it('a value that fits still answers, and a fault of our own SQL stays a logged 500', async () => {
    expect((await body(await t.request('/v1/unvalidated/int?value=42'))).data).toEqual({ value: '42' });
    const before = t.logs.length;
    const res = await t.request('/v1/broken-sql');
    expect(res.status).toBe(500);
    expect(t.logs.slice(before)).toEqual([
      expect.objectContaining({ level: 'error', message: 'unhandled error' }),
      expect.objectContaining({ level: 'error', message: 'request', fields: expect.objectContaining({ status: 500 }) }),
    ]);
  });
});
