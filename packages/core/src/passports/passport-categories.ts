/**
 * Passport categories and the regulation each answers to (dpp.md, "Category requirements" and
 * Precise points, "Compliance answer"): batteries under the Battery Regulation (EU) 2023/1542
 * (Art. 77, Annex XIII; passports from 18 February 2027); everything else under ESPR,
 * Regulation (EU) 2024/1781, whose delegated acts set no date yet for textiles or electronics.
 */

export const PASSPORT_CATEGORIES = ['battery', 'textile', 'electronics', 'generic'] as const;
export type PassportCategory = (typeof PASSPORT_CATEGORIES)[number];

export const DEFAULT_PASSPORT_CATEGORY: PassportCategory = 'generic';

export function isPassportCategory(value: unknown): value is PassportCategory {
  return typeof value === 'string' && (PASSPORT_CATEGORIES as readonly string[]).includes(value);
}

export interface CategoryRegulation {
  readonly regulation: string;
  /** `YYYY-MM-DD` from which passports are mandatory, or null while no delegated act sets one. */
  readonly applies_from: string | null;
}

const ESPR: CategoryRegulation = { regulation: 'Regulation (EU) 2024/1781 (ESPR)', applies_from: null };

export const CATEGORY_REGULATIONS: Readonly<Record<PassportCategory, CategoryRegulation>> = Object.freeze({
  battery: { regulation: 'Regulation (EU) 2023/1542', applies_from: '2027-02-18' },
  textile: ESPR,
  electronics: ESPR,
  generic: ESPR,
});
