import type { ErrorCorrection } from '@quietzone/core';
import { expect } from 'vitest';
import { encodeQr, type EncodeOptions } from '../../src/index';
import { DATA_MASKS } from './reference-data-mask';
import { readFormatInformation } from './reference-format-information';
import { lowestPenaltyMask, referencePenalty } from './reference-penalty';
import { referenceRemask } from './reference-remask';
import { symbolDifference } from './reference-symbol-difference';

/**
 * Checks encodeQr's mask against the reference (ISO/IEC 18004:2015 §7.8.3): its symbol,
 * re-masked by the reference to each of the 8 masks, scores lowest under the mask it chose
 * (ties to the lowest mask number); its format information names that mask and the level
 * asked for; and forcing each mask (or the `forcedMasks` given) gives exactly the reference's
 * re-masked symbol, naming the forced mask.
 */
export function expectReferenceMaskChoice(
  content: string,
  options: EncodeOptions & { ecc: ErrorCorrection },
  forcedMasks: readonly number[] = DATA_MASKS,
): void {
  const chosen = encodeQr(content, options);
  expect(readFormatInformation(chosen)).toEqual({ ecc: options.ecc, mask: chosen.mask });
  const variants = DATA_MASKS.map((mask) => referenceRemask(chosen, mask));
  const penalties = variants.map((modules) => referencePenalty({ size: chosen.size, modules }).total);
  expect({ mask: chosen.mask, penalties }).toEqual({ mask: lowestPenaltyMask(penalties), penalties });
  for (const mask of forcedMasks) {
    const forced = encodeQr(content, { ...options, mask });
    expect({ mask: forced.mask, version: forced.version, format: readFormatInformation(forced) }).toEqual({
      mask,
      version: chosen.version,
      format: { ecc: options.ecc, mask },
    });
    expect(symbolDifference(forced, { size: chosen.size, modules: variants[mask]! })).toBe('identical');
  }
}
