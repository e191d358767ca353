/** The column letters of a zero-based column index: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}

/** A cell reference (`C5`, `AA12`) as zero-based column and one-based row, or undefined when it is not one. */
export function parseCellRef(ref: string): { column: number; row: number } | undefined {
  const match = /^([A-Za-z]{1,3})([0-9]+)$/.exec(ref);
  if (!match) return undefined;
  let column = 0;
  for (const letter of match[1]!.toUpperCase()) column = column * 26 + (letter.charCodeAt(0) - 64);
  return { column: column - 1, row: Number(match[2]) };
}
