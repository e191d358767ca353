import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  calendarDateSchema,
  dateTimeInputSchema,
  envelopeSchema,
  listEnvelopeSchema,
  listQuerySchema,
  problemSchema,
  slugSchema,
} from '../../src/schemas/common';

describe('slugSchema', () => {
  it('accepts the 2 and 63 character ends and inner hyphens', () => {
    for (const slug of ['ab', 'a1', 'acme-gmbh', 'xn--mnchen-3ya', 'a'.repeat(63), 'default']) {
      expect(slugSchema.safeParse(slug).success, slug).toBe(true);
    }
  });

  it('rejects length, case, alphabet and edge-hyphen violations', () => {
    for (const slug of ['a', '', 'a'.repeat(64), 'Acme', 'acme_gmbh', 'acme gmbh', '-acme', 'acme-', 'münchen', 'a.b']) {
      expect(slugSchema.safeParse(slug).success, slug).toBe(false);
    }
  });
});

describe('listQuerySchema', () => {
  it('defaults limit to 20 and coerces query strings', () => {
    expect(listQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(listQuerySchema.parse({ limit: '100', cursor: 'abc' })).toEqual({ limit: 100, cursor: 'abc' });
  });

  it('rejects a limit outside 1..100 or not an integer, at path limit', () => {
    for (const limit of ['0', '101', '2.5', 'ten', '-1']) {
      const result = listQuerySchema.safeParse({ limit });
      expect(result.success, limit).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['limit']);
    }
  });

  it('rejects an empty cursor', () => {
    expect(listQuerySchema.safeParse({ cursor: '' }).error?.issues[0]?.path).toEqual(['cursor']);
  });
});

describe('envelopes', () => {
  it('wraps a resource as { data, meta: { request_id } }', () => {
    const schema = envelopeSchema(z.object({ id: z.string() }));
    expect(schema.safeParse({ data: { id: 'a' }, meta: { request_id: 'r' } }).success).toBe(true);
    expect(schema.safeParse({ data: { id: 'a' }, meta: {} }).error?.issues[0]?.path).toEqual(['meta', 'request_id']);
  });

  it('wraps a list with pagination; next_cursor is null on the last page', () => {
    const schema = listEnvelopeSchema(z.object({ id: z.string() }));
    const page = {
      data: [{ id: 'a' }],
      meta: { request_id: 'r', pagination: { has_more: false, next_cursor: null, total_count: 1 } },
    };
    expect(schema.safeParse(page).success).toBe(true);
    const bad = { ...page, meta: { ...page.meta, pagination: { has_more: 'no', next_cursor: null, total_count: -1 } } };
    const paths = schema.safeParse(bad).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['meta.pagination.has_more', 'meta.pagination.total_count']);
  });
});

describe('problemSchema', () => {
  const problem = {
    type: 'https://api.example.com/docs/errors/validation-error',
    title: 'Validation Error',
    status: 422,
    detail: 'Invalid input.',
    instance: '/v1/codes',
    errors: [{ field: 'url', message: 'must be http(s)' }],
  };

  it('accepts an RFC 7807 document with field errors and extension members', () => {
    expect(problemSchema.safeParse(problem).success).toBe(true);
    expect(problemSchema.parse({ ...problem, retry_after: 60 })).toMatchObject({ retry_after: 60 });
  });

  it('requires type, title, status and detail', () => {
    const paths = problemSchema.safeParse({}).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['type', 'title', 'status', 'detail']);
  });

  it('rejects a non-URI type and a non-error status', () => {
    expect(problemSchema.safeParse({ ...problem, type: 'validation' }).error?.issues[0]?.path).toEqual(['type']);
    expect(problemSchema.safeParse({ ...problem, status: 200 }).error?.issues[0]?.path).toEqual(['status']);
  });
});

describe('request dates the database can store', () => {
  it('dateTimeInputSchema takes UTC years 0001 to 9999 only, after applying the offset', () => {
    for (const good of ['0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '2030-01-01T00:00:00+05:00']) {
      expect(dateTimeInputSchema.safeParse(good).success).toBe(true);
    }
    // 0000 does not exist in PostgreSQL; the offset ones become years 0000 and 10000 in UTC.
    for (const bad of ['0000-01-01T00:00:00Z', '0001-01-01T00:30:00+01:00', '9999-12-31T23:59:59-05:00']) {
      const result = dateTimeInputSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/0001 and 9999/);
    }
  });

  it('calendarDateSchema refuses the year 0000', () => {
    expect(calendarDateSchema.safeParse('0001-01-01').success).toBe(true);
    expect(calendarDateSchema.safeParse('0000-01-01').success).toBe(false);
  });
});
