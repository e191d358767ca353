import type { Color, Rgb } from '@quietzone/core';
import type { SpotColor } from './spot-color';

/** A square of modules in symbol coordinates (0,0 = top-left module, quiet zone excluded). */
export interface ModuleSquare {
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

/** A normalized logo (transparent 512×512 PNG) and the cleared square it is drawn into. */
export interface LogoPlacement {
  readonly png: Uint8Array;
  readonly area: ModuleSquare;
}

/**
 * What every writer receives besides the matrix, already normalized once (STYLE.md: one
 * options normaliser). The quiet zone is always {@link QUIET_ZONE_MODULES} modules.
 */
export interface WriterOptions {
  /** Pixels per module (SVG, PNG) or points per module (EPS); PDF uses a fixed 1 mm. */
  readonly moduleSize: number;
  /**
   * PDF and EPS: the module edge in millimetres (`MODULE_MM`, 0.25–5). Replaces PDF's 1 mm and
   * EPS's `moduleSize` points when set; SVG and PNG ignore it.
   */
  readonly moduleMm?: number;
  readonly foreground: Rgb;
  /**
   * PDF and EPS paint the foreground as this spot ink (a separation of its own); `foreground`
   * then holds its CMYK alternate on screen, which SVG and PNG draw.
   */
  readonly spot?: SpotColor;
  readonly background: Color;
  /**
   * True when the caller chose no color at all. PDF and EPS then draw no background, so the
   * default file is unchanged (contract, image rule 4); SVG and PNG ignore it.
   */
  readonly defaultColors: boolean;
  /** PDF only: the code alone on a square page, or centered on A4. */
  readonly page: 'square' | 'a4';
  /** PNG only: the resolution written into the file (pHYs), dots per inch. */
  readonly dpi?: number;
  /** Modules under `area` are already cleared in the matrix the writer receives. */
  readonly logo?: LogoPlacement;
}

/** ISO/IEC 18004 §6.3.8 asks for at least 4 modules of light margin on every side. */
export const QUIET_ZONE_MODULES = 4;
