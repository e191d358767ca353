import { MASK_COUNT } from './data-mask';
import { maskPenalty } from './mask-penalty';
import { maskSymbol } from './mask-symbol';
import type { SymbolTemplate } from './symbol-template';

const candidate = new Int32Array(177 * 6); // version 40: 177 rows of 6 words

/**
 * The data mask of lowest penalty (ISO/IEC 18004 §7.8.3; mask-penalty.ts) for the unmasked
 * symbol `rows` at level `eccIndex`, ties going to the lowest mask number. A mask stops being
 * scored as soon as it cannot beat the best so far.
 */
export function selectMask(template: SymbolTemplate, eccIndex: number, rows: Int32Array): number {
  let best = 0;
  let bestPenalty = Infinity;
  for (let mask = 0; mask < MASK_COUNT; mask++) {
    maskSymbol(template, eccIndex, mask, rows, candidate);
    const penalty = maskPenalty(candidate, template.size, bestPenalty);
    if (penalty < bestPenalty) {
      best = mask;
      bestPenalty = penalty;
    }
  }
  return best;
}
