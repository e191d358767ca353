import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importCircles } from './support/import-circles';

// No module of a package may reach itself through its own imports, type-only imports included:
// a circle makes load order matter and hides which of two files is the lower layer.

const REPO = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = readdirSync(join(REPO, 'packages')).filter((name) => existsSync(join(REPO, 'packages', name, 'src')));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.(ts|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The relative module specifiers of a file: imports, re-exports and `import()` calls. */
function relativeSpecifiers(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.filter((specifier) => specifier.startsWith('.'));
}

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier).replace(/\.(js|mjs)$/, '');
  return [`${base}.ts`, `${base}.mts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const targets = relativeSpecifiers(file).flatMap((specifier) => resolveModule(file, specifier) ?? []);
    graph.set(relative(root, file), targets.map((target) => relative(root, target)));
  }
  return graph;
}

describe('import circles', () => {
  it.each(PACKAGES)('packages/%s/src has none', (name) => {
    const circles = importCircles(importGraph(join(REPO, 'packages', name, 'src')));
    expect(circles.map((circle) => circle.join(' → '))).toEqual([]);
  });

  it('finds a circle of two, of three, and none in a chain', () => {
    expect(importCircles(new Map([['a', ['b']], ['b', ['a']]]))).toEqual([['a', 'b', 'a']]);
    expect(importCircles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c', 'a']]);
    expect(importCircles(new Map([['a', ['b']], ['b', ['c']], ['c', []]]))).toEqual([]);
  });

  it('finds none in any graph whose imports all point to later files, and one once a chain is closed', () => {
    const forwardGraph = fc.integer({ min: 2, max: 12 }).chain((size) =>
      fc.array(fc.tuple(fc.nat(size - 1), fc.nat(size - 1)), { maxLength: 40 }).map((pairs) => ({ size, pairs })),
    );
    fc.assert(
      fc.property(forwardGraph, ({ size, pairs }) => {
        const name = (n: number) => `m${String(n).padStart(2, '0')}`;
        const graph = new Map(Array.from({ length: size }, (_, n) => [name(n), [] as string[]]));
        for (const [a, b] of pairs) if (a < b) graph.get(name(a))!.push(name(b));
        expect(importCircles(graph)).toEqual([]);
        // Close a chain 0 → 1 → … → last with an import back to 0: exactly one circle, through 0.
        for (let n = 0; n + 1 < size; n++) graph.get(name(n))!.push(name(n + 1));
        graph.get(name(size - 1))!.push(name(0));
        const circles = importCircles(graph);
        expect(circles).toHaveLength(1);
        expect(circles[0]![0]).toBe(name(0));
        expect(circles[0]!.at(-1)).toBe(name(0));
      }),
    );
  });
});
