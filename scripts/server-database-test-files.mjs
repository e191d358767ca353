#!/usr/bin/env node
// Lists the server test files whose run depends on TEST_DATABASE_URL, for CI's second pass of the
// server suite on PostgreSQL: the files that reach test/helpers/test-db.ts through their relative
// imports (source files included), or that read TEST_DATABASE_URL themselves, and every
// `*.postgres.test.ts`. Any other file runs the very same code in both passes, so running it
// again on PostgreSQL checks nothing new.
//
// Usage: node scripts/server-database-test-files.mjs [server package directory]
//   prints one path per line, relative to the workspace root (vitest filters).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const DATABASE_HELPER = 'test/helpers/test-db.ts';
const DATABASE_VARIABLE = 'TEST_DATABASE_URL';
const RELATIVE_IMPORT = /(?:from|import\(|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The test files of `serverDir/test` that depend on the database pass, sorted. */
export function databaseTestFiles(serverDir) {
  const helper = resolve(serverDir, DATABASE_HELPER);
  const tests = testFiles(join(serverDir, 'test'));
  // The relative-import graph from the test files, walked backwards from what touches the database.
  const importers = new Map();
  const touching = [];
  const seen = new Set();
  const pending = [...tests];
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    if (file === helper || text.includes(DATABASE_VARIABLE)) touching.push(file);
    for (const [, specifier] of text.matchAll(RELATIVE_IMPORT)) {
      const imported = resolveSource(file, specifier);
      if (imported === undefined) continue;
      if (!importers.has(imported)) importers.set(imported, []);
      importers.get(imported).push(file);
      pending.push(imported);
    }
  }
  const depends = new Set();
  while (touching.length > 0) {
    const file = touching.pop();
    if (depends.has(file)) continue;
    depends.add(file);
    touching.push(...(importers.get(file) ?? []));
  }
  return tests.filter((file) => file.endsWith('.postgres.test.ts') || depends.has(file)).sort();
}

function resolveSource(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, base.replace(/\.js$/, '.ts'), join(base, 'index.ts')];
  return candidates.find((candidate) => /\.[cm]?[tj]s$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile());
}

function testFiles(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const workspace = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const serverDir = resolve(process.argv[2] ?? join(workspace, 'packages/server'));
  for (const file of databaseTestFiles(serverDir)) console.log(relative(workspace, file));
}
