import { describe, expect, it } from 'vitest';
import { parseUtcDate, resolveScanWindow } from '../src/scan-window';

describe('resolveScanWindow', () => {
  it('defaults to the 30 days ending today', () => {
    expect(resolveScanWindow({}, '2026-03-10')).toEqual({ ok: true, window: { from: '2026-02-09', to: '2026-03-10', days: 30 } });
  });

  it('days=1 is today alone; across a leap day', () => {
    expect(resolveScanWindow({ days: 1 }, '2024-03-01')).toEqual({ ok: true, window: { from: '2024-03-01', to: '2024-03-01', days: 1 } });
    expect(resolveScanWindow({ days: 2 }, '2024-03-01')).toEqual({ ok: true, window: { from: '2024-02-29', to: '2024-03-01', days: 2 } });
  });

  it('from alone ends today; to alone is the 30 days ending there', () => {
    expect(resolveScanWindow({ from: '2026-03-01' }, '2026-03-10')).toEqual({ ok: true, window: { from: '2026-03-01', to: '2026-03-10', days: 10 } });
    expect(resolveScanWindow({ to: '2026-01-30' }, '2026-03-10')).toEqual({ ok: true, window: { from: '2026-01-01', to: '2026-01-30', days: 30 } });
  });

  it('a whole leap year fits; one more day does not', () => {
    expect(resolveScanWindow({ from: '2024-01-01', to: '2024-12-31' }, '2026-01-01')).toMatchObject({ ok: true, window: { days: 366 } });
    expect(resolveScanWindow({ from: '2024-01-01', to: '2025-01-01' }, '2026-01-01')).toMatchObject({ ok: false, field: 'from' });
  });

  it('refuses days with from/to, reversed ranges, days outside 1..365 and impossible dates', () => {
    expect(resolveScanWindow({ days: 7, from: '2026-03-01' }, '2026-03-10')).toMatchObject({ ok: false, field: 'days' });
    expect(resolveScanWindow({ from: '2026-03-05', to: '2026-03-04' }, '2026-03-10')).toMatchObject({ ok: false, field: 'from' });
    expect(resolveScanWindow({ days: 0 }, '2026-03-10')).toMatchObject({ ok: false });
    expect(resolveScanWindow({ days: 366 }, '2026-03-10')).toMatchObject({ ok: false });
    expect(resolveScanWindow({ from: '2026-02-30' }, '2026-03-10')).toMatchObject({ ok: false, field: 'from' });
    expect(parseUtcDate('2025-02-29')).toBeUndefined();
  });
});
