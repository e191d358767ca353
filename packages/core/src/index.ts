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

// Platform: problem documents, cursors, roles (server foundation)
export type { ProblemType, ProblemCode, FieldError, ProblemDocument, ProblemInput } from './problem';
export { PROBLEM_TYPES, problemDocument, problemCodeForStatus } from './problem';
export type { CursorPosition, CursorDecodeResult } from './cursor';
export { encodeCursor, decodeCursor } from './cursor';
export type { Role, KeyKind, Action } from './roles';
export { ROLES, KEY_KINDS, ACTIONS, isRole, isKeyKind, can, roleRank, canGrantRole } from './roles';
