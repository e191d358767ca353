import { canonicalSpelling } from '@quietzone/core';
import { SHEET_PAGES_MM, type SheetPage, type SheetPageName } from '../sheet-layout';
import { spotColorProblem, type SpotColor } from '../spot-color';

/** A flag's value, or why it is not one (the CLI prefixes the flag's name). */
export type FlagResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** `NAME:c,m,y,k`, e.g. `PANTONE 286 C:100,66,0,2`; the name is everything before the last colon. */
export function parseSpotFlag(text: string): FlagResult<SpotColor> {
  const colon = text.lastIndexOf(':');
  const inks = colon < 0 ? [] : text.slice(colon + 1).split(',').map((ink) => ink.trim());
  if (colon < 0 || inks.length !== 4 || !inks.every((ink) => /^\d+(\.\d+)?$/.test(ink))) {
    return { ok: false, message: `must be "NAME:c,m,y,k" with four ink percents, e.g. "PANTONE 286 C:100,66,0,2", got "${text}"` };
  }
  const [c, m, y, k] = inks.map(Number) as [number, number, number, number];
  const spot: SpotColor = { spot: text.slice(0, colon).trim(), cmyk: [c, m, y, k] };
  const problem = spotColorProblem(spot);
  return problem ? { ok: false, message: `${problem}, got "${text}"` } : { ok: true, value: spot };
}

/** A plain decimal number of millimetres (no sign, exponent or unit), e.g. `30` or `0.5`. */
export function parseMillimetresFlag(text: string): FlagResult<number> {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return { ok: false, message: `must be a number of millimetres, got "${text}"` };
  return { ok: true, value: Number(trimmed) };
}

/** A named sheet (any case: `sra3`) or `WIDTHxHEIGHT` in millimetres (`330x480`). */
export function parseSheetFlag(text: string): FlagResult<SheetPage> {
  const trimmed = text.trim();
  const named = canonicalSpelling(Object.keys(SHEET_PAGES_MM) as SheetPageName[], trimmed);
  if (named) return { ok: true, value: named };
  const custom = /^(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)$/i.exec(trimmed);
  if (custom && Number(custom[1]) > 0 && Number(custom[2]) > 0) {
    return { ok: true, value: { widthMm: Number(custom[1]), heightMm: Number(custom[2]) } };
  }
  return { ok: false, message: `must be ${Object.keys(SHEET_PAGES_MM).join(', ')} or WIDTHxHEIGHT in mm, got "${text}"` };
}
