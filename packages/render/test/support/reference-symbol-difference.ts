/**
 * 'identical', or how two module arrays of one size differ and where first (row-major), so a
 * failing comparison names a module instead of printing 31,329 array entries.
 */
export function symbolDifference(
  actual: { size: number; modules: Uint8Array },
  expected: { size: number; modules: Uint8Array },
): string {
  if (actual.size !== expected.size) return `size ${actual.size} instead of ${expected.size}`;
  let count = 0;
  let first = -1;
  for (let index = 0; index < expected.modules.length; index++) {
    if (actual.modules[index] !== expected.modules[index]) {
      if (first < 0) first = index;
      count++;
    }
  }
  if (count === 0) return 'identical';
  const row = Math.floor(first / expected.size);
  const column = first % expected.size;
  return `${count} of ${expected.modules.length} modules differ, the first at row ${row}, column ${column}`;
}
