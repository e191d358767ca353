import { encodeCursor } from '@quietzone/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/http/api-error';
import { pageRequest } from '../../src/http/page-request';

describe('pageRequest', () => {
  it('starts at the top without a cursor', () => {
    expect(pageRequest({ limit: 20 })).toEqual({ limit: 20, cursor: null });
    expect(pageRequest({ limit: 5, cursor: '' })).toEqual({ limit: 5, cursor: null });
  });

  it('reads back every position a page hands out', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 100 }),
        (at, id, limit) => {
          const position = { createdAt: at.toISOString(), id };
          expect(pageRequest({ limit, cursor: encodeCursor(position) })).toEqual({ limit, cursor: position });
        },
      ),
    );
  });

  it('refuses an unreadable cursor as a 400 naming the field', () => {
    for (const cursor of ['not-a-cursor', '%%%', 'eyJ4IjoxfQ']) {
      const error = (() => {
        try {
          pageRequest({ limit: 20, cursor });
        } catch (caught) {
          return caught;
        }
        return undefined;
      })();
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe('bad_request');
      expect((error as ApiError).errors).toEqual([{ field: 'cursor', message: 'unreadable cursor' }]);
    }
  });
});
