import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// What npm users import is the entries' exports and whatever those re-export: none of it may
// come from src/internal/, whose files are free to change shape from one release to the next.

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const INTERNAL = join(PACKAGE, 'src', 'internal');

type Read = (path: string) => string | undefined;

const readSource: Read = (path) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

function resolveModule(from: string, specifier: string, read: Read): string | undefined {
  const base = resolve(dirname(from), specifier).replace(/\.(js|mjs)$/, '');
  return [`${base}.ts`, join(base, 'index.ts')].find((candidate) => read(candidate) !== undefined);
}

/**
 * Every export reachable from `entries` that comes from a file under `internal`, as
 * "file: specifier": re-exports (`export … from`, followed through the files they name) and
 * imported names exported again (`import { a } …; export { a }`).
 */
function internalExports(entries: readonly string[], internal: string, read: Read = readSource): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const isInternal = (path: string) => !relative(internal, path).startsWith('..');
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = ts.createSourceFile(file, read(file) ?? '', ts.ScriptTarget.Latest, false);
    const importedFrom = new Map<string, string>();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const bindings = statement.importClause?.namedBindings;
      const names = [statement.importClause?.name?.text, ...(bindings && ts.isNamedImports(bindings) ? bindings.elements.map((element) => element.name.text) : [])];
      for (const name of names) if (name) importedFrom.set(name, statement.moduleSpecifier.text);
    }
    for (const statement of source.statements) {
      if (!ts.isExportDeclaration(statement)) continue;
      const where = relative(PACKAGE, file);
      if (statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
        const target = resolveModule(file, statement.moduleSpecifier.text, read);
        if (target === undefined) continue;
        if (isInternal(target)) found.push(`${where}: ${statement.moduleSpecifier.text}`);
        else visit(target);
      } else if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          const specifier = importedFrom.get((element.propertyName ?? element.name).text);
          const target = specifier?.startsWith('.') ? resolveModule(file, specifier, read) : undefined;
          if (target !== undefined && isInternal(target)) found.push(`${where}: ${specifier}`);
        }
      }
    }
  };
  entries.forEach(visit);
  return found;
}

/** The package's entries: its `exports` (as run from the repository) and its `bin`. */
function entryFiles(): string[] {
  const manifest = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as { exports: Record<string, string>; bin: Record<string, string> };
  return [...Object.values(manifest.exports), ...Object.values(manifest.bin)].map((path) => join(PACKAGE, path));
}

describe('the public surface', () => {
  it('has entries to check: index, svg, node, scan-check, frames and the CLI', () => {
    expect(entryFiles().map((path) => relative(PACKAGE, path)).sort()).toEqual(['src/cli.ts', 'src/frames/index.ts', 'src/index.ts', 'src/node.ts', 'src/render-svg.ts', 'src/scan-check/index.ts']);
  });

  it('exports nothing from src/internal/, directly or through another file', () => {
    expect(internalExports(entryFiles(), INTERNAL)).toEqual([]);
  });

  it('would catch a direct re-export, one through another file, and an imported name exported again', () => {
    const files: Record<string, string> = {
      '/p/src/index.ts': "export { a } from './internal/a';\nexport * from './middle';\nexport { c } from './clean';",
      '/p/src/middle.ts': "export type { B } from './internal/b';",
      '/p/src/clean.ts': "import { d } from './internal/d';\nexport const c = d;",
      '/p/src/again.ts': "import { e } from './internal/e';\nexport { e };",
      '/p/src/internal/a.ts': '',
      '/p/src/internal/b.ts': '',
      '/p/src/internal/d.ts': '',
      '/p/src/internal/e.ts': '',
    };
    const found = internalExports(['/p/src/index.ts', '/p/src/again.ts'], '/p/src/internal', (path) => files[path]);
    expect(found.map((line) => line.replace(/^.*src\//, ''))).toEqual(['index.ts: ./internal/a', 'middle.ts: ./internal/b', 'again.ts: ./internal/e']);
  });
});
