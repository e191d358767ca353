import { drawnStyle, effectiveColors, type AppearanceInput } from './appearance';
import { formatHexColor, type Rgb } from './color';
import { checkContrast, type AppearanceField, type ContrastAssessment, type ContrastIssue, type ContrastLevel } from './contrast-check';

/** One color drawn against the background, and the field that chose it. */
export interface DrawnColor {
  readonly field: AppearanceField;
  readonly color: Rgb;
}

/**
 * Every color a stored appearance draws against its background: the modules' paint (each
 * gradient color, else the foreground) and the finder patterns' own color when set. The
 * foreground is not drawn under a gradient, so it is not checked then.
 */
export function drawnColors(stored: AppearanceInput | null): readonly DrawnColor[] {
  const { foreground } = effectiveColors(stored);
  const style = drawnStyle(stored);
  const modules: DrawnColor[] = style?.gradient
    ? style.gradient.colors.map((color, index) => ({ field: `appearance.gradient.colors[${index}]` as const, color }))
    : [{ field: 'appearance.foreground_color', color: foreground }];
  return style?.finderColor ? [...modules, { field: 'appearance.finder_color', color: style.finderColor }] : modules;
}

export interface AppearanceContrast {
  readonly level: ContrastLevel;
  /**
   * `blocked`: one `low_contrast` issue per blocked pair, the reasons for the 422. Otherwise
   * every pair's findings, each on the field of its color; one `transparent_background` at most.
   */
  readonly issues: readonly ContrastIssue[];
}

const SEVERITY_ORDER: readonly ContrastLevel[] = ['ok', 'warning', 'critical', 'blocked'];

/**
 * The contract's contrast check over every pair a design draws ({@link drawnColors} against
 * the background), with its thresholds: the design is as bad as its worst pair. With one pair
 * (no style colors) it is exactly `checkContrast` of the two colors.
 */
export function checkAppearanceContrast(stored: AppearanceInput | null, hasLogo: boolean): AppearanceContrast {
  const { background } = effectiveColors(stored);
  const pairs = drawnColors(stored).map((drawn) => ({ drawn, assessment: checkContrast({ foreground: drawn.color, background, hasLogo }) }));
  const blocked = pairs.filter((pair) => pair.assessment.level === 'blocked');
  if (blocked.length > 0) return Object.freeze({ level: 'blocked', issues: Object.freeze(blocked.flatMap((pair) => onField(pair.drawn, pair.assessment, pairs.length > 1))) });
  const issues: ContrastIssue[] = [];
  for (const pair of pairs) {
    for (const issue of onField(pair.drawn, pair.assessment, pairs.length > 1)) {
      if (issue.code === 'transparent_background' && issues.some((kept) => kept.code === 'transparent_background')) continue;
      issues.push(issue);
    }
  }
  const level = pairs.map((pair) => pair.assessment.level).reduce((worst, next) => (SEVERITY_ORDER.indexOf(next) > SEVERITY_ORDER.indexOf(worst) ? next : worst), 'ok' as ContrastLevel);
  return Object.freeze({ level, issues: Object.freeze(issues) });
}

/** A pair's issues moved onto the field of its color; with several pairs the message names the color. */
function onField(drawn: DrawnColor, assessment: ContrastAssessment, named: boolean): ContrastIssue[] {
  return assessment.issues.map((issue) => {
    if (issue.field !== 'appearance.foreground_color') return issue;
    const label = drawn.field.slice('appearance.'.length);
    const message = named ? `${label} ${formatHexColor(drawn.color)}: ${issue.message}` : issue.message;
    return Object.freeze({ ...issue, field: drawn.field, message });
  });
}
