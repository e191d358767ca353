import { describe, expect, it } from 'vitest';
import { createPostgresDb } from '../../src/db/postgres-db';
import { body, setupTestApp } from '../helpers/test-app';

// A database that cannot serve is the operator's problem and the client's reason to retry:
// 503 with Retry-After (still an error line), not a 500 that reads like a bug.
const t = setupTestApp();

describe('a database that cannot serve', () => {
  it('answers 503 problem+json with Retry-After on API and short-link routes, and logs it', async () => {
    const refused = createPostgresDb('postgres://postgres@127.0.0.1:1/none', { max: 1, connectTimeoutSeconds: 2 });
    try {
      const app = t.createApp({ db: refused }).app;
      for (const [path, init] of [
        ['/AbCdEfG', {}],
        ['/v1/codes', { headers: { authorization: 'Bearer svc_sk_aaaaaaaaaaaaaaaaaaaaaaaa' } }],
      ] as const) {
        const before = t.logs.length;
        const res = await app.request(path, init);
        expect(res.status, path).toBe(503);
        expect(res.headers.get('content-type')).toBe('application/problem+json');
        expect(res.headers.get('retry-after')).toBe('5');
        expect(await body(res)).toMatchObject({ status: 503, detail: 'The database is unavailable; retry later.' });
        expect(t.logs.slice(before)).toEqual([
          expect.objectContaining({ level: 'error', message: 'database unavailable', fields: expect.objectContaining({ code: 'ECONNREFUSED' }) }),
          expect.objectContaining({ level: 'info', message: 'request', fields: expect.objectContaining({ status: 503 }) }),
        ]);
      }
    } finally {
      await refused.close();
    }
  }, 30_000);
});
