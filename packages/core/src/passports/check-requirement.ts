/**
 * Runs one requirement rule of the category tables on a passport (dpp.md, "Category
 * requirements": "A value of the wrong type or out of range is a failed check with a message
 * that says why"). Reads the passport as untyped data, so a stored passport from before a
 * table change is judged, never thrown on.
 */
import { isGtin } from '../gs1/gtin';
import { normalizeLinkType } from './link-types';
import type { Requirement, RequirementRule } from './category-requirements';

export interface RequirementOutcome {
  readonly passed: boolean;
  readonly message: string;
}

/** The fields a check may read; everything is unknown until checked. */
export interface CompliancePassport {
  readonly gtin?: unknown;
  readonly product_name?: unknown;
  readonly manufacturer?: unknown;
  readonly attributes?: unknown;
  readonly documents?: unknown;
  readonly links?: unknown;
}

export function checkRequirement(requirement: Requirement, passport: CompliancePassport): RequirementOutcome {
  const { field, rule } = requirement;
  if (rule.kind === 'document') return checkDocument(field, rule, passport);
  const value = valueAt(passport, field);
  if (value === undefined || value === null) return fail(`${field} is missing`);
  return checkValue(field, rule, value);
}

function valueAt(passport: CompliancePassport, field: string): unknown {
  let current: unknown = passport;
  for (const key of field.split('.')) {
    if (!isRecord(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const pass = (message = 'present'): RequirementOutcome => ({ passed: true, message });
const fail = (message: string): RequirementOutcome => ({ passed: false, message });

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return value.trim() === '' ? 'blank text' : 'text';
  return `a ${typeof value}`;
}

function checkValue(field: string, rule: Exclude<RequirementRule, { kind: 'document' }>, value: unknown): RequirementOutcome {
  switch (rule.kind) {
    case 'text':
      return isText(value) ? pass() : fail(`${field} must be text, got ${describeValue(value)}`);
    case 'text_or_list':
      if (isText(value)) return pass();
      if (Array.isArray(value) && value.length > 0 && value.every(isText)) return pass();
      return fail(`${field} must be text or a non-empty list of texts, got ${describeValue(value)}`);
    case 'text_or_number':
      if (isText(value) || (typeof value === 'number' && Number.isFinite(value))) return pass();
      return fail(`${field} must be text or a number, got ${describeValue(value)}`);
    case 'gtin':
      return isGtin(value) ? pass() : fail(`${field} must be a GTIN with a valid check digit`);
    case 'list':
      return Array.isArray(value) ? pass(value.length === 0 ? 'present (declared empty)' : 'present') : fail(`${field} must be a list (empty when there are none), got ${describeValue(value)}`);
    case 'number':
      return checkNumber(field, rule, value);
    case 'one_of':
      return typeof value === 'string' && rule.values.includes(value)
        ? pass()
        : fail(`${field} must be one of ${rule.values.join(', ')}, got ${typeof value === 'string' ? JSON.stringify(value) : describeValue(value)}`);
    case 'year_month_or_date':
      return typeof value === 'string' && isYearMonthOrDate(value) ? pass() : fail(`${field} must be a month YYYY-MM or a date YYYY-MM-DD`);
    case 'percent_object':
      return checkPercentObject(field, rule.keys, value);
    case 'material_shares':
      return checkMaterialShares(field, rule.total, rule.tolerance, value);
  }
}

function rangeText(rule: Extract<RequirementRule, { kind: 'number' }>): string {
  const parts: string[] = [];
  if (rule.min !== undefined) parts.push(rule.exclusive_min ? `greater than ${rule.min}` : `at least ${rule.min}`);
  if (rule.max !== undefined) parts.push(`at most ${rule.max}`);
  return `${rule.integer ? 'a whole number' : 'a number'}${parts.length > 0 ? ` ${parts.join(' and ')}` : ''}${rule.unit ? ` (${rule.unit})` : ''}`;
}

function checkNumber(field: string, rule: Extract<RequirementRule, { kind: 'number' }>, value: unknown): RequirementOutcome {
  const expected = rangeText(rule);
  if (typeof value !== 'number' || !Number.isFinite(value)) return fail(`${field} must be ${expected}, got ${describeValue(value)}`);
  const belowMin = rule.min !== undefined && (rule.exclusive_min ? value <= rule.min : value < rule.min);
  const aboveMax = rule.max !== undefined && value > rule.max;
  if (belowMin || aboveMax || (rule.integer === true && !Number.isInteger(value))) return fail(`${field} must be ${expected}, got ${value}`);
  return pass();
}

/** A real month (01–12) and, when given, a real day of it (leap years included). */
export function isYearMonthOrDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (match === null) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12) return false;
  if (match[3] === undefined) return true;
  const day = Number(match[3]);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day >= 1 && day <= daysInMonth;
}

function isPercent(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;
}

function checkPercentObject(field: string, keys: readonly string[], value: unknown): RequirementOutcome {
  if (!isRecord(value)) return fail(`${field} must be an object of percents (${keys.join(', ')}), got ${describeValue(value)}`);
  const given = Object.keys(value);
  const unknown = given.filter((key) => !keys.includes(key));
  if (unknown.length > 0) return fail(`${field} takes only ${keys.join(', ')}; not ${unknown.join(', ')}`);
  if (given.length === 0) return fail(`${field} needs at least one of ${keys.join(', ')}`);
  const bad = given.filter((key) => !isPercent(value[key]));
  if (bad.length > 0) return fail(`${field}.${bad[0]} must be a percent from 0 to 100`);
  return pass();
}

function checkMaterialShares(field: string, total: number, tolerance: number, value: unknown): RequirementOutcome {
  if (!Array.isArray(value) || value.length === 0) return fail(`${field} must be a non-empty list of { name, share_percent }`);
  let sum = 0;
  for (const [index, material] of value.entries()) {
    if (!isRecord(material) || !isText(material['name'])) return fail(`${field}.${index}.name must be text`);
    if (!isPercent(material['share_percent'])) return fail(`${field}.${index}.share_percent must be a percent from 0 to 100`);
    sum += material['share_percent'];
  }
  // Rounded to hundredths so that float sums such as 33.3 + 33.3 + 33.4 compare as written.
  const rounded = Math.round(sum * 100) / 100;
  if (Math.abs(rounded - total) > tolerance) return fail(`${field} shares must add up to ${total} ± ${tolerance}, got ${rounded}`);
  return pass();
}

function checkDocument(field: string, rule: Extract<RequirementRule, { kind: 'document' }>, passport: CompliancePassport): RequirementOutcome {
  const documents = Array.isArray(passport.documents) ? passport.documents : [];
  if (documents.some((document) => isRecord(document) && document['type'] === rule.document)) return pass();
  if (rule.link_type !== undefined) {
    const links = Array.isArray(passport.links) ? passport.links : [];
    const wanted = rule.link_type;
    if (links.some((link) => isRecord(link) && typeof link['link_type'] === 'string' && normalizeLinkType(link['link_type']) === wanted)) return pass();
    return fail(`needs a ${rule.document} document or a ${wanted} link`);
  }
  return fail(`needs a ${rule.document} document`);
}
