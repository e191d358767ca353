import type { PDFOperator, PDFPage } from 'pdf-lib';
import { darkRuns } from '../dark-runs';
import type { QrMatrix } from '../matrix';
import { QUIET_ZONE_MODULES } from '../writer-options';

type PdfLib = typeof import('pdf-lib');

/**
 * The symbol's dark runs in module units (origin at the quiet zone's bottom-left corner) as one
 * path filled once (PDF 32000-1 §8.5.3): small integer coordinates, no seams between modules.
 * Empty when the matrix has no dark module.
 */
export function darkRunPath({ fill, rectangle }: PdfLib, matrix: QrMatrix): PDFOperator[] {
  const operators: PDFOperator[] = [];
  for (const run of darkRuns(matrix)) {
    // PDF user space grows upwards; matrix rows grow downwards.
    operators.push(rectangle(QUIET_ZONE_MODULES + run.x, flipRow(matrix, run.y, 1), run.length, 1));
  }
  if (operators.length > 0) operators.push(fill());
  return operators;
}

/** The bottom edge, in upward module units, of `height` rows starting at matrix row `row`. */
function flipRow(matrix: QrMatrix, row: number, height: number): number {
  return QUIET_ZONE_MODULES + matrix.size - row - height;
}

/** pdf-lib gives every page empty /Font, /XObject and /ExtGState dictionaries and /Annots. */
export function dropEmptyEntries({ PDFDict, PDFName }: PdfLib, page: PDFPage): void {
  const resources = page.node.Resources();
  for (const name of ['Font', 'XObject', 'ExtGState']) {
    const key = PDFName.of(name);
    if (resources?.lookupMaybe(key, PDFDict)?.keys().length === 0) resources.delete(key);
  }
  page.node.delete(PDFName.of('Annots'));
}

/** Page coordinates in points to four decimals: a ten-thousandth of a point, the same bytes every time. */
export function roundPoints(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
