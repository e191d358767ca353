import { describe, expect, it } from 'vitest';
import { countUsage } from '../../src/db/count-usage';
import type { Db } from '../../src/db/db';

/** A Db whose every operation waits until the test settles it. */
function heldDb() {
  const settle: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const held = <T>() =>
    new Promise<T>((resolve, reject) => settle.push({ resolve: () => resolve([] as T), reject }));
  const db: Db = {
    dialect: 'pglite',
    query: () => held(),
    exec: () => held(),
    transaction: () => held(),
    close: async () => {},
  };
  return { db, settle };
}

describe('countUsage', () => {
  it('counts top-level statements, scripts and transactions until they settle, failed ones too', async () => {
    const { db: inner, settle } = heldDb();
    const db = countUsage(inner, 2);
    expect(db.usage!()).toEqual({ active: 0, size: 2 });
    const operations = [db.query('SELECT 1'), db.exec('SELECT 1'), db.transaction(async () => 1)];
    expect(db.usage!()).toEqual({ active: 3, size: 2 });
    settle[0]!.resolve();
    settle[1]!.reject(new Error('refused'));
    const results = await Promise.allSettled(operations.slice(0, 2));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect(db.usage!().active).toBe(1);
    settle[2]!.resolve();
    await operations[2];
    expect(db.usage!().active).toBe(0);
    expect(db.dialect).toBe('pglite');
  });
});
