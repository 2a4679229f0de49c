import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app';
import { TEST_ENV, TORONTO_RESTAURANT, VANCOUVER_CAFE } from '../../test/support/businesses';
import { DB_KINDS } from '../../test/support/database';
import { multipartForm } from '../../test/support/multipart';
import { idempotencyKeys } from '../db/schema';
import { fixedClock } from '../lib/clock';
import { ABANDONED_AFTER_MS, KEY_LIFETIME_MS, parseIdempotencyKey, requestFingerprint } from './idempotency';

const NOON = '2026-11-27T12:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(NOON) + ms);

describe('parseIdempotencyKey', () => {
  it('reads the draft’s quoted string and the bare token, and refuses what is not 1 to 255 printable characters', () => {
    expect(parseIdempotencyKey(undefined)).toBeUndefined();
    expect(parseIdempotencyKey('"8e03978e-40d5-43e8"')).toBe('8e03978e-40d5-43e8');
    expect(parseIdempotencyKey('"a \\"b\\" \\\\c"')).toBe('a "b" \\c');
    expect(parseIdempotencyKey('abc-123')).toBe('abc-123');
    expect(parseIdempotencyKey('x'.repeat(255))).toBe('x'.repeat(255));
    for (const bad of ['', '""', '"open', '"a"b"', 'x'.repeat(256), 'caf\u00e9', 'a\tb', ['a', 'b']]) {
      expect(parseIdempotencyKey(bad), String(bad)).toBeNull();
    }
  });
});

describe.each(DB_KINDS)('Idempotency-Key on creates (%s)', (kind) => {
  let t: TestApp;
  const clock = fixedClock(NOON);
  let alice: { authorization: string };
  let bob: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV, clock });
    alice = (await t.signIn()).headers;
    bob = (await t.signIn()).headers;
  });
  afterAll(() => t?.close());

  const create = (who: { authorization: string }, key?: string, body: object = TORONTO_RESTAURANT) =>
    t.app.inject({
      method: 'POST',
      url: '/api/businesses/',
      headers: { ...who, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: body,
    });
  const count = async (who: { authorization: string }) =>
    (await t.app.inject({ method: 'GET', url: '/api/businesses/', headers: who })).json().length as number;

  it('answers a repeat with the first answer and makes one record; another body with the key is 422', async () => {
    clock.set(NOON);
    const before = await count(alice);
    const key = `"${randomUUID()}"`;
    const first = await create(alice, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await create(alice, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.json()).toEqual(first.json());
    // The same request with its fields in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(TORONTO_RESTAURANT).reverse());
    expect((await create(alice, key, reordered)).json().id).toBe(first.json().id);
    expect(await count(alice)).toBe(before + 1);

    const other = await create(alice, key, VANCOUVER_CAFE);
    expect(other.statusCode).toBe(422);
    expect(other.json().detail).toBe('This Idempotency-Key was already used for a different request.');
    expect(await count(alice)).toBe(before + 1);
  });

  it('keeps keys apart per caller, and leaves requests without the header as they were', async () => {
    clock.set(NOON);
    const key = randomUUID();
    const [a, b] = [await create(alice, key), await create(bob, key)];
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json().id).not.toBe(a.json().id);
    expect(b.headers['idempotent-replayed']).toBeUndefined();

    const before = await count(bob);
    expect((await create(bob)).statusCode).toBe(201);
    expect((await create(bob)).statusCode).toBe(201);
    expect(await count(bob)).toBe(before + 2);
  });

  it('forgets a key after 24 hours: its reuse creates a new record', async () => {
    clock.set(NOON);
    const key = randomUUID();
    const first = await create(alice, key);
    clock.set(later(KEY_LIFETIME_MS - 1000));
    expect((await create(alice, key)).json().id).toBe(first.json().id);
    clock.set(later(KEY_LIFETIME_MS + 1000));
    const reused = await create(alice, key);
    expect(reused.statusCode).toBe(201);
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
    expect(reused.json().id).not.toBe(first.json().id);
  });

  it('answers 409 while the first request runs, and frees a key whose request died', async () => {
    clock.set(NOON);
    const key = randomUUID();
    // Learn the caller's id from a finished key, then mark another key as running.
    const done = randomUUID();
    await create(alice, done);
    const [mine] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, done));
    await t.database.db.insert(idempotencyKeys).values({
      userId: mine!.userId,
      key,
      fingerprint: requestFingerprint('POST', '/api/businesses/', TORONTO_RESTAURANT),
      createdAt: clock.now(),
    });
    const running = await create(alice, key);
    expect(running.statusCode).toBe(409);
    expect(running.json().detail).toMatch(/still in progress/);
    expect(running.headers['retry-after']).toBe('1');
    clock.set(later(ABANDONED_AFTER_MS + 1000));
    expect((await create(alice, key)).statusCode).toBe(201);
  });

  it('keeps a client error and refuses a malformed key', async () => {
    clock.set(NOON);
    const key = randomUUID();
    // Refused by the handler (a workspace the caller is not in), not by the contract.
    const refused = { ...TORONTO_RESTAURANT, workspace_id: '00000000-0000-4000-8000-000000000000' };
    const first = await create(alice, key, refused);
    expect(first.statusCode).toBe(404);
    const again = await create(alice, key, refused);
    expect(again.statusCode).toBe(404);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());

    const tooLong = await create(alice, 'k'.repeat(256));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().detail).toBe('The Idempotency-Key header must be 1 to 255 printable characters.');
  });

  it('replays an import by its file: the same file is the first answer, another file is 422', async () => {
    clock.set(NOON);
    const key = randomUUID();
    const sheet = (name: string) =>
      multipartForm({ name: 'sheet.csv', bytes: `Business,License Name\nMaple Diner,${name}\n` });
    const importing = async (name: string) => {
      const form = await sheet(name);
      return t.app.inject({
        method: 'POST',
        url: '/api/licenses/import/',
        headers: { ...alice, ...form.headers, 'idempotency-key': key },
        payload: form.payload,
      });
    };
    const first = await importing('Patio permit');
    expect(first.statusCode).toBeLessThan(500);
    const again = await importing('Patio permit');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect([again.statusCode, again.body]).toEqual([first.statusCode, first.body]);
    expect((await importing('Sign permit')).statusCode).toBe(422);
  });

  it('is documented on the creates: an optional header, and its 409 and 422', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, method] of [
      ['/api/businesses', 'post'],
      ['/api/licenses', 'post'],
      ['/api/licenses/{id}/renew', 'post'],
      ['/api/licenses/import', 'post'],
    ] as const) {
      const operation = doc.paths[path][method];
      const header = operation.parameters.find((p: { name: string }) => p.name === 'Idempotency-Key');
      expect(header, path).toMatchObject({ in: 'header', required: false });
      expect(Object.keys(operation.responses), path).toEqual(expect.arrayContaining(['409', '422']));
    }
    expect(doc.paths['/api/health'].get.parameters ?? []).toEqual([]);
  });
});
