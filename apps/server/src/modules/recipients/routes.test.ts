import { MAX_RECIPIENTS_PER_BUSINESS } from '@lt/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/app';
import type { ApiClient } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { type joinWorkspace, recipientsCast } from '../../../test/support/recipients';
import type { SmtpFake } from '../../../test/support/reminders/smtp-fake';

/** The recipients API (decision 023): who may read and write, what is refused and why. */
describe.each(DB_KINDS)('business recipients API (%s)', (kind) => {
  let t: TestApp;
  let smtp: SmtpFake;
  let owner: ApiClient;
  let viewer: Awaited<ReturnType<typeof joinWorkspace>>;
  let editor: Awaited<ReturnType<typeof joinWorkspace>>;
  let outsider: ApiClient;
  let biz: string;
  const url = () => `/api/businesses/${biz}/recipients/`;
  const contact = (n: number) => ({ kind: 'contact', name: `Contact ${n}`, email: `c${n}@example.test` });

  beforeAll(async () => {
    ({ t, smtp, owner, editor, viewer, outsider, biz } = await recipientsCast(kind, { sendCapPerDay: 1000 }));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('a viewer reads and opts in themselves, but cannot add or change contacts (403); a non-member gets 404', async () => {
    const added = await editor.api.post(url(), contact(1));
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().id as string;
    const listed = await viewer.api.get(url());
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['x-total-count']).toBe('1');
    expect(listed.json()[0]).toMatchObject({ kind: 'contact', name: 'Contact 1', is_me: false });

    const refused = await viewer.api.post(url(), contact(2));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/viewer/);
    expect((await viewer.api.put(`${url()}${id}/`, { name: 'Mine' })).statusCode).toBe(403);
    expect((await viewer.api.delete(`${url()}${id}/`)).statusCode).toBe(403);

    const mine = await viewer.api.post(url(), { kind: 'member', channels: ['email', 'sms'] });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json()).toMatchObject({
      kind: 'member',
      user_id: viewer.userId,
      is_me: true,
      channels: ['email', 'sms'],
    });
    expect((await viewer.api.post(url(), { kind: 'member' })).statusCode).toBe(409);
    const changed = await viewer.api.put(`${url()}${mine.json().id}/`, { channels: ['email'] });
    expect(changed.json().channels).toEqual(['email']);
    // Each member opts in or out themselves: an editor cannot change a member's choice.
    expect((await editor.api.put(`${url()}${mine.json().id}/`, { channels: ['sms'] })).statusCode).toBe(403);
    expect((await viewer.api.delete(`${url()}${mine.json().id}/`)).statusCode).toBe(204);

    for (const call of [
      outsider.get(url()),
      outsider.post(url(), { kind: 'member' }),
      outsider.put(`${url()}${id}/`, { name: 'x' }),
      outsider.delete(`${url()}${id}/`),
    ]) {
      const res = await call;
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Business not found');
    }
    expect((await owner.delete(`${url()}${id}/`)).statusCode).toBe(204);
    expect((await owner.delete(`${url()}${id}/`)).statusCode).toBe(404);
  });

  it.each([
    [{ kind: 'contact', email: 'a@example.test' }, 400, /^name: /],
    [{ kind: 'contact', name: 'No address' }, 400, /^email: /],
    [{ kind: 'contact', name: 'Phone only', phone_number: '416 555 0199' }, 400, /^email: is required/],
    [{ kind: 'contact', name: 'Texts', email: 'b@example.test', channels: ['sms'] }, 400, /^channels: SMS/],
    [{ kind: 'contact', name: 'Bad', email: 'not-an-address' }, 400, /email/],
    [{ kind: 'contact', name: 'Bad', email: 'c@example.test', phone_number: 'abc' }, 400, /phone_number/],
    [{ kind: 'member', email: 'me@example.test' }, 400, /own profile/],
    [{ kind: 'robot' }, 400, /kind/],
    [{ kind: 'contact', name: 'X', email: 'd@example.test', owner_id: 'x' }, 400, /Unknown field: owner_id/],
  ])('refuses %j with %i and a clear detail, writing nothing', async (body, status, detail) => {
    const res = await owner.post(url(), body);
    expect(res.statusCode).toBe(status);
    expect(res.json().detail).toMatch(detail);
    expect((await owner.get(url())).headers['x-total-count']).toBe('0');
  });

  it(`holds at most ${MAX_RECIPIENTS_PER_BUSINESS} per business, and one entry per address`, async () => {
    expect((await owner.post(url(), contact(100))).statusCode).toBe(201);
    const again = await owner.post(url(), { ...contact(100), email: 'C100@example.test' });
    expect(again.statusCode).toBe(409);
    for (let n = 101; n < 100 + MAX_RECIPIENTS_PER_BUSINESS; n += 1) {
      expect((await owner.post(url(), contact(n))).statusCode).toBe(201);
    }
    const over = await owner.post(url(), contact(999));
    expect(over.statusCode).toBe(422);
    expect(over.json().detail).toMatch(/at most 20/);
    const page = await owner.get(`${url()}?limit=5&offset=15`);
    expect(page.json()).toHaveLength(5);
    expect(page.headers['x-total-count']).toBe(String(MAX_RECIPIENTS_PER_BUSINESS));
  });
});
