import { PROBLEM_TYPES, problemDocument, type ProblemCode } from '@quietzone/core';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { body, setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

/** `<script …>…</script>` elements of a page: their attributes and inline text. */
function scripts(html: string): { attributes: string; text: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes = '', text = '']) => ({ attributes, text }));
}

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
}

/** The text of an HTML fragment without tags and with the entities we escape decoded. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('GET /docs/errors/<slug>: every problem type the server sends resolves', () => {
  // Exactly how the server writes `type` (http/problem-response.ts): core's problemDocument over the configured docs URL.
  const sentTypes = (Object.keys(PROBLEM_TYPES) as ProblemCode[]).map((code) => [code, problemDocument(code, { docsUrl: t.config.docsUrl }).type] as const);

  it.each((Object.keys(PROBLEM_TYPES) as ProblemCode[]).map((code) => [code]))('%s: its type link is an HTML page with title, status, meaning and what to do', async (code) => {
    const type = sentTypes.find(([sent]) => sent === code)![1];
    expect(type.startsWith(`${t.config.publicUrl}/docs/errors/`), type).toBe(true);
    const res = await t.request(new URL(type).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = text(await res.text());
    const { status, title } = PROBLEM_TYPES[code];
    expect(page).toContain(`${status} ${title}`);
    expect(page).toMatch(/What it means\s*\S/);
    expect(page).toMatch(/What to do\s*\S/);
  });

  it('follows the type of problems the server really answers (404, 401, 405, 400) to a 200 page', async () => {
    const answers = await Promise.all([
      t.request('/v1/no-such-resource'),
      t.request('/v1/codes'),
      t.request('/v1/health', { method: 'DELETE' }),
      t.request('/v1/codes?limit=nope', { key: await t.createKey(await t.createTenant(), 'ws_admin') }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([404, 401, 405, 400]);
    for (const res of answers) {
      const problem = await body(res);
      const page = await t.request(new URL(problem.type).pathname);
      expect(page.status, problem.type).toBe(200);
      expect(text(await page.text())).toContain(`${problem.status} ${problem.title}`);
    }
  });

  it('lists every type on /docs/errors, each linked to its page', async () => {
    const res = await t.request('/docs/errors');
    expect(res.status).toBe(200);
    const page = await res.text();
    for (const { slug } of Object.values(PROBLEM_TYPES)) expect(page).toContain(`href="/docs/errors/${slug}"`);
  });

  it('answers an unknown slug 404 with a problem document', async () => {
    const res = await t.request('/docs/errors/teapot');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });

  it('answers HEAD without a body', async () => {
    const res = await t.request('/docs/errors/not-found', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('DOCS_URL still moves the base of every problem type elsewhere', async () => {
    const app = t.createApp({ env: { DOCS_URL: 'https://docs.example.com/quietzone' } }).app;
    const problem = await body(await app.request('/v1/no-such-resource'));
    expect(problem.type).toBe('https://docs.example.com/quietzone/errors/not-found');
  });
});

describe('GET /docs: the API reference', () => {
  it('is an HTML page that loads the Scalar bundle and our OpenAPI document from this server only', async () => {
    const res = await t.request('/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval)/);
    const html = await res.text();
    // Only this server is named: no CDN, no font host.
    expect(html).not.toMatch(/https?:\/\//);

    const tags = scripts(html);
    // No inline script to run (the CSP forbids them): Scalar reads its settings from data attributes.
    expect(tags.every(({ text: inline }) => inline.trim() === '')).toBe(true);
    const documentPath = tags.map(({ attributes }) => attribute(attributes, 'data-url')).find(Boolean)!;
    const scriptPath = tags.map(({ attributes }) => attribute(attributes, 'src')).find(Boolean)!;

    const configuration = JSON.parse(text(attribute(tags.find(({ attributes }) => attributes.includes('data-configuration'))!.attributes, 'data-configuration')!));
    expect(configuration).toMatchObject({ withDefaultFonts: false, telemetry: false });

    const document = await t.request(documentPath);
    expect(document.status).toBe(200);
    expect((await body(document)).openapi).toBe('3.1.0');

    const script = await t.request(scriptPath);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const source = await script.text();
    expect(Number(script.headers.get('content-length'))).toBe(Buffer.byteLength(source));
    // Scalar's standalone bundle: it mounts on the #api-reference element by itself.
    expect(source).toContain('createApiReference');
    expect(source).toContain('api-reference');
  });

  it('lets the "test request" client call the public URL when the page is served under another origin', async () => {
    const app = t.createApp({ env: { PUBLIC_URL: 'https://qr.example.com' } }).app;
    const res = await app.request('/docs');
    expect(res.headers.get('content-security-policy')).toMatch(/connect-src 'self' https:\/\/qr\.example\.com;/);
  });

  it('gzips the bundle for a browser that accepts it', async () => {
    const plain = Buffer.from(await (await t.request('/docs/scalar-api-reference.js')).arrayBuffer());
    const res = await t.request('/docs/scalar-api-reference.js', { headers: { 'accept-encoding': 'br, gzip, deflate' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('accept-encoding');
    const compressed = Buffer.from(await res.arrayBuffer());
    expect(compressed.length).toBeLessThan(plain.length / 2);
    expect(gunzipSync(compressed).equals(plain)).toBe(true);
  });

  it('answers HEAD for the bundle with its length and no body', async () => {
    const res = await t.request('/docs/scalar-api-reference.js', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(1_000_000);
    expect(await res.text()).toBe('');
  });
});
