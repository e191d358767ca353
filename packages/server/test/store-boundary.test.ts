import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Each resource's store/ folder holds its SQL statements (codes/store/codes.ts,
 * webhooks/store/webhook-queue.ts …). Outside a store/ folder (and db/, the database layer that
 * implements `Db`) no code calls `.query(…)` or `.exec(…)` on a database handle; it calls a
 * store function instead. Files are parsed, not grepped, so comments and strings that mention
 * `db.query(` do not count, and a regular-expression literal's `.exec(` is told apart.
 */

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
/** A file may run statements when it sits in a resource's store/ folder or in db/. */
const mayRunStatements = (file: string): boolean => file.startsWith('db/') || file.split('/').slice(0, -1).includes('store');

interface DatabaseCall {
  readonly line: number;
  readonly call: string;
}

/**
 * Every `x.query(…)` and `x.exec(…)` of a TypeScript source, whatever `x` is (`db`, `tx`,
 * `ctx.db`, `this.pool` …), except `exec` on a regular-expression literal (`/…/.exec(s)`).
 * A RegExp held in a variable and `.exec`ed counts too: use a literal or `.test`/`.match` there.
 */
function databaseCalls(fileName: string, text: string): DatabaseCall[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const calls: DatabaseCall[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const receiver = skipParentheses(node.expression.expression);
      const regexExec = method === 'exec' && receiver.kind === ts.SyntaxKind.RegularExpressionLiteral;
      if ((method === 'query' || method === 'exec') && !regexExec) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        calls.push({ line: line + 1, call: node.expression.getText(source) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

function skipParentheses(node: ts.Expression): ts.Expression {
  return ts.isParenthesizedExpression(node) ? skipParentheses(node.expression) : node;
}

/** The TypeScript and JavaScript files under `directory`, as paths relative to src/ with `/` separators. */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.[cm]?[jt]s$/.test(entry.name) ? [relative(SRC, path).split(sep).join('/')] : [];
  });
}

const callsOf = (file: string) => databaseCalls(file, readFileSync(join(SRC, file), 'utf8'));

describe('store boundary', () => {
  it('no file outside a store/ folder and db/ calls .query( or .exec( on a database handle', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const violations = files.filter((file) => !mayRunStatements(file)).flatMap((file) => callsOf(file).map(({ line, call }) => `${file}:${line} ${call}(…)`));
    expect(violations, 'move these statements into a <resource>/store/<table>.ts function').toEqual([]);
  });

  it('sees the statements where they belong (the walk and the matcher work on the real tree)', () => {
    const storeFiles = sourceFiles(SRC).filter((file) => mayRunStatements(file) && !file.startsWith('db/'));
    expect(storeFiles).toContain('codes/store/codes.ts');
    const inStore = storeFiles.flatMap((file) => callsOf(file));
    expect(inStore.length).toBeGreaterThan(50);
    expect(callsOf('db/migrate.ts').map((call) => call.call)).toContain('tx.exec');
  });

  it('tells store files from the others by their folder', () => {
    expect(['codes/store/codes.ts', 'codes/store/short-links.ts', 'db/query-page.ts', 'webhooks/store/webhook-queue.ts'].every(mayRunStatements)).toBe(true);
    expect(['codes/create-code.ts', 'codes/short-links/cached-redirect.ts', 'store.ts', 'codes/store-code.ts', 'http/idempotency.ts'].some(mayRunStatements)).toBe(false);
  });

  it('flags every form of a database call', () => {
    // A module (top-level await), as every source file is.
    const sample = [
      `export {};`,
      `const rows = await db.query('SELECT 1');`,
      `const [row] = await tx.query<{ n: number }>('SELECT count(*) AS n FROM codes WHERE id = $1', [id]);`,
      `await ctx.db.query(\`DELETE FROM link_rechecks\`);`,
      `await this.pool.exec(script);`,
      `await (db).query('SELECT 1');`,
      `const pending = db.query('SELECT 1').then(() => true);`,
    ].join('\n');
    expect(databaseCalls('sample.ts', sample)).toEqual([
      { line: 2, call: 'db.query' },
      { line: 3, call: 'tx.query' },
      { line: 4, call: 'ctx.db.query' },
      { line: 5, call: 'this.pool.exec' },
      { line: 6, call: '(db).query' },
      { line: 7, call: 'db.query' },
    ]);
  });

  it('ignores regular-expression exec, comments, strings and other methods', () => {
    const sample = [
      `export {};`,
      `const match = /^Bearer\\s+(\\S+)$/i.exec(header);`,
      `const mapped = (/^::ffff:(.+)$/i).exec(ip)?.[1];`,
      `// run it with db.query('SELECT 1') inside the transaction`,
      `/** tx.exec(script) runs a migration */`,
      `const text = "db.query('SELECT 1')";`,
      `const rows = await findCode(db, workspaceId, id);`,
      `const page = await queryPage(db, query, request);`,
      `await db.transaction(async (tx) => insertCode(tx, code));`,
    ].join('\n');
    expect(databaseCalls('sample.ts', sample)).toEqual([]);
  });
});
