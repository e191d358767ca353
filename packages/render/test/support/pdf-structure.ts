import { expect } from 'vitest';

/** Checks the cross-reference table by hand: each entry's offset is where its object begins. */
export function expectTableToMatchObjects(bytes: Uint8Array): void {
  const text = Buffer.from(bytes).toString('latin1');
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
  const table = text.slice(start).split('\n');
  expect(table[0]).toBe('xref');
  const count = Number(table[1]!.split(' ')[1]);
  expect(table[2]).toBe('0000000000 65535 f ');
  for (let object = 1; object < count; object++) {
    const entry = table[2 + object]!;
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    expect(text.slice(Number(entry.slice(0, 10)))).toMatch(new RegExp(`^${object} 0 obj\n`));
  }
  expect(text).toContain(`trailer\n<< /Size ${count} /Root 1 0 R >>`);
}
