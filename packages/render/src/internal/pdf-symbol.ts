import { packedDarkRuns } from '../dark-runs';
import { gridOf, type WriterMatrix } from '../matrix';
import { setColor } from './pdf-color';
import { pdfNumber } from './pdf-syntax';
import type { PrintColor } from './print-color';
import { writeDecimal } from './write-decimal';

/** Where and how a symbol is drawn on a page. */
export interface SymbolPlacement {
  /** Points per module. */
  readonly scale: number;
  /** The quiet zone's lower-left corner on the page, in points. */
  readonly x: number;
  readonly y: number;
  /** Light modules around the symbol. */
  readonly quiet: number;
  /** Behind code and quiet zone; `transparent` draws nothing there. */
  readonly background: PrintColor | 'transparent';
  /** The runs' fill color, or `undefined` to keep the current one (a page's initial black). */
  readonly fill: PrintColor | undefined;
  /** Drawn instead of the filled runs: a styled symbol's own paths and paints. */
  readonly styled?: readonly string[];
}

/**
 * One symbol in a graphics state of its own, in module units under one scaling `cm`: its
 * background square, then its dark runs, then `overlay` (a logo) before the state is restored.
 */
export function symbolOperators(matrix: WriterMatrix, { scale, x, y, quiet, background, fill, styled }: SymbolPlacement, overlay: readonly string[] = []): (string | Uint8Array)[] {
  const { width, height } = gridOf(matrix);
  return [
    'q',
    `${pdfNumber(scale)} 0 0 ${pdfNumber(scale)} ${pdfNumber(x, 4)} ${pdfNumber(y, 4)} cm`,
    ...(background === 'transparent' ? [] : [...setColor(background), `0 0 ${width + 2 * quiet} ${height + 2 * quiet} re`, 'f']),
    ...(styled ?? [...(fill ? setColor(fill) : []), symbolRunBytes(matrix, quiet)]),
    ...overlay,
    'Q',
  ];
}

/** The longest run operation, `xxx yyy lll 1 re` and its line feed. */
const MAX_RUN_BYTES = 17;
const SPACE = 0x20;
/** ` 1 re` and a line feed: every run is one module high. */
const RUN_TAIL = Uint8Array.from(' 1 re\n', (character) => character.charCodeAt(0));
/** `f` and a line feed. */
const FILL = Uint8Array.from('f\n', (character) => character.charCodeAt(0));

/**
 * The symbol's dark runs in module units (origin at the quiet zone's bottom-left corner), one
 * `re` a line, filled once with `f` (PDF 32000-1 §8.5.3): small integer coordinates, no seams
 * between modules. Written digit by digit into bytes, as the EPS writer does (a string per
 * run was most of a writer's time). Empty when the matrix has no dark module.
 */
export function symbolRunBytes(matrix: WriterMatrix, quiet: number): Uint8Array {
  const runs = packedDarkRuns(matrix);
  if (runs.length === 0) return new Uint8Array(0);
  const bytes = new Uint8Array((runs.length / 3) * MAX_RUN_BYTES + FILL.length);
  let at = 0;
  for (let i = 0; i < runs.length; i += 3) {
    at = writeDecimal(bytes, at, quiet + runs[i]!);
    bytes[at++] = SPACE;
    // PDF user space grows upwards; matrix rows grow downwards.
    at = writeDecimal(bytes, at, flipRow(matrix, runs[i + 1]!, 1, quiet));
    bytes[at++] = SPACE;
    at = writeDecimal(bytes, at, runs[i + 2]!);
    bytes.set(RUN_TAIL, at);
    at += RUN_TAIL.length;
  }
  bytes.set(FILL, at);
  return bytes.subarray(0, at + FILL.length);
}

/** The bottom edge, in upward module units, of `height` rows starting at matrix row `row`. */
export function flipRow(matrix: WriterMatrix, row: number, height: number, quiet: number): number {
  return quiet + gridOf(matrix).height - row - height;
}

const encoder = new TextEncoder();

/** Text lines and byte runs joined into one content stream: each string is its own line. */
export function contentBytes(parts: readonly (string | Uint8Array)[]): Uint8Array {
  const chunks = parts.map((part) => (typeof part === 'string' ? encoder.encode(`${part}\n`) : part));
  const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
