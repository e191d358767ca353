import { checkContrast, type ContrastAssessment, type ContrastIssue, type ContrastLevel, type Rgb } from '@quietzone/core';
import { normalizeRenderOptions, type RenderOptions } from './render-options';

/**
 * Core's contrast findings for the colors `renderQr` would draw with `options` (the rules the
 * API applies: WCAG contrast ratio, brightness difference, light on dark, transparency), without
 * rendering. `renderQr` with `strict: true` throws when there is any.
 *
 * Every color drawn on the background is checked as `fg` is: the foreground, or instead each
 * gradient color, and the finder color. Findings about a color other than `fg` name it at the
 * start of their message; the assessment is the worst pair's level with every finding, or,
 * when a pair is blocked, that pair's one finding. The ratio and brightness are the lowest.
 */
export function checkColors(options: Pick<RenderOptions, 'fg' | 'bg' | 'logo' | 'finderColor' | 'gradient'>): ContrastAssessment {
  const resolved = normalizeRenderOptions('-', {
    format: 'svg',
    ...(options.fg === undefined ? {} : { fg: options.fg }),
    ...(options.bg === undefined ? {} : { bg: options.bg }),
    ...(options.finderColor === undefined ? {} : { finderColor: options.finderColor }),
    ...(options.gradient === undefined ? {} : { gradient: options.gradient }),
  });
  const { style, background } = resolved;
  const drawn: [name: string | undefined, color: Rgb][] = style?.gradient
    ? style.gradient.colors.map((color, index) => [`gradient.colors[${index}]`, color])
    : [[undefined, resolved.foreground]];
  if (style?.finderColor) drawn.push(['finderColor', style.finderColor]);
  const pairs = drawn.map(([name, foreground]) => ({ name, assessment: checkContrast({ foreground, background, hasLogo: options.logo !== undefined }) }));
  if (pairs.length === 1 && pairs[0]!.name === undefined) return pairs[0]!.assessment;

  const lowest = (pick: (assessment: ContrastAssessment) => number) => Math.min(...pairs.map(({ assessment }) => pick(assessment)));
  const blocked = pairs.find(({ assessment }) => assessment.level === 'blocked');
  if (blocked) return combined('blocked', named(blocked.name, blocked.assessment.issues), blocked.assessment.contrastRatio, blocked.assessment.brightnessDifference);
  const issues: ContrastIssue[] = [];
  for (const { name, assessment } of pairs) {
    for (const issue of named(name, assessment.issues)) {
      // The background's own finding is the same for every pair: reported once.
      if (issue.code === 'transparent_background' && issues.some((seen) => seen.code === issue.code)) continue;
      issues.push(issue);
    }
  }
  const level: ContrastLevel = issues.some((issue) => issue.severity === 'critical') ? 'critical' : issues.length > 0 ? 'warning' : 'ok';
  return combined(level, issues, lowest((a) => a.contrastRatio), lowest((a) => a.brightnessDifference));
}

function named(name: string | undefined, issues: readonly ContrastIssue[]): ContrastIssue[] {
  return issues.map((issue) => (name === undefined || issue.code === 'transparent_background' ? issue : { ...issue, message: `${name}: ${issue.message}` }));
}

function combined(level: ContrastLevel, issues: ContrastIssue[], contrastRatio: number, brightnessDifference: number): ContrastAssessment {
  return Object.freeze({ level, issues: Object.freeze(issues.map((issue) => Object.freeze(issue))), contrastRatio, brightnessDifference });
}
