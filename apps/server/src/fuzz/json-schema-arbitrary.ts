import fc from 'fast-check';

/** The part of JSON Schema 2020-12 that zod emits for the API's contracts. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/**
 * Values the fuzz suite throws at every field: what broke PostgreSQL in the probe (NUL,
 * lone surrogates, ids above `integer`), plus negative, huge and fractional numbers, long and
 * non-Latin text, and every JSON type where another was expected.
 */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    'lone \uD800 surrogate',
    '\uDC00',
    '',
    ' ',
    'x'.repeat(5000),
    'Ünïcødé 🎬 日本語 العربية',
    "'; drop table users; --",
    '%00',
    '../../etc/passwd',
    4026168271,
    2147483648,
    -1,
    0,
    -2147483649,
    Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
    0.5,
    true,
    false,
    null,
    {},
    [],
    [null],
    { $ne: 1 },
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
);

const bounded = (value: number | undefined, fallback: number) =>
  value === undefined ? fallback : Math.max(-1e12, Math.min(1e12, value));

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** Pads or cuts a generated string into the schema's length bounds. */
const fitLength = (text: string, min: number, max: number) =>
  (text.length < min ? text.padEnd(min, 'x') : text).slice(0, Math.max(min, max));

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    let pattern: RegExp | null = null;
    try {
      pattern = new RegExp(schema.pattern);
    } catch {
      pattern = null;
    }
    if (pattern) {
      const max = schema.maxLength ?? 200;
      const min = schema.minLength ?? 0;
      // No filter: a rare length would make fast-check search for ever. Near misses are fine here.
      return fc.stringMatching(pattern, { size: 'xsmall' }).map((s) => fitLength(s, min, max));
    }
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, Math.max(minLength, 60));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    // Looks like a release name: letters, dots and a group.
    fc
      .array(fc.constantFrom('Movie', 'The', '2024', 'German', '1080p', 'WEB', 'x264', 'Ärger'), {
        minLength: 2,
        maxLength: 6,
      })
      .map((words) => fitLength(`${words.join('.')}-GRP`, minLength, schema.maxLength ?? 1000)),
  );
}

/** Values that fit the schema (mostly: patterns and refinements are approximated). */
export function validArbitrary(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 1 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0)
    return fc.oneof(...alternatives.map((s) => validArbitrary(s, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return validArbitrary(schema.allOf[0], depth + 1);
  const types = typesOf(schema);
  if (types.length > 1)
    return fc.oneof(...types.map((type) => validArbitrary({ ...schema, type }, depth + 1)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = Math.ceil(bounded(schema.minimum ?? schema.exclusiveMinimum, -1000));
      const max = Math.floor(bounded(schema.maximum ?? schema.exclusiveMaximum, 100_000));
      return fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(Math.max(min, max), 2 ** 31 - 1) });
    }
    case 'number': {
      const min = bounded(schema.minimum, -1000);
      const max = bounded(schema.maximum, 100_000);
      return fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
    }
    case 'string':
      return stringArbitrary(schema);
    case 'array':
      return fc.array(validArbitrary(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of Object.entries(properties)) model[key] = validArbitrary(sub, depth + 1);
      return fc.record(model, { requiredKeys: [...required].filter((key) => key in model) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * A valid value with one thing broken: a field replaced by a nasty value, a required field left
 * out, or an unknown field added; for non-objects the value itself replaced.
 */
export function mutatedArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const base = validArbitrary(schema);
  return fc
    .tuple(base, fc.nat(), nastyValue, fc.constantFrom('replace', 'drop', 'add'))
    .map(([value, pick, nasty, how]) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return nasty;
      const record = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(schema?.properties ?? record);
      const key = keys.length > 0 ? keys[pick % keys.length] : undefined;
      if (how === 'add' || !key) record[`extra_${pick % 5}`] = nasty;
      else if (how === 'drop') delete record[key];
      else record[key] = nasty;
      return record;
    });
}
