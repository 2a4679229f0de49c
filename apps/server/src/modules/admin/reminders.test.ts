import { addDays } from '@lt/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, adminIdentity } from '../../../test/support/admin';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { type ApiClient, apiClient } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { seedDelivery, seedLicensee } from '../../../test/support/reminders/fixtures';

const URL = '/api/admin/reminders';

describe.each(DB_KINDS)('admin reminders list (%s)', (kind) => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: ADMIN_ENV });
    admin = apiClient(t.app, (await t.signIn(adminIdentity())).headers);
  });
  afterAll(() => t?.close());

  const ids = (response: { json(): unknown }) => (response.json() as { id: string }[]).map((r) => r.id);

  it('answers 401 to anonymous callers and 403 to signed-in non-admins, whatever the query', async () => {
    for (const url of [URL, `${URL}?status=failed`, `${URL}?limit=5&offset=5`, `${URL}?status=nonsense`]) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ detail: 'Not authenticated' });
      const { headers } = await t.signIn();
      const user = await t.app.inject({ method: 'GET', url, headers });
      expect(user.statusCode).toBe(403);
      expect(user.headers['x-total-count']).toBeUndefined();
    }
  });

  it('is empty with a total of 0 before any reminder exists', async () => {
    const response = await admin.get(URL);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
  });

  it('lists deliveries of every owner, most recently changed first, with licence, business and owner', async () => {
    const db = t.database.db;
    const dana = await seedLicensee(db, { email: 'dana@example.test', expiryDate: '2026-12-01' });
    const nobody = await seedLicensee(db, {
      email: null,
      expiryDate: '2026-11-20',
      province: 'NS',
      city: 'Halifax',
    });
    const of = (l: typeof dana) => ({
      licenseId: l.license.id,
      userId: l.owner.id,
      expiryDate: l.license.expiryDate!,
    });
    const sent = await seedDelivery(db, {
      ...of(dana),
      at: '2026-11-01T13:00:00Z',
      providerId: '<msg-1@example.test>',
    });
    const failed = await seedDelivery(db, {
      ...of(dana),
      channel: 'sms',
      status: 'failed',
      attempts: 3,
      at: '2026-11-01T13:05:00Z',
      lastError: 'Twilio 21211: invalid number',
    });
    const pending = await seedDelivery(db, {
      ...of(dana),
      thresholdDays: 14,
      status: 'pending',
      at: '2026-11-17T14:00:00Z',
    });
    const skipped = await seedDelivery(db, {
      ...of(dana),
      thresholdDays: 14,
      channel: 'sms',
      status: 'skipped',
      at: '2026-11-17T14:00:01Z',
      lastError: 'No phone number',
    });
    const cancelled = await seedDelivery(db, {
      ...of(nobody),
      status: 'cancelled',
      at: '2026-10-21T12:00:00Z',
    });

    const response = await admin.get(URL);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('5');
    expect(ids(response)).toEqual([skipped.id, pending.id, failed.id, sent.id, cancelled.id]);
    const rows = response.json();
    expect(rows[3]).toEqual({
      id: sent.id,
      kind: 'reminder',
      digest_week: null,
      license_id: dana.license.id,
      license_name: 'Business licence',
      business_name: 'Toronto Hardware',
      owner_email: 'dana@example.test',
      channel: 'email',
      threshold_days: 30,
      expiry_date: '2026-12-01',
      status: 'sent',
      attempts: 1,
      last_error: null,
      provider_id: '<msg-1@example.test>',
      due_at: '2026-11-01T13:00:00.000Z',
      sent_at: '2026-11-01T13:00:00.000Z',
      created_at: '2026-11-01T13:00:00.000Z',
      updated_at: '2026-11-01T13:00:00.000Z',
    });
    expect(rows[2]).toMatchObject({
      channel: 'sms',
      status: 'failed',
      attempts: 3,
      last_error: 'Twilio 21211: invalid number',
      sent_at: null,
    });
    expect(rows[4]).toMatchObject({
      business_name: 'Halifax Hardware',
      owner_email: null,
      expiry_date: '2026-11-20',
      status: 'cancelled',
    });
  });

  it('filters by status, and an empty status means all', async () => {
    for (const status of ['sent', 'failed', 'pending', 'skipped', 'cancelled']) {
      const response = await admin.get(`${URL}?status=${status}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-total-count']).toBe('1');
      expect(response.json().map((r: { status: string }) => r.status)).toEqual([status]);
    }
    const sending = await admin.get(`${URL}?status=sending`);
    expect(sending.json()).toEqual([]);
    expect(sending.headers['x-total-count']).toBe('0');
    const all = await admin.get(`${URL}?status=`);
    expect(all.headers['x-total-count']).toBe('5');
    expect(ids(all)).toEqual(ids(await admin.get(URL)));
  });

  it.each([
    ['status=nonsense', 'status'],
    ['status=SENT', 'status'],
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['offset=-1', 'offset'],
  ])('refuses ?%s with a 400 naming %s', async (query, field) => {
    const response = await admin.get(`${URL}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(field);
  });

  it('pages with limit and offset, 50 by default and at most 100, with the total in X-Total-Count', async () => {
    const db = t.database.db;
    const shop = await seedLicensee(db, { email: 'bulk@example.test', expiryDate: '2027-01-01' });
    // 60 failed ones, each for its own expiry date (the delivery key), one minute apart.
    for (let i = 0; i < 60; i++) {
      await seedDelivery(db, {
        licenseId: shop.license.id,
        userId: shop.owner.id,
        expiryDate: addDays('2027-01-01', i),
        status: 'failed',
        at: new Date(Date.parse('2026-12-01T00:00:00Z') + i * 60_000).toISOString(),
        lastError: `error ${i}`,
      });
    }
    const all = await admin.get(`${URL}?limit=100`);
    expect(all.headers['x-total-count']).toBe('65');
    expect(all.json()).toHaveLength(65);
    const times = all.json().map((r: { updated_at: string }) => Date.parse(r.updated_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all.json()[0].last_error).toBe('error 59');

    const byDefault = await admin.get(URL);
    expect(byDefault.json()).toHaveLength(50);
    expect(byDefault.headers['x-total-count']).toBe('65');
    expect(ids(byDefault)).toEqual(ids(all).slice(0, 50));
    const rest = await admin.get(`${URL}?offset=50`);
    expect(ids(rest)).toEqual(ids(all).slice(50));

    const failedPage = await admin.get(`${URL}?status=failed&limit=10&offset=55`);
    expect(failedPage.headers['x-total-count']).toBe('61');
    expect(failedPage.json()).toHaveLength(6);
    expect(failedPage.json().map((r: { last_error: string }) => r.last_error)).toEqual([
      'error 4',
      'error 3',
      'error 2',
      'error 1',
      'error 0',
      'Twilio 21211: invalid number',
    ]);
    const beyond = await admin.get(`${URL}?offset=65`);
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('65');
  });

  it('is documented in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const get = doc.paths['/api/admin/reminders']?.get;
    expect(get).toBeDefined();
    expect(get.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['limit', 'offset', 'status']);
    expect(doc.components.schemas.AdminReminder).toBeDefined();
  });
});
