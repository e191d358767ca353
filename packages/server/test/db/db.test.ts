import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseInt8, parseTimestamptz } from '../../src/db/normalize-value';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
}, 60_000);
afterAll(async () => {
  await database.drop();
});

describe(`Db (${process.env.TEST_DATABASE_URL ? 'postgres.js' : 'PGlite'})`, () => {
  it('normalizes int8, timestamptz, date and json the same way on both drivers', async () => {
    const [row] = await database.db.query(
      `SELECT 42::int8 AS small, 9007199254740993::int8 AS big, count(*) AS counted,
              '2024-05-01 12:00:00.123456+02'::timestamptz AS ts, '2024-01-02'::date AS day,
              $1::jsonb AS obj, $2::jsonb AS text_json, $3::text[] AS arr, $4::timestamptz AS param_ts, NULL::text AS nothing`,
      [{ a: [1, 'x'] }, '"plain"', ['a', 'b'], '2024-05-01T10:00:00.5Z'],
    );
    expect(row).toEqual({
      small: 42,
      big: '9007199254740993',
      counted: 1,
      ts: '2024-05-01T10:00:00.123Z',
      day: '2024-01-02',
      obj: { a: [1, 'x'] },
      text_json: 'plain',
      arr: ['a', 'b'],
      param_ts: '2024-05-01T10:00:00.500Z',
      nothing: null,
    });
  });

  it('commits and rolls back transactions; nested transactions are savepoints', async () => {
    const db = database.db;
    await db.exec('CREATE TABLE tx_probe (v text)');
    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO tx_probe VALUES ('outer')`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.query(`INSERT INTO tx_probe VALUES ('inner-rolled-back')`);
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
      await tx.transaction(async (inner) => inner.query(`INSERT INTO tx_probe VALUES ('inner-kept')`));
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO tx_probe VALUES ('never')`);
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    const rows = await db.query<{ v: string }>('SELECT v FROM tx_probe ORDER BY v');
    expect(rows.map((r) => r.v)).toEqual(['inner-kept', 'outer']);
  });

  it('binds parameters instead of interpolating them', async () => {
    const hostile = `'); DROP TABLE tx_probe; --`;
    const [row] = await database.db.query<{ v: string }>('SELECT $1::text AS v', [hostile]);
    expect(row?.v).toBe(hostile);
    const [undefinedParam] = await database.db.query<{ v: string | null }>('SELECT $1::text AS v', [undefined]);
    expect(undefinedParam?.v).toBeNull();
  });
});

describe('value parsers', () => {
  it('parses timestamptz text with any offset into UTC milliseconds', () => {
    expect(parseTimestamptz('2024-05-01 10:00:00+00')).toBe('2024-05-01T10:00:00.000Z');
    expect(parseTimestamptz('2024-05-01 10:00:00.9999+05:30')).toBe('2024-05-01T04:30:00.999Z');
    expect(parseTimestamptz('1883-11-18 12:00:00-00:25:21')).toBe('1883-11-18T12:25:21.000Z');
    expect(parseTimestamptz('infinity')).toBe('infinity');
  });

  it('keeps int8 beyond the safe range as its decimal string', () => {
    expect(parseInt8('9007199254740991')).toBe(9007199254740991);
    expect(parseInt8('-9223372036854775808')).toBe('-9223372036854775808');
  });
});
