import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES, problemCodeForStatus, problemDocument } from '../src/problem';

describe('problemDocument', () => {
  it('builds the RFC 7807 document from the one table', () => {
    expect(problemDocument('validation', { docsUrl: 'https://x.test/docs/', detail: 'bad', instance: '/v1/a', errors: [{ field: 'name', message: 'Required' }] })).toEqual({
      type: 'https://x.test/docs/errors/validation-error',
      title: 'Validation Error',
      status: 422,
      detail: 'bad',
      instance: '/v1/a',
      errors: [{ field: 'name', message: 'Required' }],
    });
  });

  it('uses the title as detail when none is given and omits absent optional members', () => {
    const doc = problemDocument('not_found', { docsUrl: 'http://d' });
    expect(doc).toEqual({ type: 'http://d/errors/not-found', title: 'Not Found', status: 404, detail: 'Not Found' });
  });

  it('has the contract slugs for the contract statuses', () => {
    expect(PROBLEM_TYPES.bad_request.slug).toBe('bad-request');
    expect(PROBLEM_TYPES.authentication.slug).toBe('authentication');
    expect(PROBLEM_TYPES.forbidden.slug).toBe('forbidden');
    expect(PROBLEM_TYPES.conflict.slug).toBe('conflict');
    expect(PROBLEM_TYPES.rate_limited.slug).toBe('rate-limited');
    expect(PROBLEM_TYPES.internal.slug).toBe('internal');
  });
});

describe('problemCodeForStatus', () => {
  it('maps known statuses and falls back by class', () => {
    expect(problemCodeForStatus(405)).toBe('method_not_allowed');
    expect(problemCodeForStatus(413)).toBe('payload_too_large');
    expect(problemCodeForStatus(418)).toBe('bad_request');
    expect(problemCodeForStatus(502)).toBe('internal');
  });
});
