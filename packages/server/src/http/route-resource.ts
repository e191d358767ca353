import { envelopeSchema, listEnvelopeSchema } from '@quietzone/core/schemas';
import type { z } from 'zod';
import type { OpenApiResponse } from '../openapi/build-openapi-document';

/**
 * One resource as its routes answer about it, stated once: the 404 of an `{id}` that names
 * none of the caller's (derived for every route that declares this `resource`), and the
 * envelopes of one and of a page of its schema.
 */
export interface RouteResource {
  readonly notFound: string;
  /** `{ data: <schema>, meta }`: "The webhook." */
  readonly one: OpenApiResponse;
  /** A list envelope of the schema: "A page of webhooks." */
  readonly page: OpenApiResponse;
}

type RouteResourceInput = {
  /** Singular, as answers say it: `webhook`. */
  readonly name: string;
  readonly schema: z.ZodType;
} & (
  | {
      /** Where its ids are looked up: the calling key's workspace or organization. */
      readonly scope: 'workspace' | 'organization';
    }
  | {
      /** The 404 in the resource's own words, where they say more than "No such <name> in the <scope>.". */
      readonly notFound: string;
    }
);

export function routeResource(input: RouteResourceInput): RouteResource {
  const { name, schema } = input;
  return {
    notFound: 'notFound' in input ? input.notFound : `No such ${name} in the ${input.scope}.`,
    one: { description: `The ${name}.`, schema: envelopeSchema(schema) },
    page: { description: `A page of ${name}s.`, schema: listEnvelopeSchema(schema) },
  };
}
