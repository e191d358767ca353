import { describe, expect, it } from 'vitest';
import { importJsonBodySchema, importQuerySchema, templateQuerySchema } from '../../src/schemas/passport-import';

describe('passport import schemas', () => {
  it('reads mode and dry_run from the query, with their defaults', () => {
    expect(importQuerySchema.parse({})).toEqual({ mode: 'create', dry_run: false });
    expect(importQuerySchema.parse({ mode: 'upsert', dry_run: 'true' })).toEqual({ mode: 'upsert', dry_run: true });
    expect(importQuerySchema.safeParse({ mode: 'merge' }).success).toBe(false);
    expect(importQuerySchema.safeParse({ dry_run: '1' }).success).toBe(false);
  });

  it('takes at least one JSON row, each an object validated later', () => {
    expect(importJsonBodySchema.parse({ rows: [{ gtin: 'not checked here' }] }).rows).toHaveLength(1);
    expect(importJsonBodySchema.safeParse({ rows: [] }).success).toBe(false);
    expect(importJsonBodySchema.safeParse({ rows: ['x'] }).success).toBe(false);
  });

  it('takes csv (default) or xlsx templates', () => {
    expect(templateQuerySchema.parse({})).toEqual({ format: 'csv' });
    expect(templateQuerySchema.parse({ format: 'xlsx' })).toEqual({ format: 'xlsx' });
    expect(templateQuerySchema.safeParse({ format: 'ods' }).success).toBe(false);
  });
});
