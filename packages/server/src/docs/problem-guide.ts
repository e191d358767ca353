import type { ProblemCode } from '@quietzone/core';

/** What a problem type means and what the caller should do about it: the page at `/docs/errors/<slug>`. */
export interface ProblemGuide {
  readonly meaning: string;
  readonly whatToDo: string;
}

/**
 * One entry per problem code of core's PROBLEM_TYPES (the `satisfies` makes a new code without
 * its page a type error), so every `type` link the server sends leads to a page.
 */
export const PROBLEM_GUIDES = {
  bad_request: {
    meaning: 'The request could not be read: malformed JSON, a missing required field, an unknown or malformed query parameter, or a cursor this server did not issue.',
    whatToDo: 'Read `detail` and the `errors` array, which name the fields; correct the request and send it again. Pass `next_cursor` back exactly as received.',
  },
  authentication: {
    meaning: 'The request carries no API key, or one that is unknown, revoked or expired.',
    whatToDo: 'Send `Authorization: Bearer <key>` with a live key of the workspace. Create a new key if this one expired or was revoked.',
  },
  forbidden: {
    meaning: 'The API key is valid but its role does not allow this action on this resource (a viewer key uploading a logo, a public key writing).',
    whatToDo: 'Use a key whose role allows the action, or ask an organization admin to grant it.',
  },
  not_found: {
    meaning: 'Nothing exists at this path for this key: an unknown id, a resource of another workspace, a code already deleted, or a short link that is not active.',
    whatToDo: 'Check the id and the workspace of the key. A second DELETE of the same resource answers this too: the first one succeeded.',
  },
  method_not_allowed: {
    meaning: 'The path exists but does not answer this HTTP method.',
    whatToDo: 'Use one of the methods listed in the `Allow` response header.',
  },
  conflict: {
    meaning: 'The request clashes with the current state: an `Idempotency-Key` reused for another request or still in progress, a slug or identifier already taken, or a concurrent change that won.',
    whatToDo: 'For an idempotency clash use a new key for a new request, or retry once the first finished. Otherwise reload the resource, then repeat the change.',
  },
  gone: {
    meaning: 'The resource existed but has ended: the short link of a code whose `expires_at` has passed.',
    whatToDo: 'Nothing to retry. The code owner can move `expires_at` into the future or make the code live again.',
  },
  payload_too_large: {
    meaning: 'The request body is larger than this route accepts (the limit is in `detail`).',
    whatToDo: 'Send a smaller body: a smaller logo or file, fewer rows per import, fewer items per batch.',
  },
  unsupported_media_type: {
    meaning: 'The body is not in the media type this route reads, for example an upload not sent as `multipart/form-data`.',
    whatToDo: 'Send the body with the media type the API reference documents for this operation.',
  },
  validation: {
    meaning: 'The request was read but its content breaks a rule: a URL without http(s), an unsafe link, too little contrast, a field that does not apply to this code type.',
    whatToDo: 'The `errors` array names each field with the rule it breaks; fix those values and send the request again.',
  },
  rate_limited: {
    meaning: 'This API key has sent more requests in the current minute than its limit allows (or, on public image routes, this address has).',
    whatToDo: 'Wait the number of seconds in `Retry-After` (or until `X-RateLimit-Reset`), then retry; spread requests over time.',
  },
  internal: {
    meaning: 'The server failed in a way it did not expect. Nothing is wrong with the request as far as the server can tell.',
    whatToDo: 'Retry later. If it persists, report it with the `X-Request-Id` of the response, which the operator can find in the logs.',
  },
  not_implemented: {
    meaning: 'This deployment does not offer the feature: it lacks the provider it needs (billing checkout without a payment provider).',
    whatToDo: 'Ask the operator of this deployment; the request will not succeed here as is.',
  },
  unavailable: {
    meaning: 'The service cannot answer now, usually because its database is down or too slow.',
    whatToDo: 'Retry after the number of seconds in `Retry-After`.',
  },
} as const satisfies Record<ProblemCode, ProblemGuide>;
