import { PHONE_NUMBER_MESSAGE } from '@lt/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { DB_KINDS } from '../../../test/support/database';

// Issue 16 item 4: the profile saves only Canadian/US numbers, so SMS never goes abroad and a
// number like "abc" is refused with a clear message instead of failing silently later.

describe.each(DB_KINDS)('phone numbers on the profile (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t?.close());

  it('refuses what is not a NANP number with a 400 naming the field, and keeps the old value', async () => {
    const { headers } = await t.signIn();
    const put = (phone_number: string, url = '/api/users/profile') =>
      t.app.inject({ method: 'PUT', url, headers, payload: { phone_number } });
    expect((await put('(416) 555-0199')).statusCode).toBe(200);
    for (const bad of ['abc', '+44 20 7946 0958', '555-0199', '911', '+1 416 555 019']) {
      for (const url of ['/api/users/profile', '/api/onboarding/profile']) {
        const res = await put(bad, url);
        expect(res.statusCode, `${url} ${bad}`).toBe(400);
        expect(res.json().detail).toBe(`phone_number: ${PHONE_NUMBER_MESSAGE}`);
      }
    }
    const profile = (await t.app.inject({ url: '/api/users/profile', headers })).json();
    expect(profile.phone_number).toBe('(416) 555-0199');
    expect((await put('1-306-555-0123')).statusCode).toBe(200);
    expect((await put('')).json().phone_number).toBe('');
  });
});
