// Bodies: a valid sample with one to three mutations, malformed text, or the wrong content type.

import fc from 'fast-check';
import type { RouteSpec } from '../routes-table';
import type { Body, World } from './types';
import { anyUnit, badValue, EXTRA_KEYS } from './values';

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
export const isContainer = (v: unknown): v is Container => typeof v === 'object' && v !== null;

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

export function bodyArb(route: RouteSpec, world: World): fc.Arbitrary<{ body: Body; contentType?: string }> {
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
