/** Where a keyset read resumes: the last row sent, by its time and id. */
export interface KeysetPosition {
  readonly at: string;
  readonly id: string;
}

/**
 * Every row of a keyset read, `size` at a time, each chunk read only when the consumer asks for
 * it: `read(after, size)` gives the rows after `after` (null: from the start) in order, and
 * `position(row)` says where the next read starts. Memory stays at one chunk.
 */
export async function* readInChunks<Row>(
  read: (after: KeysetPosition | null, size: number) => Promise<Row[]>,
  size: number,
  position: (row: Row) => KeysetPosition,
): AsyncGenerator<Row[]> {
  let after: KeysetPosition | null = null;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = position(rows[rows.length - 1]!);
  }
}
