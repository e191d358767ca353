import { brightnessDifference } from './brightness-difference';
import { WHITE, type Color, type Rgb } from './color';
import { contrastRatio, relativeLuminance } from './contrast-ratio';

/** Contract, "Contrast check": blocked → 422; critical and warning → 200 with `meta.issues`; ok → `[]`. */
export type ContrastLevel = 'blocked' | 'critical' | 'warning' | 'ok';

export type ContrastIssueSeverity = 'critical' | 'warning';

export type AppearanceField =
  | 'appearance.foreground_color'
  | 'appearance.background_color'
  | 'appearance.finder_color'
  | `appearance.gradient.colors[${number}]`;

/** Measured values, rounded down to 2 decimals so a shown value never looks past a threshold it missed. */
export interface ContrastHints {
  readonly contrast_ratio: number;
  readonly brightness_difference: number;
}

interface IssueShape<Code extends string> {
  readonly code: Code;
  readonly severity: ContrastIssueSeverity;
  readonly field: AppearanceField;
  readonly message: string;
  readonly hints?: ContrastHints;
}

/** One `meta.issues` entry (contract, "Contrast check"), discriminated on `code` (DESIGN.md issue codes). */
export type ContrastIssue =
  | (IssueShape<'low_contrast'> & { readonly hints: ContrastHints })
  | (IssueShape<'low_brightness_difference'> & { readonly hints: ContrastHints })
  | (IssueShape<'inverted_colors'> & { readonly hints: ContrastHints })
  | (IssueShape<'transparent_background'> & { readonly severity: 'critical' })
  | (IssueShape<'logo_low_contrast'> & { readonly severity: 'critical'; readonly hints: ContrastHints });

export type ContrastIssueCode = ContrastIssue['code'];

export interface ContrastAssessment {
  readonly level: ContrastLevel;
  /**
   * For `blocked`: exactly one `low_contrast` issue, the reason for the 422 (nothing else is
   * reported, since nothing is stored). Otherwise every condition met; `level` is the highest
   * severity among them, `ok` when empty.
   */
  readonly issues: readonly ContrastIssue[];
  /** Unrounded WCAG ratio of the pair as checked (against white for a transparent background). */
  readonly contrastRatio: number;
  readonly brightnessDifference: number;
}

export interface ContrastCheckInput {
  readonly foreground: Rgb;
  readonly background: Color;
  readonly hasLogo: boolean;
}

/** Thresholds of the contract's table, "below" meaning strictly less than. */
export const CONTRAST_THRESHOLDS = Object.freeze({
  blockedRatio: 1.5,
  criticalRatio: 2,
  criticalBrightness: 0.3,
  warningRatio: 4,
  warningBrightness: 0.5,
});

const FOREGROUND: AppearanceField = 'appearance.foreground_color';
const BACKGROUND: AppearanceField = 'appearance.background_color';

/**
 * Classifies a foreground/background pair (contract, "Contrast check"; DESIGN.md, contrast).
 *
 * - A transparent background is measured against white (the light surface the contract
 *   requires behind it), is never blocked and always at least critical.
 * - "Light modules on dark background" means the foreground's relative luminance is strictly
 *   greater than the background's: many scanners cannot read inverted codes.
 * - With a logo, any warning-severity condition makes the pair critical: the warning entries
 *   stay as they are and one `logo_low_contrast` (critical) entry says why the level rose.
 */
export function checkContrast(input: ContrastCheckInput): ContrastAssessment {
  const transparent = input.background === 'transparent';
  const background = input.background === 'transparent' ? WHITE : input.background;
  const ratio = contrastRatio(input.foreground, background);
  const brightness = brightnessDifference(input.foreground, background);
  const hints: ContrastHints = Object.freeze({
    contrast_ratio: roundDown2(ratio),
    brightness_difference: roundDown2(brightness),
  });
  const shown = formatRatio(hints.contrast_ratio);

  if (!transparent && ratio < CONTRAST_THRESHOLDS.blockedRatio) {
    return assessment('blocked', [
      {
        code: 'low_contrast',
        severity: 'critical',
        field: FOREGROUND,
        message: `Contrast ratio ${shown} is below 1.5:1; the code would not scan. Nothing was stored.`,
        hints,
      },
    ], ratio, brightness);
  }

  const issues: ContrastIssue[] = [];
  if (transparent) {
    issues.push({
      code: 'transparent_background',
      severity: 'critical',
      field: BACKGROUND,
      message:
        'A transparent background scans only on a light surface with 4 modules of free margin; contrast was measured against white.',
    });
  }
  if (ratio < CONTRAST_THRESHOLDS.warningRatio) {
    const critical = ratio < CONTRAST_THRESHOLDS.criticalRatio;
    issues.push({
      code: 'low_contrast',
      severity: critical ? 'critical' : 'warning',
      field: FOREGROUND,
      message: `Contrast ratio ${shown} is below ${critical ? '2:1' : '4:1'}; scanners may fail to read the code.`,
      hints,
    });
  }
  if (brightness < CONTRAST_THRESHOLDS.warningBrightness) {
    const critical = brightness < CONTRAST_THRESHOLDS.criticalBrightness;
    issues.push({
      code: 'low_brightness_difference',
      severity: critical ? 'critical' : 'warning',
      field: FOREGROUND,
      message: `Brightness difference ${hints.brightness_difference.toFixed(2)} is below ${critical ? '0.30' : '0.50'}; scanners may fail to read the code.`,
      hints,
    });
  }
  if (relativeLuminance(input.foreground) > relativeLuminance(background)) {
    issues.push({
      code: 'inverted_colors',
      severity: 'warning',
      field: FOREGROUND,
      message: 'Light modules on a dark background: many scanners cannot read inverted codes.',
      hints,
    });
  }
  if (input.hasLogo && issues.some((issue) => issue.severity === 'warning')) {
    issues.push({
      code: 'logo_low_contrast',
      severity: 'critical',
      field: FOREGROUND,
      message: 'The logo covers modules, so the contrast warnings above make scanning unreliable.',
      hints,
    });
  }

  const level: ContrastLevel = issues.some((issue) => issue.severity === 'critical')
    ? 'critical'
    : issues.length > 0
      ? 'warning'
      : 'ok';
  return assessment(level, issues, ratio, brightness);
}

function assessment(
  level: ContrastLevel,
  issues: ContrastIssue[],
  contrastRatio: number,
  brightnessDifference: number,
): ContrastAssessment {
  return Object.freeze({
    level,
    issues: Object.freeze(issues.map((issue) => Object.freeze(issue))),
    contrastRatio,
    brightnessDifference,
  });
}

/** The epsilon keeps values like 0.29 (stored as 0.28999…) from dropping a hundredth. */
function roundDown2(value: number): number {
  return Math.floor(value * 100 + 1e-9) / 100;
}

function formatRatio(ratio: number): string {
  return `${ratio.toFixed(2)}:1`;
}
