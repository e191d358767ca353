/**
 * Converts zod schemas to JSON Schema draft 2020-12 for one OpenAPI 3.1 document, hoisting
 * every schema registered with an `id` (`.meta({ id })`) into `components.schemas`.
 *
 * `z.toJSONSchema` emits named sub-schemas as `$defs` with `#/$defs/<id>` references, one
 * conversion at a time. Here each conversion's `$defs` are merged into one table, and once
 * every schema of the document has been converted, the references are rewritten to
 * `#/components/schemas/<name>`. That last step waits for the end because a named schema may
 * be used both in a request (converted as input: defaults make fields optional, no
 * `additionalProperties: false`) and in a response (output). Where the two forms differ, the
 * output form keeps the id and the input form is named `<id>Input`.
 */
import { z } from 'zod';
import { OpenApiDefinitionError } from './openapi-definition-error';

export type Io = 'input' | 'output';

export type JsonSchema = { [key: string]: unknown };

const DEFS_REF = '#/$defs/';
const COMPONENTS_REF = '#/components/schemas/';
/** Names z.toJSONSchema makes up for un-named recursive schemas (`cycles: 'ref'`). */
const GENERATED_DEF = /^__schema\d+$/;

interface Converted {
  readonly json: JsonSchema;
  readonly io: Io;
}

export interface SchemaComponents {
  /** A JSON Schema for `schema`; its `$ref`s are final once {@link finish} has run. */
  convert(schema: z.ZodType, io: Io): JsonSchema;
  /** Rewrites every reference handed out so far and returns `components.schemas`. */
  finish(): Record<string, JsonSchema>;
}

export function createSchemaComponents(): SchemaComponents {
  const converted: Converted[] = [];
  const defs = new Map<string, { input?: JsonSchema; output?: JsonSchema }>();
  let anonymous = 0;

  function convert(schema: z.ZodType, io: Io): JsonSchema {
    const json = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      override: ({ jsonSchema }) => {
        // The date-time pattern zod adds is a page of regex restating `format: date-time`.
        if (jsonSchema.format === 'date-time') delete jsonSchema.pattern;
        // z.int() bounds: the safe-integer range says nothing to an API client.
        if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
        if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
        // Responses gain fields within a version (contract, Versioning rule 2), so a client must
        // not be told that unknown response fields are invalid.
        if (io === 'output' && jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
      },
    }) as JsonSchema;
    delete json.$schema;
    const local = json.$defs as Record<string, JsonSchema> | undefined;
    delete json.$defs;

    // Generated names restart at __schema0 in every conversion: make them unique.
    const renamed = new Map<string, string>();
    for (const name of Object.keys(local ?? {})) {
      if (GENERATED_DEF.test(name)) renamed.set(name, `Recursive${anonymous++}`);
    }
    const localize = (node: unknown) =>
      walkRefs(node, (ref) => {
        const name = ref.slice(DEFS_REF.length);
        return ref.startsWith(DEFS_REF) && renamed.has(name) ? DEFS_REF + renamed.get(name)! : ref;
      });
    localize(json);

    for (const [name, def] of Object.entries(local ?? {})) {
      localize(def);
      const id = renamed.get(name) ?? name;
      const entry = defs.get(id) ?? {};
      const previous = entry[io];
      if (previous !== undefined && !sameJson(previous, def)) {
        throw new OpenApiDefinitionError(`openapi: two different schemas are registered with id "${id}"`);
      }
      entry[io] = def;
      defs.set(id, entry);
      converted.push({ json: def, io });
    }
    converted.push({ json, io });
    return json;
  }

  function finish(): Record<string, JsonSchema> {
    const inputName = nameInputForms(defs);
    const target = (ref: string, io: Io) => {
      if (!ref.startsWith(DEFS_REF)) return ref;
      const id = ref.slice(DEFS_REF.length);
      return COMPONENTS_REF + (io === 'input' ? (inputName.get(id) ?? id) : id);
    };
    for (const { json, io } of converted) walkRefs(json, (ref) => target(ref, io));

    const components: Record<string, JsonSchema> = {};
    for (const id of [...defs.keys()].sort()) {
      const { input, output } = defs.get(id)!;
      if (output !== undefined) components[id] = output;
      if (input !== undefined) components[inputName.get(id) ?? id] ??= input;
    }
    return components;
  }

  return { convert, finish };
}

/**
 * For each id used both ways: `<id>Input` when its input form differs from its output form,
 * directly or through a named schema it refers to; otherwise the id itself.
 */
function nameInputForms(defs: Map<string, { input?: JsonSchema; output?: JsonSchema }>): Map<string, string> {
  const differs = new Set<string>();
  for (const [id, { input, output }] of defs) {
    if (input !== undefined && output !== undefined && !sameJson(input, output)) differs.add(id);
  }
  let grew = true;
  while (grew) {
    grew = false;
    for (const [id, { input, output }] of defs) {
      if (differs.has(id) || input === undefined || output === undefined) continue;
      if (refsOf(input).some((ref) => differs.has(ref))) {
        differs.add(id);
        grew = true;
      }
    }
  }
  const names = new Map<string, string>();
  for (const id of defs.keys()) names.set(id, differs.has(id) ? `${id}Input` : id);
  return names;
}

function refsOf(node: unknown): string[] {
  const ids: string[] = [];
  walkRefs(node, (ref) => {
    if (ref.startsWith(DEFS_REF)) ids.push(ref.slice(DEFS_REF.length));
    return ref;
  });
  return ids;
}

/** Replaces, in place, every `$ref` string under `node` by `rewrite(ref)`. */
function walkRefs(node: unknown, rewrite: (ref: string) => string): void {
  if (Array.isArray(node)) {
    for (const item of node) walkRefs(item, rewrite);
  } else if (node !== null && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (key === '$ref' && typeof value === 'string') record[key] = rewrite(value);
      else walkRefs(value, rewrite);
    }
  }
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
