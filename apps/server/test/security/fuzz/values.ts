// Bad values: strings, numbers and structures that no contract accepts where they land.

import fc from 'fast-check';

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
export const ELSEWHERE_VALID = [
  'ON',
  'qc',
  'Restaurant',
  'municipal',
  'federal',
  'email',
  'sms',
  'M5H 1A1',
  'All',
];
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

export const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

export const badString: fc.Arbitrary<string> = fc.oneof(
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

export const badValue: fc.Arbitrary<unknown> = fc.oneof(
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

export const EXTRA_KEYS = [
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
