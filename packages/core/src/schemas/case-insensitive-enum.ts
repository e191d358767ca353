import { z } from 'zod';
import { canonicalSpelling } from '../canonical-spelling';

/**
 * `z.enum(values)` that also takes any ASCII case of a member and yields the member's own
 * spelling (`"a4"` → `"A4"`). Anything else reaches `z.enum` unchanged, so it is refused with
 * exactly the error `z.enum(values)` gives. The JSON Schema (OpenAPI) of the input still lists
 * the canonical values: zod describes a preprocess by its target schema.
 */
export function caseInsensitiveEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess((input) => canonicalSpelling(values, input) ?? input, z.enum(values));
}
