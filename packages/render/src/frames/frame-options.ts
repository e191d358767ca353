import { contrastRatio, parseHexColor, WHITE, type Color, type Rgb } from '@quietzone/core';
import { FRAME_STYLES, type FrameStyle } from './frame-layout';

/** A frame with a call to action around the code, as `renderQr` from `@quietzone/render/frames` takes it. */
export interface FrameOptions {
  readonly style: FrameStyle;
  /** 1–24 characters on one line, drawn from the bundled font (Latin, Greek, Cyrillic). */
  readonly text: string;
  /** The frame's color, hex; default the code's foreground. */
  readonly color?: string;
  /** The text's color, hex; default the background (white on a transparent one). */
  readonly textColor?: string;
}

export interface ResolvedFrame {
  readonly style: FrameStyle;
  readonly text: string;
  readonly color: Rgb;
  readonly textColor: Rgb;
}

export const FRAME_TEXT_LENGTH = Object.freeze({ min: 1, max: 24 });

/**
 * The least contrast between the text and the frame: WCAG 2's 3:1 for large text, which a
 * frame's call to action always is.
 */
export const MIN_FRAME_TEXT_CONTRAST = 3;

/**
 * Checks a frame and resolves its colors against the code's. Throws a `TypeError` or
 * `RangeError` naming the field: an unknown style or key, text that is empty, longer than 24
 * characters or holds a control character, a color that is not hex, or text that contrasts
 * less than 3:1 with the frame.
 */
export function resolveFrame(frame: unknown, code: { readonly foreground: Rgb; readonly background: Color }): ResolvedFrame {
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) throw new TypeError(`frame must be an object { style, text, color, textColor }, got ${describe(frame)}`);
  const unknown = Object.keys(frame).filter((key) => !['style', 'text', 'color', 'textColor'].includes(key));
  if (unknown.length > 0) throw new TypeError(`frame takes only style, text, color and textColor, got ${unknown.join(', ')}`);
  const { style, text, color, textColor } = frame as Record<string, unknown>;
  if (!FRAME_STYLES.includes(style as FrameStyle)) throw new TypeError(`frame.style must be one of ${FRAME_STYLES.join(', ')}, got ${describe(style)}`);
  if (typeof text !== 'string') throw new TypeError(`frame.text must be a string, got ${describe(text)}`);
  const characters = [...text.normalize('NFC')].length;
  if (text.trim().length === 0 || characters > FRAME_TEXT_LENGTH.max) {
    throw new RangeError(`frame.text must hold ${FRAME_TEXT_LENGTH.min}–${FRAME_TEXT_LENGTH.max} characters (not only spaces), got ${characters}`);
  }
  // A frame's text is one line: a line break, tab or other control character has no glyph to draw.
  if (/\p{Cc}/u.test(text)) throw new RangeError('frame.text must be one line without control characters (line breaks, tabs)');
  const resolvedColor = color === undefined ? code.foreground : hex(color, 'frame.color');
  const resolvedText = textColor === undefined ? (code.background === 'transparent' ? WHITE : code.background) : hex(textColor, 'frame.textColor');
  const ratio = contrastRatio(resolvedText, resolvedColor);
  if (ratio < MIN_FRAME_TEXT_CONTRAST) {
    throw new RangeError(`frame.textColor on frame.color has a contrast ratio of ${(Math.floor(ratio * 100) / 100).toFixed(2)}:1, below ${MIN_FRAME_TEXT_CONTRAST}:1; the call to action would be hard to read`);
  }
  return { style: style as FrameStyle, text: text.normalize('NFC'), color: resolvedColor, textColor: resolvedText };
}

function hex(input: unknown, name: string): Rgb {
  const parsed = parseHexColor(input);
  if (!parsed) throw new TypeError(`${name} must be a hex color (RRGGBB or RGB, '#' optional), got ${describe(input)}`);
  return parsed;
}

function describe(value: unknown): string {
  return typeof value === 'string' || (typeof value === 'object' && value !== null) ? JSON.stringify(value) : String(value);
}
