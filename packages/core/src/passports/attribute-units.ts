/**
 * Units of the numeric attributes the category tables name (`rated_capacity_ah` → `Ah`), for
 * every view that shows a value: the JSON-LD `unitText` and the resolver's passport page.
 */
import { CATEGORY_REQUIREMENTS } from './category-requirements';

export const ATTRIBUTE_UNITS: ReadonlyMap<string, string> = new Map(
  Object.values(CATEGORY_REQUIREMENTS)
    .flat()
    .flatMap((requirement) => (requirement.rule.kind === 'number' && requirement.rule.unit !== undefined && requirement.field.startsWith('attributes.') ? [[requirement.field.slice(11), requirement.rule.unit] as const] : [])),
);
