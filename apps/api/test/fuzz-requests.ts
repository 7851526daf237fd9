/**
 * Requests for the fuzz suite, made from the OpenAPI document the app serves: a plausible request for every
 * operation (values shaped by each schema and its formats), the same request with one field replaced by a
 * hostile value, and fast-check arbitraries that mix both. No I/O here.
 */
import fc from 'fast-check';

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema as OpenAPI serves it
export type JsonSchema = Record<string, any>;

export type Operation = {
  operationId: string;
  method: string;
  /** `/api/x/{id}` */
  path: string;
  pathParams: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  body: JsonSchema | undefined;
  /** The statuses the operation documents. */
  responses: number[];
};

/** Every operation of an OpenAPI 3 document. */
export const operationsOf = (document: { paths: Record<string, Record<string, JsonSchema>> }): Operation[] =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const parameters = (op.parameters ?? []) as Array<{ in: string; name: string; schema: JsonSchema }>;
      const byPlace = (place: string) =>
        Object.fromEntries(parameters.filter((p) => p.in === place).map((p) => [p.name, p.schema]));
      return {
        operationId: op.operationId as string,
        method: method.toUpperCase(),
        path,
        pathParams: byPlace('path'),
        query: byPlace('query'),
        body: op.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined,
        responses: Object.keys(op.responses ?? {}).map(Number),
      };
    }),
  );

/** A JSON token written as is (numbers JSON.stringify cannot write: 1e400, 400 digits). */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

const DIGITS_400 = '9'.repeat(400);

/** The values that broke the API (issue 12) and their relatives; every field gets each of them. */
export const CORE_NASTY: readonly unknown[] = [
  '\u0000',
  'abc\u0000def',
  '\uD800',
  'x\uDC00y',
  'Infinity',
  'NaN',
  DIGITS_400,
  '2147483648',
  '-'.repeat(36),
  '+275760-09-13T00:00:00.000Z',
  new RawJson(DIGITS_400),
  new RawJson('1e400'),
  2 ** 31,
  -1,
];

/** More hostile values; each field gets a seeded handful of these. */
export const MORE_NASTY: readonly unknown[] = [
  '-Infinity',
  '1e400',
  '-2147483649',
  '9007199254740993',
  '1.5',
  '-1',
  '0',
  '0x10',
  ' 1',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '0000000g-0000-0000-0000-000000000000',
  '275760-09-13',
  '13.09.275760 10:00:00',
  '13.09.275760',
  '0000-01-01',
  '9999-12-31',
  '1899-12-31T19:00:00Z',
  '2026-02-30',
  'x'.repeat(5_000),
  'ә'.repeat(1_001),
  '',
  ' ',
  '\t\r\n',
  '%00',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '𝕏𝕐',
  '\uFEFF',
  '\u202E',
  'JZ-99999999',
  'AA000000000KZ',
  'person',
  0,
  0.5,
  -0.000001,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  new RawJson('-1e400'),
  new RawJson(`-${DIGITS_400}`),
  new RawJson(`0.${DIGITS_400}`),
  null,
  true,
  false,
  [],
  {},
  ['\u0000'],
  { a: '\u0000' },
  [[[[['x']]]]],
];

/** A body sent byte for byte, not as JSON. */
export class RawBody {
  readonly bytes: string | Buffer;
  constructor(bytes: string | Buffer) {
    this.bytes = bytes;
  }
}

/** Bodies that are not the JSON of an object (or not JSON at all). */
export const RAW_BODIES: readonly RawBody[] = (
  [
    '',
    '{',
    '{"a":',
    'null',
    '[]',
    '"x"',
    '1e400',
    DIGITS_400,
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    `{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
    Buffer.from('{"a":"\u0000"}'),
  ] as Array<string | Buffer>
).map((bytes) => new RawBody(bytes));

/** Plausible values of the named formats, so that a request passes validation and reaches the service. */
const FORMAT_SAMPLES: Record<string, string> = {
  iin: '850722400008',
  bin: '940140000385',
  phone: '+7 701 555 44 33',
  email: 'a@mail.kz',
  'street-name': 'Абая',
  'postal-index': '050000',
  'track-number': 'JK473124829KZ',
  'iso-date': '2026-12-01',
  kato: '750000000',
  uuid: '6f1c1c0e-8d3e-4b8e-9a57-3c4c1d1f0a11',
  'date-time': '2026-11-20T10:00:00Z',
  'list-day': '2026-11-01',
};

const branches = (schema: JsonSchema): JsonSchema[] => schema.anyOf ?? schema.oneOf ?? [];

/** A plausible value of a schema: its const, first literal, a format sample, a small number, 'Тест'. */
export const sampleOf = (schema: JsonSchema): unknown => {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('default' in schema) return schema.default;
  const options = branches(schema);
  if (options.length > 0) return sampleOf(options.find((b) => b.type !== 'null') ?? (options[0] as JsonSchema));
  switch (schema.type) {
    case 'string':
      return FORMAT_SAMPLES[schema.format] ?? 'Тест'.slice(0, schema.maxLength ?? 4);
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return schema.items ? [sampleOf(schema.items)] : [];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sampleOf(s as JsonSchema)]));
    default:
      return 'x';
  }
};

export type Leaf = Array<string | number>;

/** Paths to every field of a body schema (each array's first item stands for all). */
export const leavesOf = (schema: JsonSchema, prefix: Leaf = []): Leaf[] => {
  const options = branches(schema);
  const object = schema.type === 'object' ? schema : options.find((b) => b.type === 'object');
  if (object?.properties)
    return [
      ...(prefix.length > 0 ? [prefix] : []),
      ...Object.entries(object.properties).flatMap(([k, s]) => leavesOf(s as JsonSchema, [...prefix, k])),
    ];
  const array = schema.type === 'array' ? schema : options.find((b) => b.type === 'array');
  if (array?.items) return [prefix, ...leavesOf(array.items, [...prefix, 0])];
  return [prefix];
};

/** A copy of `value` with the field at `leaf` set (objects and arrays made on the way as needed). */
export const setAt = (value: unknown, leaf: Leaf, replacement: unknown): unknown => {
  if (leaf.length === 0) return replacement;
  const [head, ...rest] = leaf as [string | number, ...Leaf];
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[head] = setAt(list[head], rest, replacement);
    return list;
  }
  const object = value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  (object as Record<string, unknown>)[head] = setAt((object as Record<string, unknown>)[head], rest, replacement);
  return object;
};

/** JSON with RawJson tokens written verbatim. */
export const toJson = (value: unknown): string => {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `@@raw${raws.length - 1}@@`;
    }
    return v;
  });
  return (text ?? 'null').replace(/"@@raw(\d+)@@"/g, (_m, i) => raws[Number(i)] as string);
};

/** A query or path value as text: what a caller can put in a URL. */
export const asText = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/**
 * Percent-encoding that also writes what encodeURIComponent refuses: a lone surrogate becomes the three
 * bytes it would be in CESU-8 (not valid UTF-8), as a hostile client can send.
 */
export const encode = (text: string): string => {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
};

export type Auth = 'none' | 'person' | 'company' | 'garbage';

export type FuzzRequest = {
  operationId: string;
  method: string;
  pathValues: Record<string, unknown>;
  query: Record<string, unknown>;
  /** Undefined: no body; a RawBody: sent as is; anything else: as JSON. */
  body: unknown;
  auth: Auth;
  lang: 'RU' | 'KZ' | 'EN';
  contentType?: string;
};

/** The URL of a request: path values and query encoded, arrays as repeated query keys. */
export const urlOf = (op: Operation, request: FuzzRequest): string => {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const text = asText(request.pathValues[name]);
    return text === undefined || text === '' ? 'x' : encode(text);
  });
  const pairs = Object.entries(request.query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).flatMap((item) => {
      const text = asText(item);
      return text === undefined ? [] : [`${encode(key)}=${encode(text)}`];
    }),
  );
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
};

/** An arbitrary of values for a schema: well-shaped ones, random ones of the schema's type, and hostile ones. */
export const arbitraryOf = (schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> => {
  const nasty = fc.constantFrom(...CORE_NASTY, ...MORE_NASTY);
  const typed = (): fc.Arbitrary<unknown> => {
    const options = branches(schema);
    if (options.length > 0) return fc.oneof(...options.map((b) => arbitraryOf(b, depth + 1)));
    if ('const' in schema) return fc.constant(schema.const);
    if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
    switch (schema.type) {
      case 'string':
        return fc.oneof(
          fc.constant(sampleOf(schema)),
          fc.string({ maxLength: (schema.maxLength ?? 40) + 2 }),
          fc.string({ unit: 'binary', maxLength: 12 }),
        );
      case 'integer':
        return fc.oneof(fc.integer({ min: -5, max: 300 }), fc.integer(), fc.maxSafeInteger(), fc.double());
      case 'number':
        return fc.oneof(fc.double({ min: -10, max: 1_000 }), fc.double());
      case 'boolean':
        return fc.boolean();
      case 'array':
        return depth > 3 ? fc.constant([]) : fc.array(arbitraryOf(schema.items ?? {}, depth + 1), { maxLength: 3 });
      case 'object':
        return depth > 3
          ? fc.constant({})
          : fc.record(
              Object.fromEntries(
                Object.entries(schema.properties ?? {}).map(([k, s]) => [k, arbitraryOf(s as JsonSchema, depth + 1)]),
              ),
              { requiredKeys: [] },
            );
      default:
        return fc.constant(null);
    }
  };
  return fc.oneof({ weight: 3, arbitrary: typed() }, { weight: 1, arbitrary: nasty });
};

/** Random requests for an operation around its plausible one. */
export const requestArbitrary = (op: Operation, base: FuzzRequest): fc.Arbitrary<FuzzRequest> => {
  const around = (schemas: Record<string, JsonSchema>, values: Record<string, unknown>) =>
    fc.record(
      Object.fromEntries(
        Object.entries(schemas).map(([k, s]) => [k, fc.oneof(fc.constant(values[k]), arbitraryOf(s), fc.constant(undefined))]),
      ),
    );
  const body = op.body
    ? fc.oneof(
        { weight: 6, arbitrary: arbitraryOf(op.body).map((random) => mergeInto(base.body, random)) },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
    : fc.constant(undefined);
  return fc.record({
    operationId: fc.constant(op.operationId),
    method: fc.constant(op.method),
    pathValues: around(op.pathParams, base.pathValues),
    query: around(op.query, base.query),
    body,
    auth: fc.constantFrom<Auth>(base.auth, base.auth, 'none', 'person', 'company', 'garbage'),
    lang: fc.constantFrom('RU', 'KZ', 'EN'),
  });
};

/** A random body laid over the plausible one: the random fields win, the rest stay plausible. */
const mergeInto = (base: unknown, random: unknown): unknown => {
  if (base === null || typeof base !== 'object' || Array.isArray(base)) return random;
  if (random === null || typeof random !== 'object' || Array.isArray(random) || random instanceof RawJson) return random;
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, v] of Object.entries(random)) merged[k] = mergeInto(merged[k], v);
  return merged;
};

/** A tiny seeded generator, to pick the extra hostile values of each field reproducibly. */
export const seeded = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};
