import type { ContrastIssue } from './contrast-check';

/**
 * A `meta.issues` entry for a design that scans at its intended size but not under every
 * simulated capture of the scan check: `hints` names the captures it failed.
 */
export interface ScanMarginIssue {
  readonly code: 'scan_margin_low';
  readonly severity: 'warning';
  readonly field: 'appearance';
  readonly message: string;
  readonly hints: readonly string[];
}

/** The scan check's answer as the API reports it (render's `ScanCheck`, reduced to what a rule needs). */
export interface ScanVerdict {
  readonly margin: 'ok' | 'low' | 'fails';
  readonly conditions: readonly { readonly name: string; readonly passed: boolean }[];
}

/** The names of the conditions a verdict failed, in the check's order. */
export function failedScanConditions(verdict: ScanVerdict): readonly string[] {
  return verdict.conditions.filter((condition) => !condition.passed).map((condition) => condition.name);
}

/** The issue of a `low` margin, or undefined for `ok` and `fails` (a failing design is refused, not reported). */
export function scanMarginIssue(verdict: ScanVerdict): ScanMarginIssue | undefined {
  if (verdict.margin !== 'low') return undefined;
  const failed = failedScanConditions(verdict);
  return Object.freeze({
    code: 'scan_margin_low',
    severity: 'warning',
    field: 'appearance',
    message: `The design scans at its intended size but not under every simulated capture (${failed.join(', ')}): print it larger, or choose stronger colors or plainer shapes.`,
    hints: Object.freeze(failed),
  });
}

/** Why a design whose margin is `fails` was refused: the conditions it failed, `intended-size` first. */
export function scanFailureMessage(verdict: ScanVerdict): string {
  return `does not scan: decoding failed under ${failedScanConditions(verdict).join(', ')}`;
}

/** One `meta.issues` entry of a PATCH or a logo change: a contrast finding or a low scan margin. */
export type AppearanceIssue = ContrastIssue | ScanMarginIssue;
