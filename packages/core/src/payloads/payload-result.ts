/** Why content cannot be encoded; the server answers 422 with `field` in the problem's `errors`. */
export interface PayloadFailure {
  readonly code: 'invalid_content';
  /** The flat creation field at fault, e.g. `location_lat`. */
  readonly field: string;
  readonly message: string;
}

export type PayloadResult =
  | { readonly ok: true; readonly payload: string }
  | { readonly ok: false; readonly failure: PayloadFailure };

export function payloadOk(payload: string): PayloadResult {
  return { ok: true, payload };
}

export function payloadFailure(field: string, message: string): PayloadResult {
  return { ok: false, failure: { code: 'invalid_content', field, message } };
}

/** Optional text fields: absent, null and blank all mean "not given". */
export function optionalText(value: string | null | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
