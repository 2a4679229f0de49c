// Path parameters and query strings, and the whole generated request.

import fc from 'fast-check';
import { METHODS, ROUTES, type RouteSpec } from '../routes-table';
import { bodyArb } from './bodies';
import type { Caller, FuzzRequest, World } from './types';
import { badString, ELSEWHERE_VALID } from './values';

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
    user.workspaceId,
    admin.businessId,
    admin.licenseId,
    other.businessId,
    other.licenseId,
    other.userId,
    other.workspaceId,
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

function paramArb(
  kind: 'id' | 'province' | 'wildcard' | 'feed' | 'token',
  world: World,
): fc.Arbitrary<string> {
  if (kind === 'id') return idArb(world);
  if (kind === 'feed') {
    return fc.oneof(
      fc.constantFrom('x.ics', `${'A'.repeat(43)}.ics`, '.ics', 'a.ICS', '%00.ics'),
      badSegment,
    );
  }
  if (kind === 'token') {
    return fc.oneof(
      fc.constantFrom('N0t-a-real-invitation-token-0000000000000000', 'short', '%00', '..'),
      fc.base64String({ minLength: 20, maxLength: 60 }).map((s) => s.replace(/[+/=]/g, '_')),
      badSegment,
    );
  }
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

export function requestArb(world: World): fc.Arbitrary<FuzzRequest> {
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
