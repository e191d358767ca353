import { describe, expect, it } from 'vitest';
import { gs1IdentifiersQuerySchema } from '../../src/schemas/gs1-identifiers';

describe('gs1IdentifiersQuerySchema', () => {
  it('lists by GTIN of any length or parses one uri or element string', () => {
    expect(gs1IdentifiersQuerySchema.parse({ gtin: '9506000134352' })).toEqual({ limit: 20, gtin: '09506000134352' });
    expect(gs1IdentifiersQuerySchema.parse({ uri: 'https://x/01/09506000134352' })).toMatchObject({ uri: 'https://x/01/09506000134352' });
    const both = gs1IdentifiersQuerySchema.safeParse({ uri: 'a', element_string: 'b' });
    expect(both.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['element_string']);
    expect(gs1IdentifiersQuerySchema.safeParse({ gtin: '123' }).success).toBe(false);
  });
});
