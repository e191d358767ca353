import { MASK_COUNT } from './data-mask';
import { maskPenalty } from './mask-penalty';
import { maskSymbol } from './mask-symbol';
import type { SymbolTemplate } from './symbol-template';

const MAX_LINE_WORDS = 177 * 6; // version 40: 177 lines of 6 words
const candidateRows = new Int32Array(MAX_LINE_WORDS);
const candidateColumns = new Int32Array(MAX_LINE_WORDS);

/**
 * The data mask of lowest penalty (ISO/IEC 18004 §7.8.3; mask-penalty.ts) for the unmasked
 * symbol `rows`/`columns` at level `eccIndex`, ties going to the lowest mask number. A mask
 * stops being scored as soon as it cannot beat the best so far.
 */
export function selectMask(template: SymbolTemplate, eccIndex: number, rows: Int32Array, columns: Int32Array): number {
  let best = 0;
  let bestPenalty = Infinity;
  for (let mask = 0; mask < MASK_COUNT; mask++) {
    maskSymbol(template, eccIndex, mask, rows, columns, candidateRows, candidateColumns);
    const penalty = maskPenalty(candidateRows, candidateColumns, template.size, bestPenalty);
    if (penalty < bestPenalty) {
      best = mask;
      bestPenalty = penalty;
    }
  }
  return best;
}
