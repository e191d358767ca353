import { describe, expect, it } from 'vitest';
import { passwordPageHtml } from '../../src/codes/short-links/password-page';

describe('passwordPageHtml', () => {
  it('escapes the title and has one form posting to its own URL, no script, no action', () => {
    const html = passwordPageHtml({ title: '<script>alert(1)</script> & "menu"' });
    expect(html).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;menu&quot;</h1>');
    expect(html).not.toMatch(/<script|\saction=|\son\w+=/i);
    expect(html.match(/<form method="post">/g)).toHaveLength(1);
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).not.toContain('role="alert"');
  });

  it('names the wrong password in an alert, and falls back to a generic title', () => {
    const html = passwordPageHtml({ title: '  ' }, { wrong: true });
    expect(html).toContain('<h1>Protected link</h1>');
    expect(html).toContain('role="alert"');
  });
});
