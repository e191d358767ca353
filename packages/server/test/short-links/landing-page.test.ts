import { describe, expect, it } from 'vitest';
import { insertCodeRow } from '../helpers/insert-code-row';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

const HOSTILE_LINKS = [
  { label: '<script>alert("x")</script>', url: 'https://example.com/?a=1&b="2"' },
  { label: 'Tom & Jerry\'s "shop"', url: 'https://example.com/"><script>alert(1)</script>' },
  { label: 'Sneaky', url: 'javascript:alert(document.cookie)' },
  { label: 'Data', url: 'data:text/html,<script>alert(1)</script>' },
];

async function landingPage(links: readonly unknown[], title: string | null = 'Spring <b>sale</b> & more') {
  const tenant = await t.createTenant();
  const code = await insertCodeRow(t.db, tenant, { is_landing_page: true, title, links });
  return t.request(`/${code.shortCode}`, { headers: { 'accept-language': 'en' } });
}

describe('landing page', () => {
  it('is a 200 self-contained, mobile-first HTML page listing the links as buttons', async () => {
    const res = await landingPage([
      { label: 'Menu', url: 'https://example.com/menu' },
      { label: 'Book a table', url: 'https://example.com/book' },
    ]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<h1>Spring &lt;b&gt;sale&lt;/b&gt; &amp; more</h1>');
    expect(html).toContain('<a class="button" href="https://example.com/menu" rel="noopener noreferrer nofollow">Menu</a>');
    expect(html).toContain('>Book a table</a>');
    // No external assets: no src attributes, no stylesheets or scripts to fetch.
    expect(html).not.toMatch(/\ssrc=|<link|<script/i);
  });

  it('escapes hostile labels and URLs, and never links a non-http(s) URL', async () => {
    const html = await (await landingPage(HOSTILE_LINKS)).text();
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('href="https://example.com/?a=1&amp;b=%222%22"');
    expect(html).toContain('Tom &amp; Jerry&#39;s &quot;shop&quot;');
    expect(html).not.toMatch(/href="(javascript|data):/i);
    expect(html).toContain('<span class="button">Sneaky</span>');
    expect(html).toContain('<span class="button">Data</span>');
    // Every attribute value stays inside its quotes: no raw quote survives from the data.
    for (const match of html.matchAll(/href="([^"]*)"/g)) expect(match[1]).not.toMatch(/[<>]/);
  });

  it('has a fallback title and an empty-state text without links; malformed entries are skipped', async () => {
    const html = await (await landingPage([{ label: 3 }, null, 'x'], null)).text();
    expect(html).toContain('<h1>Links</h1>');
    expect(html).toContain('There are no links here yet.');
  });

  it('is only shown for dynamic url codes with is_landing_page (HEAD: no body)', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant, { is_landing_page: true, links: [{ label: 'A', url: 'https://a.example/' }] });
    const head = await t.request(`/${code.shortCode}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const plain = await insertCodeRow(t.db, tenant, { is_landing_page: false });
    expect((await t.request(`/${plain.shortCode}`)).status).toBe(302);
  });
});
