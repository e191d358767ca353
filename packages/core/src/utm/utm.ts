import { z } from 'zod';

/**
 * UTM parameters of a dynamic url code: appended to the destination of every redirect as
 * `utm_<key>=<value>`, in this order, unless the destination already carries that parameter
 * (the destination's own value wins: the person who wrote it into the URL meant it).
 */
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** The stored UTM parameters: only the keys that are set. */
export type Utm = { readonly [Key in UtmKey]?: string };

/** The UTM parameters as the code resource shows them: every key, null when unset. */
export type PresentedUtm = { readonly [Key in UtmKey]: string | null };

export const MAX_UTM_VALUE_LENGTH = 200;

/** Printable: no control characters (invisible in reports, mangled by analytics tools) and no lone surrogates (no URL encoding exists for them). */
const PRINTABLE = /^[^\p{Cc}\p{Cs}]*$/u;

export const utmValueSchema = z
  .string()
  .min(1, 'must not be empty')
  .max(MAX_UTM_VALUE_LENGTH, `must be at most ${MAX_UTM_VALUE_LENGTH} characters`)
  .regex(PRINTABLE, 'must not contain control characters')
  .describe(`1 to ${MAX_UTM_VALUE_LENGTH} printable characters; null removes it.`);

/**
 * `utm` of a POST or PATCH body. Unknown keys are kept so the server can answer them with 400,
 * as it does for `appearance` (a misspelt `utm.campain` silently dropped would go unnoticed).
 */
export const utmInputSchema = z
  .looseObject(Object.fromEntries(UTM_KEYS.map((key) => [key, utmValueSchema.nullable().optional()])) as Record<UtmKey, z.ZodOptional<z.ZodNullable<typeof utmValueSchema>>>)
  .meta({ id: 'UtmInput' });

export type UtmInput = z.infer<typeof utmInputSchema>;

export const utmSchema = z
  .object(Object.fromEntries(UTM_KEYS.map((key) => [key, z.string().nullable()])) as Record<UtmKey, z.ZodNullable<z.ZodString>>)
  .meta({ id: 'Utm' });

/** The first key of a `utm` input that is not a UTM key, or undefined. */
export function unknownUtmKey(input: object): string | undefined {
  return Object.keys(input).find((key) => !(UTM_KEYS as readonly string[]).includes(key));
}

/**
 * `patch` applied to `stored`: undefined keeps all, null removes all; in an object an absent
 * key keeps its value, null removes it, a string replaces it. Unknown keys are ignored here
 * (refused before, see {@link unknownUtmKey}).
 */
export function mergeUtm(stored: Utm, patch: UtmInput | null | undefined): Utm {
  if (patch === undefined) return stored;
  if (patch === null) return {};
  const merged: Partial<Record<UtmKey, string>> = {};
  for (const key of UTM_KEYS) {
    const value = patch[key] === undefined ? stored[key] : patch[key];
    if (typeof value === 'string') merged[key] = value;
  }
  return merged;
}

export function presentUtm(stored: Utm): PresentedUtm {
  return { source: stored.source ?? null, medium: stored.medium ?? null, campaign: stored.campaign ?? null, term: stored.term ?? null, content: stored.content ?? null };
}

/**
 * `url` with the UTM parameters it does not already carry appended to its query, values
 * percent-encoded, the fragment kept after them. The rest of the URL is left as written
 * (re-serializing its own query could change what the destination reads). A parameter the
 * URL already has — under any encoding of its name — is never added again, so applying this
 * twice gives the same URL as once.
 */
export function appendUtm(url: string, utm: Utm): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  const own = new URLSearchParams(query);
  const added: string[] = [];
  for (const key of UTM_KEYS) {
    const value = utm[key];
    const name = `utm_${key}`;
    if (value !== undefined && !own.has(name)) added.push(`${name}=${encodeURIComponent(value)}`);
  }
  if (added.length === 0) return url;
  const separator = queryAt === -1 ? '?' : query === '' || query.endsWith('&') ? '' : '&';
  return `${beforeHash}${separator}${added.join('&')}${hash}`;
}
