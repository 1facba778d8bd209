import { ErrorCode, StaffErrorCode } from '@shop/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { type Db, query } from '../db/client.ts';

/**
 * Helpers of the hostile-input suite: bad-input generators driven by
 * the OpenAPI document, the envelope check and a cheap database fingerprint.
 */

/** The subset of JSON Schema (OpenAPI 3.0 flavour) that fastify-type-provider-zod emits. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

export interface Operation {
  params: Record<string, JsonSchema>;
  body?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

/** Param and body schemas per route key (`POST /admin/v1/sign/in`), from the served OpenAPI document. */
export async function openApiOperations(app: FastifyInstance, docUrl: string): Promise<Map<string, Operation>> {
  const doc = (await app.inject({ method: 'GET', url: docUrl })).json() as OpenApiDocument;
  const ops = new Map<string, Operation>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, op] of Object.entries(methods)) {
      const params: Record<string, JsonSchema> = {};
      for (const p of op.parameters ?? []) if (p.in === 'path') params[p.name] = p.schema;
      const body = op.requestBody?.content?.['application/json']?.schema;
      ops.set(`${method.toUpperCase()} ${url}`, { params, ...(body ? { body } : {}) });
    }
  }
  return ops;
}

// ---------------------------------------------------------------------------------------------
// Generators

/** Sets a key as an own property, so `__proto__` really ends up in the JSON text. */
function put(obj: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A marker for number literals JSON.stringify cannot produce (`1e999`); swapped in by `toJsonText`. */
const RAW = '\u0001RAW:';
const raw = (literal: string) => `${RAW}${literal}\u0001`;
export function toJsonText(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0001RAW:(.*?)\\u0001"/g, '$1');
}

export const HUGE_STRING = 'x'.repeat(100_000);
const HUGE_EMOJI = '🛒'.repeat(30_000);

export const NASTY_STRINGS = [
  '',
  ' ',
  '.',
  '..',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '\u0000',
  'a\u0000b',
  // Control characters: every text field refuses them (packages/contract/src/text.ts).
  '\t',
  'Ján\tNovák',
  'a\nb',
  'a\r\nb',
  '\u0007',
  '\u001b[31mred',
  'a\u007fb',
  'a\u0085b',
  '%2e%2e',
  '%2e%2e%2f',
  "'",
  '"',
  '`',
  "' OR '1'='1' --",
  '"; DROP TABLE customers; --',
  '\\',
  '\\"',
  '\\u0000',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0',
  '9007199254740993',
  '0x1F',
  ' 7 ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}{{7*7}}',
  '%s%s%n',
  '🛒💥👩‍👩‍👧‍👦',
  '\u202Egnp.exe',
  'مرحبا بالعالم',
  'שָׁלוֹם',
  'Z̷̢̛a̶l̸g̴o̵',
  '\uFEFF',
  '\u2028\u2029',
  '\uD800',
  'ｓｋ',
  'SK',
  'sk\u0000',
  'İıß',
  'a'.repeat(1001),
  '9'.repeat(400),
  HUGE_STRING,
  HUGE_EMOJI,
];

const NASTY_NUMBERS: unknown[] = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  1e-300,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  raw('1e999'),
  raw('-1e999'),
  raw('123456789012345678901234567890'),
  raw('1E+2'),
  raw('0.1e-400'),
  raw('-0.0'),
];

const nastyString = fc.constantFrom(...NASTY_STRINGS);
const nastyNumber = fc.constantFrom(...NASTY_NUMBERS);

/** Keys that tend to hurt: prototype names, empties, Mongo-isms, and unicode. */
export function keyArb(known: string[] = []) {
  return fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' ', '$where', 'id'),
    ...(known.length ? [fc.constantFrom(...known)] : []),
    fc.string({ unit: 'binary', maxLength: 12 }),
  );
}

function objectOf(key: fc.Arbitrary<string>, value: fc.Arbitrary<unknown>, maxLength: number) {
  return fc.array(fc.tuple(key, value), { maxLength }).map((entries) => {
    const obj: Record<string, unknown> = {};
    for (const [k, v] of entries) put(obj, k, v);
    return obj;
  });
}

/** Any JSON value with nasty leaves and nasty keys, up to three levels deep. */
export function hostileValueArb(knownKeys: string[] = []): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    { weight: 3, arbitrary: nastyString },
    { weight: 3, arbitrary: nastyNumber },
    fc.boolean(),
    fc.constant(null),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', maxDepth: 3 },
      { weight: 4, arbitrary: leaf },
      fc.array(tie('value'), { maxLength: 4 }),
      objectOf(keyArb(knownKeys), tie('value'), 4),
    ),
  }));
  return value;
}

const boundOf = (s: JsonSchema, side: 'min' | 'max', fallback: number) => {
  const bound = side === 'min' ? s.minimum : s.maximum;
  const exclusive = side === 'min' ? s.exclusiveMinimum : s.exclusiveMaximum;
  if (typeof exclusive === 'number') return side === 'min' ? exclusive + 1 : exclusive - 1;
  if (bound === undefined) return fallback;
  return exclusive === true ? (side === 'min' ? bound + 1 : bound - 1) : bound;
};

/** Values the schema accepts (mostly: patterns and unicode lengths may still miss), to get past validation. */
export function validArb(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return hostileValueArb();
  const base = validNonNull(schema);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: base }, fc.constant(null)) : base;
}

function validNonNull(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.anyOf ?? s.oneOf) return fc.oneof(...(s.anyOf ?? s.oneOf ?? []).map(validArb));
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string': {
      const minLength = s.minLength ?? 0;
      const maxLength = Math.min(s.maxLength ?? minLength + 30, minLength + 30);
      if (s.pattern) {
        const re = new RegExp(s.pattern);
        return fc.stringMatching(re).filter((v) => v.length >= minLength && v.length <= (s.maxLength ?? 1e9));
      }
      return fc.string({ unit: 'grapheme', minLength, maxLength });
    }
    case 'integer': {
      const min = Math.max(boundOf(s, 'min', -(2 ** 31)), Number.MIN_SAFE_INTEGER);
      const max = Math.min(boundOf(s, 'max', 2 ** 31), Number.MAX_SAFE_INTEGER);
      // Small numbers first: those are the ids that exist.
      return fc.oneof(fc.integer({ min, max: Math.min(max, Math.max(min, 0) + 60) }), fc.integer({ min, max }));
    }
    case 'number':
      return fc.double({
        min: boundOf(s, 'min', -1e9),
        max: boundOf(s, 'max', 1e9),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validArb(s.items), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, (s.minItems ?? 0) + 3),
      });
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) shape[k] = validArb(v);
      return fc.record(shape, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
    default:
      return hostileValueArb();
  }
}

interface Mutation {
  kind: 'drop' | 'set' | 'add';
  node: number;
  key: number;
  newKey: string;
  value: unknown;
}

/** Every object inside a JSON value, the value itself first. */
function objectsIn(value: unknown, out: Record<string, unknown>[] = []) {
  if (Array.isArray(value)) for (const v of value) objectsIn(v, out);
  else if (value && typeof value === 'object') {
    out.push(value as Record<string, unknown>);
    for (const v of Object.values(value)) objectsIn(v, out);
  }
  return out;
}

function applyMutations(valid: unknown, mutations: Mutation[]): unknown {
  const copy = valid === undefined ? undefined : JSON.parse(JSON.stringify(valid));
  for (const m of mutations) {
    const nodes = objectsIn(copy);
    const node = nodes[m.node % Math.max(nodes.length, 1)];
    if (!node) return m.value;
    const keys = Object.keys(node);
    const key = keys[m.key % Math.max(keys.length, 1)];
    if (m.kind === 'drop' && key !== undefined) delete node[key];
    else if (m.kind === 'set' && key !== undefined) put(node, key, m.value);
    else put(node, m.newKey, m.value);
  }
  return copy;
}

/** A valid value with one to three fields dropped, replaced by nasty values, or added. */
export function mutatedArb(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const known = Object.keys(schema?.properties ?? {});
  const mutation = fc.record({
    kind: fc.constantFrom('drop', 'set', 'set', 'add'),
    node: fc.nat(),
    key: fc.nat(),
    newKey: keyArb(known),
    value: hostileValueArb(known),
  }) as fc.Arbitrary<Mutation>;
  return fc
    .tuple(validArb(schema), fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([valid, mutations]) => applyMutations(valid, mutations));
}

/**
 * The free-text leaves of a body schema: every string (also inside nested objects, nullable
 * objects and unions) that is not a fixed value, as its path of property names.
 */
export function textFieldsOf(schema: JsonSchema | undefined, path: string[] = []): string[][] {
  if (!schema) return [];
  const out: string[][] = [];
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) out.push(...textFieldsOf(option, path));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string') && schema.enum === undefined && schema.const === undefined) out.push(path);
  for (const [key, child] of Object.entries(schema.properties ?? {})) out.push(...textFieldsOf(child, [...path, key]));
  // The same path reached through two union members counts once.
  return [...new Map(out.map((p) => [p.join('.'), p])).values()];
}

/** `{ a: { b: value } }` for the path `['a', 'b']`. */
export function bodyWith(path: string[], value: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
}

/** Raw request bodies no JSON serializer would write. */
export const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '1e999',
  '{"id":1e999,"quantity":-1e999,"product":123456789012345678901234567890}',
  '{"__proto__":{"admin":true},"id":1}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"id":1,"id":2}',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  'NaN',
  "{'a':1}",
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"x":"${'y'.repeat(1_100_000)}"}`,
];

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/json, text/plain',
  '',
];

export interface BodyCase {
  payload: string;
  contentType?: string;
}

/** A request body: valid, mutated, any nasty JSON, or raw text under any content type. */
export function bodyArb(schema: JsonSchema | undefined): fc.Arbitrary<BodyCase> {
  const known = Object.keys(schema?.properties ?? {});
  const json = (arb: fc.Arbitrary<unknown>) =>
    arb.map((v): BodyCase => ({ payload: toJsonText(v ?? null), contentType: 'application/json' }));
  return fc.oneof(
    { weight: 2, arbitrary: json(validArb(schema)) },
    { weight: 5, arbitrary: json(mutatedArb(schema)) },
    { weight: 2, arbitrary: json(hostileValueArb(known)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...RAW_BODIES), fc.constantFrom(...CONTENT_TYPES))
        .map(([payload, contentType]): BodyCase => (contentType ? { payload, contentType } : { payload })),
    },
  );
}

/** Path segments that reach the app unencoded (the router decodes them). */
const RAW_SEGMENTS = [
  '..',
  '...',
  '.',
  '%00',
  '%2e%2e',
  '%2E%2E%2F',
  '..%2F..%2F',
  '%zz',
  '%',
  '%E0%A4%A',
  '%C0%AE',
  '%2F',
];

const encoded = (arb: fc.Arbitrary<unknown>) =>
  arb.map((v) => {
    try {
      return encodeURIComponent(String(v));
    } catch {
      return '%ED%A0%80'; // a lone surrogate, as UTF-8 bytes
    }
  });

/** A path segment the param's schema accepts (percent-encoded). */
export const validSegmentArb = (schema: JsonSchema | undefined) => encoded(validArb(schema));

/** A nasty path segment: encoded nasty strings and numbers, or raw `..`, `%00`, broken escapes. */
export const hostileSegmentArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: encoded(nastyString) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  encoded(nastyNumber.map((n) => (typeof n === 'string' ? n.slice(RAW.length, -1) : n))),
  encoded(fc.string({ unit: 'binary', minLength: 1, maxLength: 40 })),
);

/** One path segment: valid or nasty, half and half. */
export function segmentArb(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc.oneof(validSegmentArb(schema), hostileSegmentArb);
}

/** A wildcard tail (`*`): several segments, traversal attempts included. */
export const wildcardArb = fc.oneof(
  fc.constantFrom(
    '../../../package.json',
    '..%2F..%2F..%2Fpackage.json',
    '%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '....//....//etc/passwd',
    'index.html%00.js',
    'static/index.html',
    '',
  ),
  fc.array(segmentArb(undefined), { maxLength: 4 }).map((s) => s.join('/')),
);

/** A query string with prototype-ish keys, repeated keys, bracket syntax and nasty values. */
export const queryArb = fc.oneof(
  fc.constant(''),
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(
            '__proto__',
            '__proto__[admin]',
            'constructor[prototype][admin]',
            'a[]',
            'a[0]',
            'lang',
            'id',
          ),
          segmentArb(undefined),
        ),
        segmentArb(undefined),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
);

/** Headers a client controls and the server reads. */
export const headersArb = fc.record(
  {
    'idempotency-key': fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
      segmentArb(undefined),
      fc.constant('x'.repeat(5000)),
    ),
    'x-forwarded-for': fc.oneof(
      fc.constantFrom('not-an-ip', '::1', '1.2.3.4, 5.6.7.8', '999.999.999.999', '', 'a'.repeat(3000)),
      fc.ipV4(),
      fc.ipV6(),
    ),
  },
  { requiredKeys: [] },
);

// ---------------------------------------------------------------------------------------------
// Checks

const ErrorEnvelope = z.strictObject({
  success: z.literal(false),
  error: z
    .array(
      z.strictObject({
        code: z.enum([...Object.values(ErrorCode), ...Object.values(StaffErrorCode)] as [string, ...string[]]),
        key: z.string().optional(),
        message: z.string().optional(),
      }),
    )
    .min(1),
});

/** Internals that must never reach a client: stack frames, file paths, SQL and driver errors. */
const LEAKS: RegExp[] = [
  /\n\s+at \S/,
  /\bat (?:async )?\S+ \(/,
  /node_modules/,
  /\.ts:\d+/,
  /\/(?:work|home|usr|tmp)\//,
  /\bFST_[A-Z_]+/,
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError)\b/,
  /syntax error at or near|violates|duplicate key|relation "|column "|invalid input syntax|invalid byte sequence/i,
  /\b(?:PGlite|drizzle|postgres|ECONNREFUSED)\b/i,
];

/** Replies a route may send that are not JSON: the staff's approval page, invoice PDFs, the API docs. */
export interface ReplyRules {
  /** Content types allowed besides JSON, by status class. */
  nonJson?: { statuses: number[]; type: RegExp };
  /** The docs UI: any 2xx/3xx content, errors still in the envelope. */
  docs?: boolean;
}

export function replyProblems(res: LightMyRequestResponse, rules: ReplyRules = {}): string[] {
  const problems: string[] = [];
  const status = res.statusCode;
  const type = String(res.headers['content-type'] ?? '');
  if (status >= 500) problems.push(`status ${status}`);
  if (rules.docs && status < 400) return problems;
  if (rules.nonJson?.statuses.includes(status) && rules.nonJson.type.test(type)) return problems;
  if (status >= 300 && status < 400) {
    problems.push(`redirect ${status}`);
    return problems;
  }
  if (!type.startsWith('application/json')) problems.push(`content-type ${type || '(none)'}`);
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    problems.push('body is not JSON');
    return problems;
  }
  if (status >= 400) {
    const parsed = ErrorEnvelope.safeParse(body);
    if (!parsed.success) problems.push(`not the error envelope: ${parsed.error.issues[0]?.message}`);
    for (const leak of LEAKS) if (leak.test(res.body)) problems.push(`leaks internals (${leak})`);
  } else if ((body as { success?: unknown })?.success !== true) {
    problems.push('2xx without success: true');
  }
  return problems;
}

/** Public tables, for the fingerprint. */
export async function tablesOf(db: Db): Promise<string[]> {
  const rows = await query<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  return rows.map((r) => r.name);
}

/**
 * Row count and the sum of the rows' `xmin` per table, in one query: an insert or delete moves
 * the count and an update gives the row a new `xmin`, so any committed write shows, while reading
 * only tuple headers (no detoasting) keeps it cheap on the demo catalogue.
 */
export async function fingerprint(db: Db, tables: string[]): Promise<Map<string, string>> {
  const union = tables
    .map(
      (t) => `select '${t}' as t, count(*)::text || '/' || coalesce(sum(xmin::text::bigint), 0)::text as f from "${t}"`,
    )
    .join(' union all ');
  const rows = await query<{ t: string; f: string }>(db, sql.raw(union));
  return new Map(rows.map((r) => [r.t, r.f]));
}

/**
 * The next transaction id to be handed out. A transaction gets an id on its first write, so when
 * this has not moved nothing was written (not even rolled back) and the fingerprint can be skipped.
 */
export async function nextXid(db: Db): Promise<string> {
  const rows = await query<{ x: string }>(db, sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`);
  return rows[0]?.x ?? '';
}

export function fingerprintDiff(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([t, f]) => before.get(t) !== f).map(([t, f]) => `${t}: ${before.get(t)} -> ${f}`);
}

export type InjectMethod = NonNullable<InjectOptions['method']>;
