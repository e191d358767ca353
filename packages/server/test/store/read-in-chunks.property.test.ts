import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readInChunks, type KeysetPosition } from '../../src/db/read-in-chunks';

/** A keyset read over `rows` (sorted by at, id), as the store's statements answer. */
function reader(rows: readonly KeysetPosition[], reads: (KeysetPosition | null)[]) {
  return async (after: KeysetPosition | null, size: number): Promise<KeysetPosition[]> => {
    reads.push(after);
    const start = after === null ? 0 : rows.findIndex((row) => row.at === after.at && row.id === after.id) + 1;
    return rows.slice(start, start + size);
  };
}

const rowsOf = (n: number): KeysetPosition[] => Array.from({ length: n }, (_, i) => ({ at: new Date(i * 1000).toISOString(), id: `r${i}` }));

describe('readInChunks', () => {
  it('yields every row once, in order, in chunks of at most size, with one read per chunk and one past a full last chunk', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(60), fc.integer({ min: 1, max: 12 }), async (n, size) => {
        const rows = rowsOf(n);
        const reads: (KeysetPosition | null)[] = [];
        const chunks: KeysetPosition[][] = [];
        for await (const chunk of readInChunks(reader(rows, reads), size, (row) => row)) chunks.push(chunk);
        expect(chunks.flat()).toEqual(rows);
        expect(chunks.every((chunk) => chunk.length > 0 && chunk.length <= size)).toBe(true);
        expect(reads.length).toBe(Math.floor(n / size) + 1);
        expect(reads[0]).toBeNull();
      }),
    );
  });

  it('reads a chunk only when the consumer asks for it', async () => {
    const reads: (KeysetPosition | null)[] = [];
    const chunks = readInChunks(reader(rowsOf(10), reads), 3, (row) => row);
    expect(reads).toEqual([]);
    await chunks.next();
    expect(reads.length).toBe(1);
    await chunks.return(undefined);
    expect(reads.length).toBe(1);
  });
});
