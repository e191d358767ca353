import fc from 'fast-check';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JsonSchema = any;

/**
 * Values no schema of ours accepts and every layer must refuse cleanly: text PostgreSQL cannot
 * store (U+0000, unpaired surrogates), other C0/C1 controls and bidi overrides, timestamps
 * outside PostgreSQL's and JavaScript's ranges (year 0000, ±275760), numbers past int4, int8 and
 * double precision, wrong JSON types and deep nesting.
 */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0008\u000b\u001b\u001f\u007f\u0085\u009f',
  '\t\r\n',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  '\u202E\u2066evil\u200F',
  '\uFEFF',
  '\uFFFF\uFFFE',
  '😀'.repeat(300),
  'a'.repeat(70_000),
  '0000-01-01T00:00:00Z',
  '0000-12-31T23:59:59.999Z',
  '-000001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.001Z',
  '9999-12-31T23:59:59.999Z',
  '2026-02-30T25:61:61Z',
  '1970-01-01T00:00:00Z',
  'null',
  '-1',
  '1e400',
  'NaN',
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  '$1',
  '<script>alert(1)</script>',
  'https://user:pass@example.com/',
  'javascript:alert(1)',
  'http://[::1]:99999/',
  'https://xn--.example/',
  'https://例え.テスト/パス',
];

export const NASTY_NUMBERS = [
  0,
  -1,
  0.5,
  -0.000001,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 64),
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** JSON-ready values; `depth` bounds the nesting so a value stays small enough to send often. */
export function nastyValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom<unknown>(...NASTY_STRINGS) },
    { weight: 3, arbitrary: fc.constantFrom<unknown>(...NASTY_NUMBERS) },
    { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': null }, { '\u0000': 1 }) },
    { weight: 2, arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)), maxLength: 40 }) },
    { weight: 1, arbitrary: fc.integer({ min: 2, max: 200 }).map(nestedArray) },
  );
}

function nestedArray(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** Timestamps that parse: the near and far future (a code's expires_at must lie ahead) and the past. */
const DATE_TIMES = ['2031-06-01T12:00:00Z', '2099-12-31T23:59:59.999Z', '2027-01-01T00:00:00+02:00', '2020-01-01T00:00:00Z'];
const URIS = ['https://example.com/', 'https://example.org/menu?x=1#top', 'http://example.net/a/b', 'https://shop.example.com/ä'];

const PATTERN_SAMPLES = ['example.com', 'links.example.org', 'a-b.c.example.net', 'qr.example.de'];

/**
 * A fast-check arbitrary for values of a JSON Schema of the OpenAPI document (the subset our zod
 * schemas produce: type, properties, required, enum, const, anyOf/oneOf, not, items, prefixItems,
 * additionalProperties, formats and bounds), where at every node a value from `nastyValue` takes
 * the place of a valid one with probability `nastyShare`, so most bodies get past validation
 * to the handlers and the store while each one still carries an odd field now and then.
 */
export function jsonSchemaArbitrary(
  schema: JsonSchema,
  resolve: (ref: string) => JsonSchema,
  nastyShare: number,
  /** Real values for properties of these names (ids of existing rows), so references resolve too. */
  knownValues: Readonly<Record<string, readonly string[]>> = {},
): fc.Arbitrary<unknown> {
  const nastyWeight = Math.max(1, Math.round(nastyShare * 100));
  const validWeight = Math.max(1, 100 - nastyWeight);

  function node(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    return fc.oneof({ weight: validWeight, arbitrary: valid(s, depth) }, { weight: nastyWeight, arbitrary: nastyValue() });
  }

  function valid(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    if (s === undefined || s === true || (typeof s === 'object' && Object.keys(s).length === 0)) return nastyValue();
    if (s.$ref) return valid(resolve(s.$ref), depth);
    if (s.const !== undefined) return fc.constant(s.const);
    if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum);
    const alternatives = s.anyOf ?? s.oneOf;
    if (Array.isArray(alternatives)) return fc.oneof(...alternatives.map((alternative: JsonSchema) => valid(alternative, depth)));
    if (s.not) return nastyValue();
    const type = Array.isArray(s.type) ? s.type[0] : s.type;
    switch (type) {
      case 'string':
        return stringFor(s);
      case 'integer':
        return fc.integer({ min: Math.max(s.minimum ?? -1000, -(2 ** 31)), max: Math.min(s.maximum ?? 100_000, 2 ** 31 - 1) });
      case 'number':
        return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        if (depth > 4) return fc.constant([]);
        if (Array.isArray(s.prefixItems)) return fc.tuple(...s.prefixItems.map((item: JsonSchema) => node(item, depth + 1)));
        return fc.array(node(s.items, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 5, 5) });
      }
      case 'object':
      default: {
        if (depth > 4) return fc.constant({});
        const properties: Record<string, JsonSchema> = s.properties ?? {};
        const required = new Set<string>(s.required ?? []);
        const shape: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [name, property] of Object.entries(properties)) {
          const known = knownValues[name] ?? [];
          shape[name] = known.length > 0 ? fc.oneof(fc.constantFrom(...known), node(property, depth + 1)) : node(property, depth + 1);
        }
        const requiredKeys = Object.keys(properties).filter((name) => required.has(name));
        const record = fc.record(shape, { requiredKeys });
        if (s.additionalProperties && typeof s.additionalProperties === 'object') {
          const extra = fc.dictionary(fc.string({ maxLength: 10 }), node(s.additionalProperties, depth + 1), { maxKeys: 3 });
          return fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known }));
        }
        return record;
      }
    }
  }

  function stringFor(s: JsonSchema): fc.Arbitrary<string> {
    if (s.format === 'date-time') return fc.constantFrom(...DATE_TIMES);
    if (s.format === 'uri' || s.format === 'url') return fc.constantFrom(...URIS);
    if (s.format === 'uuid') return fc.uuid();
    if (s.format === 'email') return fc.constantFrom('a@example.com', 'first.last+tag@sub.example.org');
    if (typeof s.pattern === 'string') {
      const pattern = new RegExp(s.pattern);
      const fits = (text: string) => text.length <= (s.maxLength ?? Infinity) && text.length >= (s.minLength ?? 0);
      try {
        return fc.stringMatching(pattern).filter(fits);
      } catch {
        // fast-check cannot generate from lookaheads (the host name pattern): fall back to samples the pattern accepts.
        const samples = PATTERN_SAMPLES.filter((text) => pattern.test(text) && fits(text));
        return samples.length > 0 ? fc.constantFrom(...samples) : fc.string({ maxLength: 40 });
      }
    }
    // Mostly URLs too: many plain strings of ours are destinations, and a URL is valid text anywhere else.
    const minLength = s.minLength ?? 0;
    const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 60, 60));
    return fc.oneof(fc.string({ minLength, maxLength }), fc.constantFrom(...URIS));
  }

  return node(schema, 0);
}
