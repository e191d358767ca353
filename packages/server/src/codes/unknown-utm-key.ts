import { type FieldError } from '@quietzone/core';
import { unknownUtmKey } from '@quietzone/core/schemas';

/**
 * The field error of a `utm` key that is no UTM parameter, or undefined. Answered 400 by POST
 * and PATCH /codes (as an unknown `appearance` key is: a misspelt parameter silently dropped
 * would only show as a missing column in the analytics, weeks later); a failed batch item.
 */
export function unknownUtmKeyError(utm: object | null | undefined): FieldError | undefined {
  const key = utm === null || utm === undefined ? undefined : unknownUtmKey(utm);
  return key === undefined ? undefined : { field: `utm.${key}`, message: 'unknown utm key: use source, medium, campaign, term or content' };
}
