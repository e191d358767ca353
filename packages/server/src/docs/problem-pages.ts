import { PROBLEM_TYPES, type ProblemCode } from '@quietzone/core';
import { escapeHtml } from '../pages/escape-html';
import { htmlPage } from '../pages/html-page';
import { PROBLEM_GUIDES } from './problem-guide';

const CODES = Object.keys(PROBLEM_TYPES) as ProblemCode[];

/** The problem code whose `type` ends in `slug`, or undefined for a slug we never send. */
export function problemCodeForSlug(slug: string): ProblemCode | undefined {
  return CODES.find((code) => PROBLEM_TYPES[code].slug === slug);
}

/** Escaped text with `code` spans, the only markup the guides use. */
function prose(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

/** `/docs/errors/<slug>`: what one problem type means and what to do; the page its `type` URI names. */
export function problemPageHtml(code: ProblemCode): string {
  const { status, slug, title } = PROBLEM_TYPES[code];
  const guide = PROBLEM_GUIDES[code];
  return htmlPage(
    `${status} ${title} — quietzone API errors`,
    `<h1>${status} ${escapeHtml(title)}</h1>
<dl>
<dt>Type</dt><dd><code>${escapeHtml(slug)}</code> (the last segment of the problem document's <code>type</code>)</dd>
<dt>HTTP status</dt><dd>${status}</dd>
<dt>What it means</dt><dd>${prose(guide.meaning)}</dd>
<dt>What to do</dt><dd>${prose(guide.whatToDo)}</dd>
</dl>
<p>Every error is an RFC 7807 problem document (<code>application/problem+json</code>) with <code>type</code>, <code>title</code>, <code>status</code>, <code>detail</code> and <code>instance</code>; validation failures add <code>errors</code>, one <code>{ field, message }</code> per field.</p>
<p><a href="/docs/errors">All error types</a> · <a href="/docs">API reference</a></p>`,
  );
}

/** `/docs/errors`: every problem type the API sends, linked to its page. */
export function problemIndexHtml(): string {
  const items = CODES.map((code) => {
    const { status, slug, title } = PROBLEM_TYPES[code];
    return `<li><a href="/docs/errors/${escapeHtml(slug)}">${status} ${escapeHtml(title)}</a> — ${prose(PROBLEM_GUIDES[code].meaning)}</li>`;
  });
  return htmlPage('quietzone API errors', `<h1>API error types</h1>\n<ul>\n${items.join('\n')}\n</ul>\n<p><a href="/docs">API reference</a></p>`);
}
