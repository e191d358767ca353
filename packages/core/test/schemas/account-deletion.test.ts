import { describe, expect, it } from 'vitest';
import { deleteAccountSchema } from '../../src/schemas/account-deletion';

describe('deleteAccountSchema', () => {
  it('needs a non-empty confirm', () => {
    expect(deleteAccountSchema.parse({ confirm: 'acme' })).toEqual({ confirm: 'acme' });
    for (const body of [{}, { confirm: '' }, { confirm: 1 }]) {
      expect(deleteAccountSchema.safeParse(body).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['confirm']);
    }
  });
});
