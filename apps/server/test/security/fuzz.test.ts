import { parse as parseQueryString } from 'node:querystring';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../support/database';
import {
  ADMIN_EMAIL,
  BUSINESS_SAMPLE,
  buildSecurityApp,
  DatabaseWatch,
  fillPath,
  listApiRoutes,
  listOpenApiRoutes,
  METHODS,
  newPerson,
  productTables,
  query,
  ROUTES,
  type RouteSpec,
  routeKey,
  SECURITY_ENV,
  type SecurityApp,
} from './support';

/**
 * Issue #7, part 1: every /api route gets bad input, generated. Whatever arrives, the answer is a
 * 4xx with a JSON `detail` (a 2xx only when the input happens to be valid, as the route's own
 * contract says), never a 5xx, and a rejected request leaves every table exactly as it was.
 *
 * FUZZ_RUNS requests per test run (default 20,000), split across the database kinds. FUZZ_SEED
 * replays a run.
 */
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 20_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
/** Requests per property run; the database is fingerprinted once per run (and around writes). */
const BATCH = 20;
const MAX_REPORTED = 25;

type Caller = 'user' | 'admin' | 'anonymous' | 'bad-token';

type Body =
  | { kind: 'none' }
  /** A value sent as JSON text. */
  | { kind: 'json'; value: unknown }
  /** Text sent as it is: malformed JSON, form data, a huge blob. */
  | { kind: 'raw'; text: string };

interface FuzzRequest {
  route: RouteSpec;
  caller: Caller;
  badToken: string;
  method: string;
  /** Path parameters, already in URL form (encoded, or malformed on purpose). */
  params: Record<string, string>;
  queryString: string;
  body: Body;
  contentType: string | undefined;
  trailingSlash: boolean;
}

interface World {
  app: SecurityApp;
  headers: Record<'user' | 'admin', string>;
  ids: {
    user: { businessId: string; licenseId: string; userId: string };
    admin: { businessId: string; licenseId: string; userId: string };
    other: { businessId: string; licenseId: string; userId: string };
    templateIds: string[];
  };
  /** Authorization headers that must not get anyone in. */
  badTokens: string[];
}

// ---------------------------------------------------------------------------------------------
// Bad values.

const LONE_SURROGATES = ['\ud800', '\udfff', 'a\ud83d', '\ude00b', 'x\udbff\ud800y'];
const UNICODE = [
  '\u0000',
  'a\u0000b',
  'Maple\u0000Diner',
  '\u0007\u001b[31m',
  '\u007f',
  '\u202eevil',
  '\u200b',
  '\ufeff',
  '\u0085',
  '\u2028',
  'İstanbul',
  'ǅ',
  '😀'.repeat(60),
  'e\u0301'.repeat(100),
  '\uffff\ufffe',
  '𝕋𝕠𝕣𝕠𝕟𝕥𝕠',
  'Zürich',
  '\t\n\r',
  '   ',
  ...LONE_SURROGATES,
];
const INVALID_DATES = [
  '2025-02-30',
  '2025-13-01',
  '2025-00-10',
  '2025-04-31',
  '1900-02-29',
  '',
  'tomorrow',
  'today',
  '2025-1-1',
  '25-01-01',
  '2025/01/01',
  '01/02/2025',
  '2025-01-01T00:00:00Z',
  '2025-01-01 ',
  ' 2025-01-01',
  '0000-01-01',
  '10000-01-01',
  '+275760-09-13',
  '-000001-01-01',
  '9999-12-31',
  '9999-12-32',
  '0001-01-01',
  '2024-02-29',
  '2025-02-28\u0000',
  '２０２５-０１-０１',
];
const NUMBERISH = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x1F',
  '12abc',
  ' 42 ',
  '١٢',
  '1_000',
  '0.1e1',
];
const INJECTION = [
  "' OR '1'='1",
  "'; drop table users; --",
  'Robert"); DROP TABLE businesses;--',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '$' + '{7*7}',
  '{{7*7}}',
  '%00',
  '%s%s%s%n',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  '\\u0000',
  '$where',
  'SELECT pg_sleep(10)',
];
const NUMBERS = [
  0,
  -1,
  -0.5,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  601,
  599.999,
  12,
];
/** Valid values of some field, in the wrong place. */
const ELSEWHERE_VALID = ['ON', 'qc', 'Restaurant', 'municipal', 'federal', 'email', 'sms', 'M5H 1A1', 'All'];
const HUGE_LENGTHS = [201, 2_001, 70_000, 200_000, 262_145, 300_000];

function deepNest(depth: number, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
}

/** Objects with the keys JSON.parse turns into own properties, as an attacker sends them. */
const PROTO_POLLUTION = [
  JSON.parse('{"__proto__": {"is_admin": true}}'),
  JSON.parse('{"constructor": {"prototype": {"is_admin": true}}}'),
];

const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

const badString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...UNICODE) },
  { weight: 3, arbitrary: fc.constantFrom(...INVALID_DATES) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBERISH) },
  { weight: 2, arbitrary: fc.constantFrom(...INJECTION) },
  { weight: 1, arbitrary: fc.constantFrom(...ELSEWHERE_VALID) },
  { weight: 2, arbitrary: fc.string({ unit: anyUnit, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 115, maxLength: 260 }) },
  { weight: 1, arbitrary: fc.uuid() },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...HUGE_LENGTHS), fc.constantFrom('x', 'é', '😀', '\u0000', ' '))
      .map(([n, c]) => c.repeat(Math.ceil(n / c.length))),
  },
);

const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: badString },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, ...NUMBERS) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.maxSafeInteger()) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      [],
      {},
      [1, 'a'],
      ['email', 'email', 'sms'],
      { $gt: '' },
      { a: { b: { c: {} } } },
      deepNest(2_000),
      Array.from({ length: 5_000 }, () => 'email'),
      ...PROTO_POLLUTION,
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const EXTRA_KEYS = [
  'owner_id',
  'user_id',
  'id',
  'is_admin',
  'is_super_admin',
  'email',
  'created_at',
  'is_onboarded',
  'edited_by_admin',
  '__proto__',
  'constructor',
  '',
  ' business_name',
  'BUSINESS_NAME',
  'business_name\u0000',
];

// ---------------------------------------------------------------------------------------------
// Bodies: a valid sample with one to three mutations, malformed text, or the wrong content type.

interface Mutation {
  op: 'replace' | 'delete' | 'extra' | 'top';
  pick: number;
  value: unknown;
  key: string;
}

const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  op: fc.constantFrom<Mutation['op']>('replace', 'replace', 'replace', 'delete', 'extra', 'top'),
  pick: fc.nat(),
  value: badValue,
  key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })),
});

type Container = Record<string, unknown> | unknown[];
const isContainer = (v: unknown): v is Container => typeof v === 'object' && v !== null;

/** Every (container, key) of a JSON value: the places a mutation can land. */
function slots(value: unknown): [Container, string | number][] {
  const found: [Container, string | number][] = [];
  const walk = (v: unknown, depth: number) => {
    if (!isContainer(v) || depth > 4) return;
    for (const key of Array.isArray(v) ? v.keys() : Object.keys(v)) {
      found.push([v, key]);
      walk((v as Record<string | number, unknown>)[key], depth + 1);
    }
  };
  walk(value, 0);
  return found;
}

function mutate(sample: unknown, mutations: Mutation[]): unknown {
  let body: unknown = structuredClone(sample);
  for (const mutation of mutations) {
    // The values are shared between runs (constants): mutate copies.
    const m = { ...mutation, value: structuredClone(mutation.value) };
    if (m.op === 'top') {
      body = m.value;
      continue;
    }
    const places = slots(body);
    if (m.op === 'extra') {
      const containers = [body, ...places.map(([c, k]) => (c as Record<string | number, unknown>)[k])].filter(
        (c): c is Record<string, unknown> => isContainer(c) && !Array.isArray(c),
      );
      const target = containers[m.pick % Math.max(containers.length, 1)];
      if (target)
        Object.defineProperty(target, m.key, {
          value: m.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else body = m.value;
      continue;
    }
    const place = places[m.pick % Math.max(places.length, 1)];
    if (!place) {
      body = m.value;
      continue;
    }
    const [container, key] = place;
    if (m.op === 'delete') {
      if (Array.isArray(container)) container.splice(key as number, 1);
      else delete container[key as string];
    } else {
      (container as Record<string | number, unknown>)[key] = m.value;
    }
  }
  return body;
}

const MALFORMED_JSON = [
  '{',
  '}',
  '{"business_name":',
  '{"a":1}}',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  '[1,2',
  'nul',
  'NaN',
  'undefined',
  '"unterminated',
  '{"a":"\\x41"}',
  '{"a":"\\ud800"}',
  '{"a":01}',
  '{"a":1e}',
  '\u0000',
  '\u0000{}',
  '\ufeff{}',
  '{}\u0000',
  '',
  ' ',
  '\n',
  '[]',
  '"text"',
  '12',
  'null',
  'true',
  '{"business_name":"a","business_name":"b"}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '['.repeat(50_000),
  `{"a":"${'x'.repeat(300_000)}"}`,
  'x'.repeat(270_000),
];

const OTHER_CONTENT_TYPES = [
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/jsonx',
  'application/json-patch+json',
  'application/octet-stream',
  'application/*',
  '*/*',
  'json',
  '',
  'application/json, text/plain',
];
const JSON_CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'Application/JSON'];

function bodyArb(route: RouteSpec, world: World): fc.Arbitrary<{ body: Body; contentType?: string }> {
  const jsonType = fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...JSON_CONTENT_TYPES) },
    { weight: 1, arbitrary: fc.constantFrom(...OTHER_CONTENT_TYPES) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const malformed = fc.oneof(
    fc.constantFrom(...MALFORMED_JSON),
    fc.string({ unit: anyUnit, maxLength: 30 }),
    fc.string({ unit: fc.constantFrom(...'{}[]":,0123456789.-eE \\tnulruefals'.split('')), maxLength: 30 }),
  );
  const sample = route.body?.sample({ ...world.ids.user, templateId: world.ids.templateIds[0]! }) ?? {
    business_name: 'Hijacked',
  };
  const sampleText = JSON.stringify(sample);
  const truncated = fc.nat({ max: sampleText.length - 1 }).map((n) => sampleText.slice(0, n));
  const mutated = fc
    .array(mutationArb, { minLength: 1, maxLength: 3 })
    .map((ms) => ({ body: { kind: 'json', value: mutate(sample, ms) } as Body }));

  return fc.oneof(
    {
      weight: route.body ? 14 : 2,
      arbitrary: fc.tuple(mutated, jsonType).map(([b, contentType]) => ({ ...b, contentType })),
    },
    {
      weight: 3,
      arbitrary: fc.tuple(fc.oneof(malformed, truncated), jsonType).map(([text, contentType]) => ({
        body: { kind: 'raw', text } as Body,
        contentType,
      })),
    },
    {
      // The valid sample with a content type the API does not speak.
      weight: 1,
      arbitrary: fc.constantFrom(...OTHER_CONTENT_TYPES).map((contentType) => ({
        body: {
          kind: 'raw',
          text: contentType.includes('form') ? 'business_name=x&a[b]=1' : sampleText,
        } as Body,
        contentType,
      })),
    },
    {
      weight: route.body ? 1 : 12,
      arbitrary: fc.constantFrom<string | undefined>(undefined, 'application/json').map((contentType) => ({
        body: { kind: 'none' } as Body,
        contentType,
      })),
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Path parameters and query strings.

/** Percent-encodes anything, lone surrogates too (as the bytes of U+FFFD). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')]
      .map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`)
      .join('');
  }
}

/** Raw path segments, malformed on purpose (no `/`, `?`, `#` or dot segments). */
const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%FF',
  '%C0%AF',
  '%ED%A0%80',
  '%00',
  '%0A',
  '%2F',
  '%3F',
  'abc',
  '1',
  '-1',
  '0',
  '99999999999999999999',
  'null',
  'undefined',
  'true',
  'NaN',
  "1'%20OR%20'1'='1",
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000000040008000000000000000',
  '{00000000-0000-4000-8000-000000000000}',
  '00000000-0000-4000-8000-00000000000g',
  '00000000-0000-4000-8000-0000000000001',
  '%2500000000-0000-4000-8000-000000000000',
  'a'.repeat(101),
  'a'.repeat(5_000),
];

/** Bad strings for a path segment: a URL longer than a few kilobytes never reaches a real server. */
const badSegment = badString
  .filter((s) => s !== '' && s.length <= 1_500 && !/^\.+$/.test(s.trim()))
  .map(encode);

function idArb(world: World): fc.Arbitrary<string> {
  const { user, admin, other, templateIds } = world.ids;
  const known = [
    user.businessId,
    user.licenseId,
    user.userId,
    admin.businessId,
    admin.licenseId,
    other.businessId,
    other.licenseId,
    other.userId,
    ...templateIds,
  ];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 3, arbitrary: badSegment },
    { weight: 1, arbitrary: fc.uuid().map((u) => u.toUpperCase()) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom(...known) },
  );
}

function paramArb(kind: 'id' | 'province' | 'wildcard', world: World): fc.Arbitrary<string> {
  if (kind === 'id') return idArb(world);
  if (kind === 'province') {
    return fc.oneof(
      fc.constantFrom('ON', 'on', '%20qc%20', 'XX', 'O', 'ONT', 'Ontario', '%00', '%FF'),
      badSegment,
    );
  }
  return fc.oneof(
    fc.constantFrom(
      'missing.js',
      'static/index.html',
      'static/swagger-ui.css',
      'json',
      'a/b/c',
      '%FF',
      '%00',
    ),
    badSegment,
  );
}

const QUERY_VALUES: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: badString.filter((s) => s.length <= 1_500).map(encode) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('-1', '0', '1', '5', '100', '101', '1.5', '1e3', 'NaN', '', '+5', ' 5'),
  },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%FF', '%00', '+', '&', '=', 'a=b') },
  { weight: 1, arbitrary: fc.constantFrom(...ELSEWHERE_VALID) },
);

function queryArb(route: RouteSpec): fc.Arbitrary<string> {
  const known = Object.keys(route.query?.sample ?? {});
  const keyArb = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...(known.length ? known : ['limit'])) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('a', 'limit', 'offset', '__proto__', 'constructor', 'toString', '', '%00'),
    },
  );
  const entry = fc
    .record({
      key: keyArb,
      form: fc.constantFrom('plain', 'plain', 'array', 'object', 'repeat', 'bare', 'empty'),
      value: QUERY_VALUES,
      second: QUERY_VALUES,
    })
    .map(({ key, form, value, second }) => {
      switch (form) {
        case 'array':
          return `${key}[]=${value}`;
        case 'object':
          return `${key}[a]=${value}`;
        case 'repeat':
          return `${key}=${value}&${key}=${second}`;
        case 'bare':
          return key;
        case 'empty':
          return `${key}=`;
        default:
          return `${key}=${value}`;
      }
    });
  const sampleEntries = Object.entries(route.query?.sample ?? {}).map(([k, v]) => `${k}=${encode(v)}`);
  return fc
    .record({
      base: fc.boolean(),
      drop: fc.nat(),
      entries: fc.array(entry, { maxLength: 3 }),
      junk: fc.option(fc.constantFrom('&&&', '=', '%', '?', '&=&', 'a'.repeat(10_000)), { freq: 10 }),
    })
    .map(({ base, drop, entries, junk }) => {
      const parts = base && sampleEntries.length ? sampleEntries.filter((_, i) => i !== drop % 4) : [];
      return [...parts, ...entries, ...(junk === null ? [] : [junk])].join('&');
    });
}

// ---------------------------------------------------------------------------------------------
// The request, and whether the route's own contract would accept it.

function requestArb(world: World): fc.Arbitrary<FuzzRequest> {
  const byPath = new Map<string, string[]>();
  for (const r of ROUTES) byPath.set(r.path, [...(byPath.get(r.path) ?? []), r.method]);
  return fc.constantFrom(...ROUTES).chain((route) => {
    const registered = byPath.get(route.path)!;
    const others = [...METHODS, 'OPTIONS'].filter((m) => !registered.includes(m));
    const paramKinds = Object.entries(route.params ?? {});
    return fc
      .record({
        caller: fc.oneof(
          { weight: route.admin ? 14 : 10, arbitrary: fc.constant<Caller>('admin') },
          { weight: route.admin ? 5 : 10, arbitrary: fc.constant<Caller>('user') },
          { weight: 1, arbitrary: fc.constantFrom<Caller>('anonymous', 'bad-token') },
        ),
        badToken: fc.constantFrom(...world.badTokens),
        method: fc.oneof(
          { weight: 19, arbitrary: fc.constant(route.method) },
          { weight: 1, arbitrary: fc.constantFrom(...others) },
        ),
        params: fc.tuple(...paramKinds.map(([name, kind]) => paramArb(kind, world).map((v) => [name, v]))),
        queryString: queryArb(route),
        payload: bodyArb(route, world),
        trailingSlash: fc.boolean(),
      })
      .map(({ params, payload, ...rest }) => ({
        ...rest,
        route,
        params: Object.fromEntries(params as [string, string][]),
        body: payload.body,
        contentType: payload.contentType,
      }));
  });
}

/** Fastify picks its JSON parser by the media type alone, whatever the parameters. */
const JSON_MEDIA_TYPE = /^\s*application\/json\s*(;.*)?$/i;

/** Parses as Fastify's JSON parser does: BOM allowed, prototype poisoning refused. */
function parseJsonLikeFastify(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    const value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    return poisoned(value) ? { ok: false } : { ok: true, value };
  } catch {
    return { ok: false };
  }
}
function poisoned(value: unknown): boolean {
  if (!isContainer(value)) return false;
  for (const [key, v] of Object.entries(value)) {
    if (key === '__proto__') return true;
    if (key === 'constructor' && isContainer(v) && Object.hasOwn(v, 'prototype')) return true;
    if (poisoned(v)) return true;
  }
  return false;
}

function bodyText(body: Body): string | undefined {
  if (body.kind === 'none') return undefined;
  if (body.kind === 'raw') return body.text;
  return JSON.stringify(body.value) ?? 'null';
}

/** True when the route's contract accepts this request: only then may the answer be a 2xx. */
function mayAccept(req: FuzzRequest): boolean {
  const { route } = req;
  if (req.method !== route.method) return false;
  if (!route.public && (req.caller === 'anonymous' || req.caller === 'bad-token')) return false;
  if (route.admin && req.caller !== 'admin') return false;
  const decoded: Record<string, string> = {};
  for (const [name, raw] of Object.entries(req.params)) {
    try {
      decoded[name] = decodeURIComponent(raw);
    } catch {
      return false;
    }
  }
  if (route.paramsSchema && !route.paramsSchema.safeParse(decoded).success) return false;
  if (route.query && !route.query.schema.safeParse(parseQueryString(req.queryString)).success) return false;
  const text = bodyText(req.body);
  const jsonTyped = req.contentType !== undefined && JSON_MEDIA_TYPE.test(req.contentType);
  if (route.body) {
    if (text === undefined || !jsonTyped) return false;
    const parsed = parseJsonLikeFastify(text);
    return parsed.ok && route.body.schema.safeParse(parsed.value).success;
  }
  // No content type and nothing sent is no body at all.
  const noBody = text === undefined || (text === '' && req.contentType === undefined);
  if (route.method === 'POST' && !noBody) return jsonTyped && parseJsonLikeFastify(text!).ok;
  return true;
}

function urlOf(req: FuzzRequest): string {
  const path = fillPath(req.route.path, req.params) + (req.trailingSlash ? '/' : '');
  return req.queryString ? `${path}?${req.queryString}` : path;
}

function injectOptions(req: FuzzRequest, world: World): InjectOptions {
  const headers: Record<string, string> = {};
  if (req.caller === 'user' || req.caller === 'admin') headers.authorization = world.headers[req.caller];
  if (req.caller === 'bad-token') headers.authorization = req.badToken;
  if (req.contentType !== undefined) headers['content-type'] = req.contentType;
  const payload = bodyText(req.body);
  return {
    method: req.method as InjectOptions['method'],
    url: urlOf(req),
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}

const clip = (text: string, max = 240) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

function describeRequest(req: FuzzRequest, res?: LightMyRequestResponse): string {
  const text = bodyText(req.body);
  return [
    `${req.method} ${clip(urlOf(req), 200)} as ${req.caller}`,
    `content-type: ${req.contentType ?? '(none)'}; body: ${text === undefined ? '(none)' : clip(JSON.stringify(text))}`,
    ...(res ? [`→ ${res.statusCode} ${clip(res.body)}`] : []),
  ].join('\n    ');
}

/** What is wrong with an answer, if anything. */
function problemsWith(req: FuzzRequest, res: LightMyRequestResponse, accepted: boolean): string[] {
  const problems: string[] = [];
  const status = res.statusCode;
  if (status >= 500) problems.push(`answered ${status}`);
  if (status >= 400) {
    let detail: unknown;
    try {
      detail = (res.json() as { detail?: unknown }).detail;
    } catch {
      detail = undefined;
    }
    if (typeof detail !== 'string' || detail.trim() === '') problems.push('error without a JSON detail');
    if (!String(res.headers['content-type']).startsWith('application/json')) {
      problems.push(`error with content-type ${res.headers['content-type']}`);
    }
  } else if (status >= 300) {
    if (!req.route.path.startsWith('/api/docs')) problems.push(`answered ${status}`);
  } else if (!accepted) {
    problems.push(`answered ${status} to input its contract refuses`);
  }
  // Swagger UI's own files (scripts, styles, images) are the same for everyone: cacheable.
  const staticFile = req.route.path === '/api/docs/*' && status < 300;
  if (!staticFile && !String(res.headers['cache-control']).includes('no-store')) {
    problems.push('no Cache-Control: no-store');
  }
  if (res.headers['x-content-type-options'] !== 'nosniff') problems.push('no X-Content-Type-Options');
  if (!res.headers['content-security-policy']) problems.push('no Content-Security-Policy');
  return problems;
}

// ---------------------------------------------------------------------------------------------

const perKind = Math.ceil(FUZZ_RUNS / DB_KINDS.length);

describe.each(DB_KINDS)('fuzzing every /api route (%s)', (kind) => {
  let t: SecurityApp;
  let world: World;
  let tables: string[];

  beforeAll(async () => {
    t = await buildSecurityApp(kind, { env: SECURITY_ENV });
    const user = await t.signIn(newPerson('fuzz-user'));
    const admin = await t.signIn({ ...newPerson('fuzz-admin'), email: ADMIN_EMAIL });
    const other = await t.signIn(newPerson('fuzz-other'));
    const templates = await query<{ id: string }>(t.database, 'select id from license_templates limit 3');
    const templateIds = templates.map((r) => r.id);
    const seed = async (headers: { authorization: string }) => {
      const call = async (method: InjectOptions['method'], url: string, payload?: object) => {
        const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        expect(res.statusCode, res.body).toBeLessThan(300);
        return res.json() as { id: string };
      };
      const userId = (await call('GET', '/api/users/profile')).id;
      const business = await call('POST', '/api/businesses/', {
        business_name: 'Fuzz Diner',
        business_type: 'Restaurant',
        city: 'Toronto',
        province: 'ON',
      });
      const licence = await call('POST', '/api/licenses/', {
        business_id: business.id,
        license_name: 'Fuzz permit',
        level: 'municipal',
        issued_date: '2026-01-15',
        template_id: templateIds[0],
      });
      return { businessId: business.id, licenseId: licence.id, userId };
    };
    const expired = await t.mint(newPerson('expired'), { expiresIn: -60 });
    const foreign = await t.mint(newPerson('foreign'), { issuer: 'https://evil.example/oidc' });
    const parts = expired.split('.');
    world = {
      app: t,
      headers: { user: user.headers.authorization, admin: admin.headers.authorization },
      ids: {
        user: await seed(user.headers),
        admin: await seed(admin.headers),
        other: await seed(other.headers),
        templateIds,
      },
      badTokens: [
        `Bearer ${expired}`,
        `Bearer ${foreign}`,
        `Bearer ${parts[0]}.${parts[1]}.`,
        `Bearer ${parts[0]}.${Buffer.from('{"sub":"x","email":"security-admin@example.test"}').toString('base64url')}.${parts[2]}`,
        'Bearer not.a.token',
        'Bearer',
        'Basic dXNlcjpwYXNz',
        user.headers.authorization.toLowerCase(),
        `Bearer ${'a'.repeat(8_000)}.b.c`,
        `${user.headers.authorization} trailing`,
      ],
    };
    tables = await productTables(t.database);
  });
  afterAll(() => t?.close());

  // Inputs the fuzzer found, kept as plain cases.
  it.each<[string, InjectOptions, number, string | RegExp]>([
    [
      'a NUL in a template name (was a 500)',
      {
        method: 'POST',
        url: '/api/admin/license-templates',
        payload: { name: 'a\u0000b', level: 'federal', business_type: 'All', default_validity_months: 12 },
      },
      400,
      'name: must not contain control characters',
    ],
    [
      'a malformed %-escape in the path (was a bare Fastify body, no security headers)',
      {
        method: 'DELETE',
        url: '/api/businesses/%E0%A4%A/',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      },
      400,
      'The URL is not valid',
    ],
    [
      'an over-long path parameter (was a bare 414)',
      { method: 'GET', url: `/api/licenses/${'a'.repeat(101)}/` },
      400,
      'The URL is not valid',
    ],
  ])('%s', async (_name, options, status, detail) => {
    const res = await t.app.inject({
      ...options,
      headers: { authorization: world.headers.admin, ...(options.headers as Record<string, string>) },
    });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().detail).toMatch(detail);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('stores half a surrogate pair as U+FFFD, on either database (PGlite answered 500)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/businesses/',
      headers: { authorization: world.headers.user, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...BUSINESS_SAMPLE, business_name: 'Café\udc9f', city: '\ud800Toronto' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ business_name: 'Café\ufffd', city: '\ufffdToronto' });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${res.json().id}/`,
      headers: { authorization: world.headers.user },
    });
  });

  it('notices a write (the check the fuzzing relies on)', async () => {
    const watch = new DatabaseWatch(t.database, tables);
    await watch.reset();
    expect(await watch.changedTables()).toEqual([]);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { authorization: world.headers.user },
      payload: { address: `Somewhere ${Date.now()}` },
    });
    expect(res.statusCode).toBe(200);
    expect(await watch.changedTables()).toEqual(['users']);
    expect(await watch.changedTables()).toEqual([]);
  });

  it('has a fuzzing entry for every /api route of the app, and the API docs list no other', async () => {
    const app = listApiRoutes(t.app).map(routeKey).sort();
    expect(ROUTES.map(routeKey).sort()).toEqual(app);
    const documented = await listOpenApiRoutes(t.app);
    expect(documented.length).toBeGreaterThan(20);
    for (const op of documented) expect(app).toContain(op);
  });

  it(`answers ${perKind} generated bad requests with a 4xx and leaves the database alone`, async () => {
    const { app } = t;
    const problems: string[] = [];
    const report = (text: string) => {
      if (problems.length < MAX_REPORTED) problems.push(text);
    };
    const counts = new Map<string, Record<string, number>>();
    let sent = 0;
    let acceptedWrites = 0;
    const started = performance.now();

    // The database is compared after every batch, and before and after each request that might
    // be an accepted write: between two comparisons, every request was rejected (or a read).
    const watch = new DatabaseWatch(t.database, tables);
    await watch.reset();
    let since: [FuzzRequest, LightMyRequestResponse][] = [];
    const checkpoint = async () => {
      const changed = await watch.changedTables();
      if (changed.length) {
        const requests = since.map(([req, res]) => describeRequest(req, res)).join('\n  ');
        report(`tables ${changed.join(', ')} changed after rejected requests:\n  ${requests}`);
      }
      since = [];
    };

    const send = async (req: FuzzRequest) => {
      const accepted = mayAccept(req);
      const mayWrite = accepted && req.method !== 'GET';
      if (mayWrite && since.length) await checkpoint();
      const res = await app.inject(injectOptions(req, world));
      sent += 1;
      const key = routeKey(req.route);
      const count = counts.get(key) ?? {};
      const status = `${Math.floor(res.statusCode / 100)}xx`;
      count[status] = (count[status] ?? 0) + 1;
      counts.set(key, count);
      const wrong = problemsWith(req, res, accepted);
      if (wrong.length) report(`${wrong.join('; ')}:\n    ${describeRequest(req, res)}`);
      if (mayWrite && res.statusCode < 300) {
        acceptedWrites += 1;
        await watch.reset();
      } else {
        since.push([req, res]);
      }
    };

    await fc.assert(
      fc.asyncProperty(fc.array(requestArb(world), { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        for (const req of batch) {
          try {
            await send(req);
          } catch (error) {
            report(`the test itself failed: ${(error as Error).stack}\n    ${describeRequest(req)}`);
          }
        }
        if (since.length) await checkpoint();
      }),
      // Failures are collected, not thrown: the run goes on and reports up to MAX_REPORTED of them.
      { numRuns: Math.ceil(perKind / BATCH), seed: SEED, endOnFailure: true },
    );

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const summary = [...counts.entries()]
      .sort()
      .map(([key, c]) => `  ${key.padEnd(46)} ${JSON.stringify(c)}`)
      .join('\n');
    console.info(
      `[fuzz ${kind}] seed ${SEED}: ${sent} requests in ${seconds} s, ${acceptedWrites} accepted writes\n${summary}`,
    );
    expect(problems, `seed ${SEED} (replay with FUZZ_SEED=${SEED})\n${problems.join('\n\n')}`).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(perKind);
    // Every route got its share.
    for (const route of ROUTES) {
      const total = Object.values(counts.get(routeKey(route)) ?? {}).reduce((a, b) => a + b, 0);
      expect(total, routeKey(route)).toBeGreaterThan(perKind / ROUTES.length / 4);
    }
  }, 600_000);
});
