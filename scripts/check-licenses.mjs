#!/usr/bin/env node
// License check: walks the production dependency tree of every published package in
// packages/ (dependencies, optionalDependencies and required peers, as npm installs them for a
// user) through node_modules, and fails on any license outside the allowed list: AGPL and GPL
// (they would bind the users of the service or the library), and unknown or missing licenses.
//
// Usage: node scripts/check-licenses.mjs [workspace root]   (default: this repository)
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Permissive licenses (SPDX ids): no obligation beyond keeping the notice. */
const ALLOWED = new Set([
  'MIT', 'MIT-0', 'ISC', 'BSD-2-Clause', 'BSD-3-Clause', '0BSD', 'Apache-2.0', 'BlueOak-1.0.0', 'CC0-1.0',
  'CC-BY-3.0', 'CC-BY-4.0', 'Unlicense', 'Python-2.0', 'Zlib', 'WTFPL',
  // File-level copyleft: only changes to the MPL files themselves must be shared; used unmodified (resvg).
  'MPL-2.0',
]);

/**
 * LGPL is allowed only for these packages: each is a separate shared library loaded at run time
 * and replaceable by the user, which is what the LGPL asks of a program that uses the library.
 */
const LGPL_ALLOWED = [
  { pattern: /^@img\/sharp-libvips-/, why: "libvips, the prebuilt shared library sharp loads; sharp itself is Apache-2.0" },
];

/** An SPDX expression's verdict: OR needs one allowed side, AND both; `WITH` exceptions judged by their license. */
export function allowedExpression(expression, name) {
  const tokens = expression.replace(/[()]/g, ' $& ').trim().split(/\s+/);
  let at = 0;
  const orExpression = () => {
    let value = andExpression();
    while (tokens[at]?.toUpperCase() === 'OR') { at++; const right = andExpression(); value = value || right; }
    return value;
  };
  const andExpression = () => {
    let value = term();
    while (tokens[at]?.toUpperCase() === 'AND') { at++; const right = term(); value = value && right; }
    return value;
  };
  const term = () => {
    const token = tokens[at++];
    if (token === '(') { const value = orExpression(); at++; return value; }
    if (tokens[at]?.toUpperCase() === 'WITH') at += 2;
    return allowedLicense((token ?? '').replace(/\+$/, ''), name);
  };
  return orExpression();
}

function allowedLicense(id, name) {
  if (ALLOWED.has(id)) return true;
  if (/^LGPL-/.test(id)) return LGPL_ALLOWED.some((entry) => entry.pattern.test(name));
  return false;
}

/** The license a manifest declares, as an SPDX expression, or undefined (missing, `SEE LICENSE IN …`, `UNLICENSED`). */
export function declaredLicense(manifest) {
  const raw = manifest.license ?? manifest.licenses;
  const text = typeof raw === 'string' ? raw
    : Array.isArray(raw) ? raw.map((entry) => (typeof entry === 'string' ? entry : entry?.type)).filter(Boolean).join(' OR ')
    : raw?.type;
  if (!text || /^SEE LICEN[CS]E IN /i.test(text) || text === 'UNLICENSED') return undefined;
  return text;
}

const readManifest = (directory) => JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8'));

/** Where `name` resolves from `directory`, as Node does: the nearest node_modules/<name> up the tree (real path). */
function resolvePackage(name, directory) {
  for (let at = directory; ; at = dirname(at)) {
    const candidate = join(at, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(at) === at) return undefined;
  }
}

/** The production dependencies of a manifest: name → whether the install may lack it (optional). */
function productionDependencies(manifest) {
  const dependencies = new Map();
  for (const name of Object.keys(manifest.dependencies ?? {})) dependencies.set(name, false);
  for (const name of Object.keys(manifest.optionalDependencies ?? {})) dependencies.set(name, true);
  for (const name of Object.keys(manifest.peerDependencies ?? {})) {
    if (!dependencies.has(name)) dependencies.set(name, manifest.peerDependenciesMeta?.[name]?.optional === true);
  }
  return dependencies;
}

/** Every package of the published packages' production trees, with the problems found. */
export function checkLicenses(root) {
  const packagesDir = join(root, 'packages');
  const published = readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(packagesDir, entry.name, 'package.json')))
    .map((entry) => realpathSync(join(packagesDir, entry.name)))
    .filter((directory) => readManifest(directory).private !== true);
  const seen = new Map();
  const problems = [];
  const visit = (directory, chain) => {
    if (seen.has(directory)) return;
    const manifest = readManifest(directory);
    const via = chain.length === 0 ? 'published' : `via ${chain.join(' > ')}`;
    const license = declaredLicense(manifest);
    const id = `${manifest.name}@${manifest.version}`;
    seen.set(directory, { id, license });
    if (license === undefined) problems.push(`${id}: no license declared (${via})`);
    else if (!allowedExpression(license, manifest.name)) problems.push(`${id}: ${license} is not allowed (${via})`);
    for (const [name, optional] of productionDependencies(manifest)) {
      const found = resolvePackage(name, directory);
      if (found !== undefined) visit(found, [...chain, manifest.name]);
      else if (!optional) problems.push(`${name}: required by ${manifest.name} but not installed, so its license cannot be checked`);
    }
  };
  for (const directory of published) visit(directory, []);
  return { published: published.length, packages: [...seen.values()], problems };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  const { published, packages, problems } = checkLicenses(root);
  if (problems.length > 0) {
    console.error(`License check failed (${problems.length} of ${packages.length} packages):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const counts = {};
  for (const { license } of packages) counts[license] = (counts[license] ?? 0) + 1;
  console.log(`License check: ${packages.length} packages in the production trees of ${published} published packages, all allowed (${Object.entries(counts).map(([license, n]) => `${license} ${n}`).join(', ')}).`);
}
