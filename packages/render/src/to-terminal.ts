import type { ErrorCorrection } from '@quietzone/core';
import { DEFAULT_ERROR_CORRECTION } from '@quietzone/core';
import { encodeQr } from './matrix';
import { LIBRARY_LIMITS } from './render-options';
import { QUIET_ZONE_MODULES } from './writer-options';

export interface TerminalOptions {
  readonly ecc?: ErrorCorrection;
  /** Light modules around the code; default 4 (a scanner needs them, also on a screen). */
  readonly margin?: number;
  /**
   * Default true: ANSI colors set black on white, so the code scans on a dark terminal too.
   * False writes plain UTF-8 blocks for dark modules (a light background must be behind them).
   */
  readonly ansi?: boolean;
}

// Two module rows per text line: upper half, lower half, both, neither (U+2580, U+2584, U+2588).
const UPPER = '\u2580';
const LOWER = '\u2584';
const FULL = '\u2588';
/** SGR 30 (black foreground) on 47 (white background), then reset (ECMA-48 §8.3.117). */
const BLACK_ON_WHITE = '\u001b[30;47m';
const RESET = '\u001b[0m';

/** The code as UTF-8 half blocks, one text line per two module rows, lines joined by `\n`. */
export function toTerminal(content: string, options: TerminalOptions = {}): string {
  const { ecc = DEFAULT_ERROR_CORRECTION, margin = QUIET_ZONE_MODULES, ansi = true } = options;
  if (!Number.isInteger(margin) || margin < LIBRARY_LIMITS.margin.min || margin > LIBRARY_LIMITS.margin.max) {
    throw new RangeError(`margin must be an integer from ${LIBRARY_LIMITS.margin.min} to ${LIBRARY_LIMITS.margin.max} modules, got ${String(margin)}`);
  }
  if (typeof content !== 'string' || content.length === 0) throw new TypeError('content must be a non-empty string');
  const { size, modules } = encodeQr(content, { ecc });
  const side = size + 2 * margin;
  const dark = (x: number, y: number) => {
    const column = x - margin;
    const row = y - margin;
    return column >= 0 && row >= 0 && column < size && row < size && modules[row * size + column] === 1;
  };
  const lines: string[] = [];
  for (let y = 0; y < side; y += 2) {
    let line = '';
    for (let x = 0; x < side; x++) {
      const top = dark(x, y);
      const bottom = y + 1 < side && dark(x, y + 1);
      line += top && bottom ? FULL : top ? UPPER : bottom ? LOWER : ' ';
    }
    lines.push(ansi ? BLACK_ON_WHITE + line + RESET : line);
  }
  return lines.join('\n');
}
