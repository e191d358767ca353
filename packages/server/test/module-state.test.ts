import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/**
 * Top-level `new …` that make true constants: nothing ever changes them after the module loads.
 * Keyed by `<file>: <name>`; add one only for a value that is immutable in fact (a URL, a
 * formatter), never for a container or a cache: per-app state belongs on the AppContext
 * (app/app-context.ts).
 */
const CONSTANT_INSTANCES: ReadonlySet<string> = new Set(['app/start-worker-pool.ts: TYPESCRIPT_WORKER_LOADER', 'codes/images/capacity-message.ts: DIGIT_GROUPS']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `<file>:<line>: <text>` of every module-level declaration that holds, or may hold, mutable state. */
function moduleStateFindings(file: string, text: string): string[] {
  const findings: string[] = [];
  const lines = text.split('\n');
  lines.forEach((own, index) => {
    // A declaration whose value starts on the next line (`const x =` then `  new Map()`).
    const line = /=\s*$/.test(own) ? `${own} ${(lines[index + 1] ?? '').trim()}` : own;
    const where = `${file}:${index + 1}: ${line.trim()}`;
    // Column 0 only: the module's own scope (functions and classes indent their bodies).
    if (/^(export\s+)?(let|var)\s/.test(line)) {
      findings.push(where);
      return;
    }
    const declaration = /^(?:export\s+)?const\s+([A-Za-z_$][\w$]*)\s*(?::\s*([^=]+))?=\s*(.*)$/.exec(line);
    if (!declaration) return;
    const [, name, type = '', value = ''] = declaration;
    // Empty containers filled later.
    if (/^(\[\s*\]|\{\s*\})\s*(as\s.*)?;?\s*$/.test(value)) {
      findings.push(where);
      return;
    }
    const constructed = /^new\s+([\w$.]+)/.exec(value)?.[1];
    if (constructed === undefined) return;
    // A Set or Map typed read-only is a lookup table, not state.
    if (/^(Set|Map)$/.test(constructed) && /^\s*Readonly(Set|Map)</.test(type)) return;
    if (CONSTANT_INSTANCES.has(`${file}: ${name}`)) return;
    findings.push(where);
  });
  return findings;
}

describe('no module-level mutable state in packages/server/src', () => {
  it('finds none: caches, listeners and other per-app state live on the AppContext', () => {
    const findings = sourceFiles(SRC).flatMap((path) => moduleStateFindings(relative(SRC, path).split('\\').join('/'), readFileSync(path, 'utf8')));
    expect(findings).toEqual([]);
  });

  it('would find each kind of module-level state', () => {
    const sample = [
      'let counter = 0;',
      'export let current: string | undefined;',
      'var legacy = 1;',
      'const caches = new WeakMap<object, string>();',
      'export const renderedImages = new RenderedImageCache(32, 1);',
      'const listeners: Listener[] = [];',
      'const byName: Record<string, number> = {};',
      'const seen = new Set<string>();',
      'const wrapped =',
      '  new Map<string, number>();',
    ].join('\n');
    expect(moduleStateFindings('sample.ts', sample)).toHaveLength(9);
  });

  it('lets constants through: frozen tables, read-only sets, indented locals, allow-listed instances', () => {
    const sample = [
      "const STATUS_WITHOUT_BODY: ReadonlySet<string> = new Set(['204', '304']);",
      'const LIMIT = 10;',
      "export const NAMES = ['a', 'b'] as const;",
      'function f() {',
      '  let local = 0;',
      '  const cache = new Map();',
      '}',
      "const DIGIT_GROUPS = new Intl.NumberFormat('en-US');",
    ].join('\n');
    expect(moduleStateFindings('codes/images/capacity-message.ts', sample)).toEqual([]);
  });
});
