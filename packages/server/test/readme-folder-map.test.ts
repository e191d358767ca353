import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server README's folder map is how a newcomer finds a file: every top-level folder of
 * src/ has its row, and no row names a folder that is gone.
 */

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const README = fileURLToPath(new URL('../README.md', import.meta.url));

/** The folders named in the first column of the table under `### The folders`. */
export function mappedFolders(readme: string): string[] {
  const start = readme.indexOf('### The folders');
  if (start < 0) return [];
  const next = readme.indexOf('\n### ', start + 1);
  const section = readme.slice(start, next < 0 ? undefined : next);
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([a-z0-9-]+)\/`/g)].map((match) => match[1]!));
}

const topLevelFolders = () => readdirSync(SRC, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

describe("the server README's folder map", () => {
  it('names every top-level folder of src/, and only those', () => {
    const mapped = mappedFolders(readFileSync(README, 'utf8'));
    expect(mapped.length).toBeGreaterThan(20);
    expect(new Set(mapped).size, 'a folder has one row').toBe(mapped.length);
    expect([...mapped].sort()).toEqual(topLevelFolders().sort());
  });

  it('reads the folders of the table and nothing else', () => {
    const readme = [
      '### The folders',
      'Text naming `prose/`.',
      '| folder | holds | example |',
      '|---|---|---|',
      '| `codes/` | codes, with `codes/import` | `codes/create-code.ts` |',
      '| `app/` | wiring | `app/app-context.ts`, `other/` |',
      '',
      '### What may import what',
      '| `later/` | not the map | |',
    ].join('\n');
    expect(mappedFolders(readme)).toEqual(['codes', 'app']);
    expect(mappedFolders('# no map')).toEqual([]);
  });
});
