// @quietzone/core — pure domain rules. No I/O, no clock, no randomness: callers pass them in.

// Colors
export type { Rgb, Color, CmykPercent } from './color';
export {
  BLACK,
  WHITE,
  parseHexColor,
  parseColor,
  formatHexColor,
  sameRgb,
  isGray,
  toCmykPercent,
  grayPercent,
} from './color';

// Error correction
export type { ErrorCorrection } from './error-correction';
export { ERROR_CORRECTION_LEVELS, DEFAULT_ERROR_CORRECTION, parseErrorCorrection } from './error-correction';
