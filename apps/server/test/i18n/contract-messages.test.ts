import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as core from '@lt/core';
import { frenchDetail } from '@lt/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sourceFiles } from './source-messages';

/**
 * Every message the request contracts produce has its French: each zod schema from core that a
 * route validates (`body:`, `querystring:`, `params:` in apps/server/src) is fed
 * wrong values in every field (missing, null, wrong types, empty, too long, control characters,
 * impossible dates, unknown fields) and every issue's message must be in DETAIL_MESSAGES. This
 * covers zod's own default texts too, which a source scan cannot see.
 */
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  42,
  -1,
  1.5,
  0,
  100000,
  true,
  '',
  ' ',
  'x',
  'not-a-date',
  '2025-02-30',
  '2026-01-01',
  '1000-01-01',
  'a'.repeat(5000),
  'bad\u0000text',
  'https://',
  'ftp://example.com',
  'Z9Z 9Z9',
  'D1D 1D1',
  '123',
  [],
  [0],
  [1, 1],
  [1, 2, 3, 4, 5, 6],
  ['x'],
  [{}],
  {},
  { kind: 'term', months: 0 },
  { kind: 'fixed_date', month: 13, day: 1 },
  { kind: 'fixed_date', month: 2, day: 31 },
  { kind: 'nope' },
];

const serverSrc = fileURLToPath(new URL('../../src', import.meta.url));

/** The core schemas the routes name as their body, query string or path parameters. */
interface RequestSchema {
  name: string;
  schema: z.ZodType;
  /** Query strings and path parameters reach zod as an object of strings, never anything else. */
  stringsOnly: boolean;
}

function requestSchemas(): RequestSchema[] {
  const found = new Map<string, boolean>();
  for (const file of sourceFiles(serverSrc)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\b(body|querystring|params): (\w+)/g)) {
      found.set(match[2]!, match[1] !== 'body');
    }
  }
  const exported = core as unknown as Record<string, unknown>;
  return [...found]
    .filter(([name]) => exported[name] instanceof z.ZodType)
    .map(([name, stringsOnly]) => ({ name, schema: exported[name] as z.ZodType, stringsOnly }));
}

function shapeOf(schema: z.ZodType): string[] {
  const def = (schema as { def?: { shape?: Record<string, unknown>; in?: z.ZodType; schema?: z.ZodType } })
    .def;
  if (def?.shape) return Object.keys(def.shape);
  if (def?.in) return shapeOf(def.in);
  if (def?.schema) return shapeOf(def.schema);
  return [];
}

function messagesOf({ schema, stringsOnly }: RequestSchema): Set<string> {
  const values = stringsOnly ? BAD_VALUES.filter((v) => typeof v === 'string') : BAD_VALUES;
  const messages = new Set<string>();
  const collect = (input: unknown) => {
    const result = schema.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) {
        // Unknown keys are worded by the error handler ("Unknown field: …"), scanned in its source.
        if (issue.code !== 'unrecognized_keys') messages.add(issue.message);
      }
    }
  };
  if (!stringsOnly) for (const value of values) collect(value);
  const fields = shapeOf(schema);
  collect({ unknown_field: 1 });
  collect({ unknown_field: 1, other_unknown: 2 });
  for (const field of fields) {
    for (const value of values) collect({ [field]: value });
    // Two dates in the wrong order, for the cross-field rules.
    collect({ issued_date: '2026-05-01', expiry_date: '2026-01-01', [field]: undefined });
  }
  collect({ level: 'provincial', province: null });
  collect({ level: 'municipal', province: 'ON', city: '' });
  collect({ renewal_rule: { kind: 'none' }, expiry_date: '2026-01-01' });
  return messages;
}

describe('contract messages', () => {
  const schemas = requestSchemas();

  it('finds the request contracts', () => {
    const names = schemas.map((s) => s.name);
    for (const name of ['LicenseInput', 'ProfileUpdate', 'PasswordChange', 'TemplateInput', 'uuidParam']) {
      expect(names).toContain(name);
    }
    expect(schemas.length).toBeGreaterThan(15);
  });

  it('have French for every message a wrong value produces', () => {
    const missing = new Map<string, string>();
    for (const request of schemas) {
      for (const message of messagesOf(request)) {
        if (frenchDetail(message) === undefined) missing.set(message, request.name);
      }
    }
    expect([...missing].map(([message, name]) => `${name}: ${message}`)).toEqual([]);
  });
});
