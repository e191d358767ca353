import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

// scripts/check-licenses.mjs (run by .ci/run) on fixture workspaces: a production tree with a GPL,
// AGPL, unlicensed or unexplained LGPL package fails naming it; a permissive one passes.

const SCRIPT = fileURLToPath(new URL('../scripts/check-licenses.mjs', import.meta.url));
const run = promisify(execFile);
const roots: string[] = [];

interface FixturePackage {
  readonly path: string;
  readonly manifest: Record<string, unknown>;
}

function workspace(packages: readonly FixturePackage[]): string {
  const root = mkdtempSync(join(tmpdir(), 'license-fixture-'));
  roots.push(root);
  for (const { path, manifest } of packages) {
    mkdirSync(join(root, path), { recursive: true });
    writeFileSync(join(root, path, 'package.json'), JSON.stringify({ version: '1.0.0', ...manifest }));
  }
  return root;
}

/** A published package depending on `dependency`, which depends on `nested` (hoisted, as npm installs). */
function tree(dependencyLicense: unknown, nestedLicense: unknown, extra: Record<string, unknown> = {}): string {
  return workspace([
    { path: 'packages/app', manifest: { name: '@fixture/app', license: 'MIT', dependencies: { direct: '^1' }, devDependencies: { 'dev-only': '^1' }, ...extra } },
    { path: 'packages/internal', manifest: { name: '@fixture/internal', private: true, license: 'MIT', dependencies: { 'dev-only': '^1' } } },
    { path: 'node_modules/direct', manifest: { name: 'direct', license: dependencyLicense, dependencies: { nested: '^1' } } },
    { path: 'node_modules/nested', manifest: { name: 'nested', license: nestedLicense } },
    { path: 'node_modules/dev-only', manifest: { name: 'dev-only', license: 'GPL-3.0-only' } },
    { path: 'node_modules/@img/sharp-libvips-linux-x64', manifest: { name: '@img/sharp-libvips-linux-x64', license: 'LGPL-3.0-or-later' } },
  ]);
}

async function check(root: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run(process.execPath, [SCRIPT, root]);
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('license check', () => {
  it('passes permissive trees; dev dependencies and private packages are not looked at', async () => {
    const result = await check(tree('MIT', '(MIT OR GPL-3.0-only)'));
    expect(result).toMatchObject({ code: 0 });
    expect(result.output).toContain('3 packages in the production trees of 1 published packages');
  });

  it.each([
    ['GPL', 'GPL-3.0-only', 'nested@1.0.0: GPL-3.0-only is not allowed (via @fixture/app > direct)'],
    ['AGPL', 'AGPL-3.0-or-later', 'nested@1.0.0: AGPL-3.0-or-later is not allowed'],
    ['GPL in an AND', 'MIT AND GPL-2.0-or-later', 'nested@1.0.0: MIT AND GPL-2.0-or-later is not allowed'],
    ['LGPL not on the list', 'LGPL-2.1-only', 'nested@1.0.0: LGPL-2.1-only is not allowed'],
    ['no license', undefined, 'nested@1.0.0: no license declared'],
    ['SEE LICENSE IN', 'SEE LICENSE IN LICENSE.txt', 'nested@1.0.0: no license declared'],
  ])('a nested %s package fails, named with the path to it', async (_, license, message) => {
    const result = await check(tree('MIT', license));
    expect(result.code).toBe(1);
    expect(result.output).toContain(message);
  });

  it('the allow-listed LGPL library passes as an optional dependency; a missing required one fails', async () => {
    expect((await check(tree('MIT', 'MIT', { optionalDependencies: { '@img/sharp-libvips-linux-x64': '^1', '@img/sharp-other-platform': '^1' } }))).code).toBe(0);
    const missing = await check(tree('MIT', 'MIT', { dependencies: { direct: '^1', absent: '^1' } }));
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('absent: required by @fixture/app but not installed');
  });

  it('this workspace passes', async () => {
    const result = await check(join(dirname(SCRIPT), '..'));
    expect(result).toMatchObject({ code: 0 });
  });
});
