import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/logger';
import { CountryTables } from '../../src/scans/country-table';

describe('CountryTables', () => {
  it('hands out the loaded table synchronously once get() has loaded it, and the same table every time', async () => {
    const tables = new CountryTables();
    expect(tables.loaded).toBeUndefined();
    const loading = tables.get(silentLogger);
    expect(tables.loaded).toBeUndefined();
    const table = await loading;
    expect(table).toBeDefined();
    expect(tables.loaded).toBe(table);
    expect(await tables.get(silentLogger)).toBe(table);
    expect(tables.loaded!.lookup('8.8.8.8')).toBe(table!.lookup('8.8.8.8'));
  }, 60_000);
});
