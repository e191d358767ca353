// The package.json each tarball really ships: no workspace protocol left, and every entry it
// names (exports, main, types, bin) is a file in the tarball under dist/, bins with a shebang.
import { execFileSync } from 'node:child_process';

const failures = [];
for (const tarball of process.argv.slice(2)) {
  const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n').filter(Boolean);
  const files = new Set(listing.map((entry) => entry.replace(/^package\//, './')));
  const read = (path) => execFileSync('tar', ['-xOzf', tarball, `package/${path.slice(2)}`], { encoding: 'utf8' });
  const manifest = JSON.parse(read('./package.json'));
  const fail = (message) => failures.push(`${manifest.name}: ${message}`);

  const text = JSON.stringify(manifest);
  if (text.includes('workspace:')) fail('the workspace protocol is still in package.json');
  for (const [name, range] of Object.entries(manifest.dependencies ?? {})) {
    if (name.startsWith('@quietzone/') && !/^\d+\.\d+\.\d+$/.test(range)) fail(`dependency ${name} is "${range}", not a version`);
  }
  for (const required of ['./README.md', './LICENSE']) if (!files.has(required)) fail(`${required} is not in the tarball`);
  if (manifest.publishConfig) fail('publishConfig was not applied (pack with pnpm)');

  const targets = [];
  const collect = (value) => {
    if (typeof value === 'string') targets.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(manifest.exports);
  collect([manifest.main, manifest.module, manifest.types]);
  const bins = typeof manifest.bin === 'string' ? [manifest.bin] : Object.values(manifest.bin ?? {});
  for (const target of [...targets, ...bins]) {
    if (target === './package.json') continue;
    if (!target.startsWith('./dist/')) fail(`${target} is not under ./dist/`);
    else if (!files.has(target)) fail(`${target} is not in the tarball`);
  }
  for (const bin of bins) if (files.has(bin) && !read(bin).startsWith('#!/usr/bin/env node')) fail(`${bin} has no shebang`);
  console.log(`${manifest.name}@${manifest.version}: ${listing.length} files, entries ${[...new Set([...targets, ...bins])].join(' ')}`);
}
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
