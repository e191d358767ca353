import type { ShortLinkRecord } from './short-link-record';

/** A source of uniform numbers in [0, 1), like Math.random; tests pass a seeded one. */
export type RandomSource = () => number;

/**
 * Share of scans sent to destination A, from 0 to 1. `ab_weight_a` is a percentage (0–100,
 * as in "70 → 70 % to A"); missing or out of range means an even split, so a bad stored
 * value never sends everyone to one side unnoticed.
 */
export function shareOfA(weightA: number | null): number {
  if (weightA === null || !Number.isFinite(weightA) || weightA < 0 || weightA > 100) return 0.5;
  return weightA / 100;
}

export interface Destination {
  readonly url: string;
  /** The A/B variant taken, null when A/B is off. */
  readonly variant: 'a' | 'b' | null;
  /** Index of the destination rule that matched, null when none did (or the code has none). */
  readonly rule: number | null;
}

/**
 * The destination of one scan: the url of the destination rule that matched (`matchedRule`,
 * an index into `record.rules`), else with A/B enabled and a B URL, B with probability
 * 1 − share of A, else the code's url. Undefined when the code has no url at all.
 */
export function pickDestination(record: ShortLinkRecord, random: RandomSource, matchedRule?: number): Destination | undefined {
  const rule = matchedRule === undefined ? undefined : record.rules[matchedRule];
  if (rule !== undefined) return { url: rule.url, variant: null, rule: matchedRule! };
  if (record.abEnabled && record.abTargetUrlB) {
    if (random() >= shareOfA(record.abWeightA)) return { url: record.abTargetUrlB, variant: 'b', rule: null };
    return record.url === null ? undefined : { url: record.url, variant: 'a', rule: null };
  }
  return record.url === null ? undefined : { url: record.url, variant: null, rule: null };
}
