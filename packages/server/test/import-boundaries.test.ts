import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * What may import what in packages/server/src (README "What may import what").
 * Imports are read from the parsed source; `import type` is free (types carry no behaviour),
 * only value imports are bound by the rules.
 */

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

interface Import {
  /** The importing file, relative to src/. */
  readonly from: string;
  /** The imported module: a path relative to src/ (no extension) or a package name. */
  readonly target: string;
  readonly typeOnly: boolean;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) ? [relative(SRC, path).split(sep).join('/')] : [];
  });
}

export function importsOf(file: string, text: string): Import[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Import[] = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const typeOnly = isImport
      ? (statement.importClause?.isTypeOnly ?? false) ||
        (statement.importClause?.namedBindings !== undefined &&
          ts.isNamedImports(statement.importClause.namedBindings) &&
          statement.importClause.name === undefined &&
          statement.importClause.namedBindings.elements.length > 0 &&
          statement.importClause.namedBindings.elements.every((element) => element.isTypeOnly))
      : statement.isTypeOnly;
    const module = specifier.text;
    const target = module.startsWith('.') ? normalize(join(dirname(file), module)).split(sep).join('/') : module;
    found.push({ from: file, target, typeOnly });
  }
  return found;
}

const folderOf = (path: string) => (path.includes('/') ? path.slice(0, path.indexOf('/')) : '');
/** A store file sits in a resource's store/ folder (`codes/store/codes.ts`); `path` may lack its extension. */
const isStore = (path: string) => path.split('/').slice(0, -1).includes('store');
/** A route declaration file is named `<resource>-routes.ts` and sits in its resource's folder. */
const isRouteFile = (path: string) => /-routes(\.ts)?$/.test(path);
const ALL_IMPORTS = sourceFiles(SRC).flatMap((file) => importsOf(file, readFileSync(join(SRC, file), 'utf8')));
const valueImports = ALL_IMPORTS.filter((entry) => !entry.typeOnly);
const describeImport = (entry: Import) => `${entry.from} → ${entry.target}`;

describe('import boundaries of the server', () => {
  it('reads the imports it checks (the rules below see the whole tree)', () => {
    expect(ALL_IMPORTS.length).toBeGreaterThan(500);
    expect(ALL_IMPORTS).toContainEqual({ from: 'codes/code-routes.ts', target: 'codes/create-code', typeOnly: false });
    expect(ALL_IMPORTS).toContainEqual({ from: 'codes/store/codes.ts', target: 'db/query-page', typeOnly: false });
    expect(importsOf('store/x.ts', "import type { A } from '../a/b';\nimport { type B } from '../c';\nimport { C } from '../d';")).toEqual([
      { from: 'store/x.ts', target: 'a/b', typeOnly: true },
      { from: 'store/x.ts', target: 'c', typeOnly: true },
      { from: 'store/x.ts', target: 'd', typeOnly: false },
    ]);
  });

  it('tells store files and route files by their place and name', () => {
    expect(['codes/store/codes.ts', 'passports/store/passports', 'app/store/cache-notifications.ts'].every(isStore)).toBe(true);
    expect(['codes/create-code.ts', 'store.ts', 'codes/store-code', 'db/query-page.ts'].some(isStore)).toBe(false);
    expect(['codes/code-routes.ts', 'http/all-routes', 'passports/resolver/resolver-routes.ts'].every(isRouteFile)).toBe(true);
    expect(['codes/create-code.ts', 'http/route.ts', 'codes/routes-of-code.ts'].some(isRouteFile)).toBe(false);
  });

  it('a store folder runs statements and maps rows: it needs only db/, other store files, id generation and core', () => {
    const allowed = (target: string) => folderOf(target) === 'db' || isStore(target) || target === 'new-id' || !target.includes('/') || target.startsWith('@quietzone/core') || target.startsWith('node:');
    expect(valueImports.filter((entry) => isStore(entry.from) && !allowed(entry.target)).map(describeImport)).toEqual([]);
  });

  it('db/ is the database layer: it knows the configuration and nothing else of the server', () => {
    const allowed = (target: string) => folderOf(target) === 'db' || target === 'config' || !target.startsWith('.') && !target.includes('/') || target.startsWith('@') || target.startsWith('node:');
    expect(ALL_IMPORTS.filter((entry) => folderOf(entry.from) === 'db' && entry.target.includes('/') && !allowed(entry.target)).map(describeImport)).toEqual([]);
  });

  it('route tables are mounted, never called: only the route list, the app and the document see them', () => {
    const mounters = new Set(['http/all-routes.ts', 'http/create-app.ts', 'openapi/all-operations.ts', 'index.ts']);
    expect(valueImports.filter((entry) => isRouteFile(entry.target) && !isRouteFile(entry.from) && !mounters.has(entry.from)).map(describeImport)).toEqual([]);
  });

  it('operations do not answer HTTP: no resource folder builds an envelope or reads a request', () => {
    const httpOnly = new Set(['http/envelope', 'http/read-input', 'http/read-multipart-file', 'http/route']);
    const layers = new Set(['http', 'openapi', 'app']);
    const offenders = valueImports.filter((entry) => folderOf(entry.from) !== '' && !layers.has(folderOf(entry.from)) && !isRouteFile(entry.from) && httpOnly.has(entry.target));
    expect(offenders.map(describeImport)).toEqual([]);
  });

  it('core and render stay below the server: they never import it', () => {
    for (const pkg of ['core', 'render']) {
      const root = fileURLToPath(new URL(`../../${pkg}/src/`, import.meta.url));
      const offenders = sourceFilesOf(root).filter((file) => /from '@quietzone\/server'|from '\.\.\/\.\.\/server/.test(readFileSync(file, 'utf8')));
      expect(offenders, pkg).toEqual([]);
    }
  });
});

function sourceFilesOf(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFilesOf(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}
