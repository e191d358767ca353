/**
 * The compliance evaluator (dpp.md, "Category requirements" and Precise points, "Compliance
 * answer"): runs the category's checks, then
 * - `status` is `compliant` when every error check passes, else `incomplete` (warnings never
 *   count);
 * - `score` is ⌊100 × passed error checks / error checks⌋, 100 when there is none;
 * - `missing` lists the fields of failed error checks, in table order; `missing_count` of the
 *   passport's `eu_compliance` summary is its length.
 *
 * Scope note: the score measures the error checks in scope. For a battery, `battery_category`
 * and (for industrial batteries) the capacity and voltage decide which checks are errors, so
 * filling them in may move checks between errors and warnings; any other field added can only
 * raise the score.
 */
import { batteryObligation } from './battery-obligation';
import { CATEGORY_REQUIREMENTS, type CheckSeverity } from './category-requirements';
import { checkRequirement, type CompliancePassport } from './check-requirement';
import { CATEGORY_REGULATIONS, DEFAULT_PASSPORT_CATEGORY, isPassportCategory, type PassportCategory } from './passport-categories';

export const COMPLIANCE_STATUSES = ['compliant', 'incomplete'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

export interface ComplianceCheck {
  readonly id: string;
  readonly field: string;
  readonly severity: CheckSeverity;
  readonly passed: boolean;
  readonly message: string;
}

export interface ComplianceReport {
  readonly category: PassportCategory;
  readonly regulation: string;
  readonly applies_from: string | null;
  readonly status: ComplianceStatus;
  readonly score: number;
  readonly missing: readonly string[];
  readonly checks: readonly ComplianceCheck[];
}

/** The passport's `eu_compliance` field (the contract's Versioning section names it). */
export interface ComplianceSummary {
  readonly status: ComplianceStatus;
  readonly score: number;
  readonly category: PassportCategory;
  readonly missing_count: number;
}

export interface ComplianceInput extends CompliancePassport {
  /** Unknown or absent: generic, as on create. */
  readonly category?: unknown;
}

export function evaluateCompliance(passport: ComplianceInput): ComplianceReport {
  const category = isPassportCategory(passport.category) ? passport.category : DEFAULT_PASSPORT_CATEGORY;
  const attributes = typeof passport.attributes === 'object' && passport.attributes !== null && !Array.isArray(passport.attributes) ? (passport.attributes as Record<string, unknown>) : {};
  const obligation = category === 'battery' ? batteryObligation(attributes) : undefined;
  const checks = CATEGORY_REQUIREMENTS[category].map((requirement): ComplianceCheck => {
    const outcome = checkRequirement(requirement, passport);
    const downgraded = requirement.battery_obligation === true && obligation !== undefined && !obligation.in_scope;
    return {
      id: requirement.id,
      field: requirement.field,
      severity: downgraded ? 'warning' : requirement.severity,
      passed: outcome.passed,
      message: downgraded && !outcome.passed ? `${outcome.message} (a warning: ${obligation.reason})` : outcome.message,
    };
  });
  const errors = checks.filter((check) => check.severity === 'error');
  const failed = errors.filter((check) => !check.passed);
  const passed = errors.length - failed.length;
  return {
    category,
    ...CATEGORY_REGULATIONS[category],
    status: failed.length === 0 ? 'compliant' : 'incomplete',
    score: errors.length === 0 ? 100 : Math.floor((100 * passed) / errors.length),
    missing: failed.map((check) => check.field),
    checks,
  };
}

export function complianceSummary(report: ComplianceReport): ComplianceSummary {
  return { status: report.status, score: report.score, category: report.category, missing_count: report.missing.length };
}
