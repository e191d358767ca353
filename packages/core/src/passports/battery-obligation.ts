/**
 * Whether a battery falls under the battery passport obligation (Regulation (EU) 2023/1542,
 * Art. 77(1): LMT batteries, industrial batteries with a capacity above 2 kWh, and electric
 * vehicle batteries; dpp.md, Precise points, "Battery scope"). Inside it the battery-only
 * checks are errors; portable, SLI and industrial batteries of at most 2 kWh get them as
 * warnings.
 *
 * Our decision where the passport cannot tell yet: a missing or unknown battery category, or
 * an industrial battery whose energy cannot be computed, counts as inside the obligation. The
 * safer reading for a manufacturer: the checks show as errors until the data proves otherwise.
 */

/** Art. 77(1): industrial batteries "with a capacity greater than 2 kWh". */
export const INDUSTRIAL_PASSPORT_THRESHOLD_KWH = 2;

export interface BatteryObligation {
  readonly in_scope: boolean;
  /** Why, in words, for the messages of downgraded checks. */
  readonly reason: string;
}

/** Energy in kWh from `rated_capacity_ah × nominal_voltage_v / 1000`; undefined unless both are positive numbers. */
export function batteryEnergyKwh(attributes: Readonly<Record<string, unknown>>): number | undefined {
  const capacity = attributes['rated_capacity_ah'];
  const voltage = attributes['nominal_voltage_v'];
  if (!isPositive(capacity) || !isPositive(voltage)) return undefined;
  return (capacity * voltage) / 1000;
}

function isPositive(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

export function batteryObligation(attributes: Readonly<Record<string, unknown>>): BatteryObligation {
  const category = attributes['battery_category'];
  switch (category) {
    case 'lmt':
    case 'ev':
      return { in_scope: true, reason: `${category} batteries need a battery passport` };
    case 'portable':
    case 'sli':
      return { in_scope: false, reason: `${category} batteries are outside the battery passport obligation` };
    case 'industrial': {
      const energy = batteryEnergyKwh(attributes);
      if (energy === undefined) return { in_scope: true, reason: 'the energy of this industrial battery is not known' };
      if (energy > INDUSTRIAL_PASSPORT_THRESHOLD_KWH) return { in_scope: true, reason: 'industrial batteries above 2 kWh need a battery passport' };
      return { in_scope: false, reason: 'industrial batteries of at most 2 kWh are outside the battery passport obligation' };
    }
    default:
      return { in_scope: true, reason: 'the battery category is not known' };
  }
}
