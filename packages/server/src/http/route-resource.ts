import { envelopeSchema, listEnvelopeSchema } from '@quietzone/core/schemas';
import type { z } from 'zod';
import type { AppContext } from '../app/app-context';
import type { AuthContext } from '../auth/auth-context';
import type { OpenApiResponse } from '../openapi/build-openapi-document';
import { notFoundWording } from './resource-not-found';

/** A resource as answers speak of it: its one 404 wording and the envelopes of one and of a page of its schema. */
export interface ResourceAnswers {
  /** `<Name> not found.` (http/resource-not-found.ts). */
  readonly notFound: string;
  /** `{ data: <schema>, meta }`: "The webhook." */
  readonly one: OpenApiResponse;
  /** A list envelope of the schema: "A page of webhooks." */
  readonly page: OpenApiResponse;
}

/**
 * A resource that routes name by `{id}`, stated once: how the caller's row of that id is found.
 * The router runs `find` after the caller's permission and before the handler, answers
 * `notFound` when it finds nothing, and hands the handler the row as `call.found`.
 */
export interface RouteResource<Row = unknown> extends ResourceAnswers {
  readonly name: string;
  /**
   * The caller's row of this id (its workspace's or organization's, as the resource is scoped),
   * through the resource's store; nothing for an id that names none of the caller's. It may
   * throw another answer that the row's state calls for (an expired export is 410).
   */
  readonly find: (ctx: AppContext, auth: AuthContext, id: string) => Promise<Row | null | undefined>;
}

interface ResourceAnswersInput {
  /** Singular, as answers say it: `webhook`. */
  readonly name: string;
  readonly schema: z.ZodType;
}

/** The answers of a resource no route names by `{id}` (comments, revisions: their path's `{id}` is the code's). */
export function resourceAnswers({ name, schema }: ResourceAnswersInput): ResourceAnswers {
  return {
    notFound: notFoundWording(name),
    one: { description: `The ${name}.`, schema: envelopeSchema(schema) },
    page: { description: `A page of ${name}s.`, schema: listEnvelopeSchema(schema) },
  };
}

export function routeResource<Row>(input: ResourceAnswersInput & Pick<RouteResource<Row>, 'find'>): RouteResource<Row> {
  return { ...resourceAnswers(input), name: input.name, find: input.find };
}
