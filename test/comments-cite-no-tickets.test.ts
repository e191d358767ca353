import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A comment states the decision and why. A tracker's issue number or a review's finding label
// points at something a reader of the repository cannot open, so no comment may cite one.

const REPO = fileURLToPath(new URL('..', import.meta.url));
const ROOTS = ['packages', 'test', 'bench', 'scripts'];
const SKIPPED = new Set(['node_modules', 'dist', 'generated', 'coverage']);
const SCRIPT = /\.(ts|mts|cts|js|mjs|cjs)$/;

/**
 * The word issue and a number, a hash and a number, or a review finding's QA-S label.
 * A bare number has one or two digits, so colors (#000, #333333) and `&#39;` are not taken for
 * one, nor are numbered clauses of standards ("UAX #9").
 */
const TICKET = /\bissues?\s+#?\d+|\bQA\s+S\d+|(?<!\b(?:UTS|UAX|RFC|ISO|ECMA)\s)(?<![\w&])#\d{1,2}\b/i;

function ticketCitation(comment: string): string | undefined {
  return TICKET.exec(comment)?.[0];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SCRIPT.test(entry.name) || entry.name.endsWith('.sql') ? [path] : [];
  });
}

/** The comments of a script (from TypeScript's syntax tree: a `//` in a string or a template is no comment) or of SQL. */
function comments(path: string, text: string): { line: number; text: string }[] {
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
  if (path.endsWith('.sql')) return [...text.matchAll(/--[^\n]*/g)].map((match) => ({ line: lineOf(match.index!), text: match[0] }));
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);
  const ends = new Map<number, number>();
  const visit = (node: ts.Node): void => {
    const ranges = [...(ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []), ...(ts.getTrailingCommentRanges(text, node.getEnd()) ?? [])];
    for (const range of ranges) ends.set(range.pos, range.end);
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...ends].map(([start, end]) => ({ line: lineOf(start), text: text.slice(start, end) }));
}

describe('comments', () => {
  it('recognizes an issue number or a review label, and not colors, entities or standards', () => {
    const cited = ['(issue 16)', 'issue #11, finding 3', 'Issue 14, point 1', 'issues 10 and 12', '(QA S3-5)', 'see #12 for', 'Issue #12: store/'];
    const clean = ["'#000000'", '&#39;', 'UTS #46', 'UAX #9', 'an issue with 3 parts', 'fill="#128080"', 'QA team', '#999999 on white'];
    expect(cited.map(ticketCitation).every(Boolean)).toBe(true);
    expect(clean.map(ticketCitation)).toEqual(clean.map(() => undefined));
  });

  it('cite no issue number or review label anywhere in the sources', () => {
    const citing = ROOTS.flatMap((root) => sourceFiles(join(REPO, root))).flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      return comments(path, text).flatMap((comment) => {
        const citation = ticketCitation(comment.text);
        return citation === undefined ? [] : [`${relative(REPO, path)}:${comment.line}: ${citation}`];
      });
    });
    expect(citing).toEqual([]);
  });
});
