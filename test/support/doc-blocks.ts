/**
 * The fenced code blocks of a markdown document and what the documentation test does with each
 * (CONTRIBUTING.md, "Code blocks in documents"): run it, compare it with the output of the block
 * before it, write it as an input file, find it in a repository file, or skip it for a stated
 * reason. A block that says none of these fails the test, so no example goes stale unseen.
 */

export type BlockAction =
  | { readonly kind: 'shell' }
  | { readonly kind: 'script' }
  | { readonly kind: 'output' }
  | { readonly kind: 'writes'; readonly file: string }
  | { readonly kind: 'excerpt'; readonly file: string }
  | { readonly kind: 'not-run'; readonly reason: string }
  | { readonly kind: 'unmarked' };

export interface DocBlock {
  /** 1-based line of the opening fence. */
  readonly line: number;
  readonly language: string;
  readonly body: string;
  readonly action: BlockAction;
}

const FENCE = /^```(.*)$/;
const NOT_RUN = /^<!--\s*not-run:\s*(.*?)\s*-->$/;
const SHELLS = new Set(['sh', 'bash', 'shell']);
const SCRIPTS = new Set(['ts', 'js', 'typescript', 'javascript']);

function actionOf(language: string, tags: readonly string[], notRunReason: string | undefined): BlockAction {
  if (notRunReason !== undefined) return { kind: 'not-run', reason: notRunReason };
  const tag = (name: string) => tags.find((each) => each === name || each.startsWith(`${name}=`));
  const value = (name: string) => tag(name)?.slice(name.length + 1) ?? '';
  if (tag('output')) return { kind: 'output' };
  if (tag('writes')) return { kind: 'writes', file: value('writes') };
  if (tag('file')) return { kind: 'excerpt', file: value('file') };
  if (SHELLS.has(language)) return { kind: 'shell' };
  if (SCRIPTS.has(language)) return { kind: 'script' };
  return { kind: 'unmarked' };
}

export function docBlocks(markdown: string): DocBlock[] {
  const lines = markdown.split('\n');
  const blocks: DocBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = FENCE.exec(lines[index]!);
    if (!open) continue;
    const [language = '', ...tags] = open[1]!.trim().split(/\s+/).filter(Boolean);
    const previous = index > 0 ? NOT_RUN.exec(lines[index - 1]!.trim()) : null;
    const body: string[] = [];
    let close = index + 1;
    while (close < lines.length && lines[close] !== '```') body.push(lines[close++]!);
    blocks.push({ line: index + 1, language, body: `${body.join('\n')}\n`, action: actionOf(language, tags, previous?.[1]) });
    index = close;
  }
  return blocks;
}

/**
 * Whether `actual` shows what an output block promises: white space is ignored (a long JSON
 * answer may be wrapped for the page), and `…` stands for anything left out (answers trimmed,
 * ids and times that differ each run); the pieces between must appear in this order.
 */
export function outputMatches(expected: string, actual: string): { ok: true } | { ok: false; missing: string } {
  const squeeze = (text: string) => text.replace(/\s+/g, '');
  const seen = squeeze(actual);
  let from = 0;
  for (const piece of expected.split('…').map(squeeze).filter(Boolean)) {
    const at = seen.indexOf(piece, from);
    if (at === -1) return { ok: false, missing: piece };
    from = at + piece.length;
  }
  return { ok: true };
}

/** Targets of markdown links and images `[text](target)`, outside code blocks and code spans. */
export function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!);
}
