import { FRAME_STYLES, type FrameStyle } from '../frames/frame-layout';
import type { FrameOptions } from '../frames/frame-options';
import { FINDER_INNER_SHAPES, FINDER_OUTER_SHAPES, type FinderInnerShape, type FinderOuterShape } from '../styles/finder-shapes';
import { GRADIENT_TYPES, type GradientType } from '../styles/gradient';
import type { StyleOptions } from '../styles/style-options';
import type { FlagResult } from './print-flags';

/** `--finder outer,inner`, e.g. `rounded,circle`; one name sets the ring alone. */
export function parseFinderFlag(text: string): FlagResult<NonNullable<StyleOptions['finder']>> {
  const [outer, inner, ...rest] = text.split(',').map((part) => part.trim().toLowerCase());
  const outerOk = FINDER_OUTER_SHAPES.includes(outer as FinderOuterShape);
  const innerOk = inner === undefined || FINDER_INNER_SHAPES.includes(inner as FinderInnerShape);
  if (!outerOk || !innerOk || rest.length > 0) {
    return { ok: false, message: `must be "outer,inner": outer ${FINDER_OUTER_SHAPES.join('|')}, inner ${FINDER_INNER_SHAPES.join('|')}, got "${text}"` };
  }
  return { ok: true, value: { outer: outer as FinderOuterShape, ...(inner === undefined ? {} : { inner: inner as FinderInnerShape }) } };
}

/**
 * `--gradient linear:45:#123456,#abcdef` (type, angle in degrees, 2–4 colors) or
 * `radial:#123456,#abcdef`; a linear gradient without an angle runs left to right. The colors
 * and the angle's range are checked by the options normaliser.
 */
export function parseGradientFlag(text: string): FlagResult<NonNullable<StyleOptions['gradient']>> {
  const parts = text.split(':').map((part) => part.trim());
  const type = parts[0]!.toLowerCase() as GradientType;
  const usage = `must be "linear:ANGLE:COLOR,COLOR[,…]" or "radial:COLOR,COLOR[,…]" (2-4 hex colors), got "${text}"`;
  if (!GRADIENT_TYPES.includes(type)) return { ok: false, message: usage };
  const angled = type === 'linear' && parts.length === 3;
  if (parts.length !== (angled ? 3 : 2)) return { ok: false, message: usage };
  if (angled && !/^-?\d+(\.\d+)?$/.test(parts[1]!)) return { ok: false, message: usage };
  const colors = parts[parts.length - 1]!.split(',').map((color) => color.trim());
  return { ok: true, value: { type, ...(angled ? { angle: Number(parts[1]) } : {}), colors } };
}

/** `--frame style:text`, e.g. `banner-bottom:Scan me`; the text is everything after the first colon. */
export function parseFrameFlag(text: string): FlagResult<FrameOptions> {
  const colon = text.indexOf(':');
  const style = (colon < 0 ? text : text.slice(0, colon)).trim().toLowerCase() as FrameStyle;
  if (colon < 0 || !FRAME_STYLES.includes(style)) return { ok: false, message: `must be "STYLE:TEXT" with STYLE one of ${FRAME_STYLES.join(', ')}, got "${text}"` };
  return { ok: true, value: { style, text: text.slice(colon + 1) } };
}
