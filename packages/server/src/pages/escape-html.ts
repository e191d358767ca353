const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML content AND quoted attribute values: the five characters HTML gives meaning to. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * A link target safe to put in `href`: only absolute http(s) URLs (plus the schemes a caller
 * allows, e.g. mailto:), else undefined — so a `javascript:` or `data:` URL that slipped past
 * validation is shown as text, never made clickable. The result still needs escapeHtml.
 */
export function safeHref(url: string, schemes: readonly string[] = ['http:', 'https:']): string | undefined {
  try {
    const parsed = new URL(url);
    return schemes.includes(parsed.protocol) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
