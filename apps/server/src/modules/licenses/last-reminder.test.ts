import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import {
  type ApiClient,
  apiClient,
  type BusinessJson,
  createBusiness,
  createLicense,
  type LicenseJson,
  licenseBody,
  TEST_ENV,
} from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { seedDelivery } from '../../../test/support/reminders/fixtures';
import { businesses } from '../../db/schema';
import { fixedClock } from '../../lib/clock';

describe.each(DB_KINDS)('last reminder sent, on the licences API (%s)', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let business: BusinessJson;
  let ownerId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV, clock: fixedClock('2026-11-22T15:00:00Z') });
    api = apiClient(t.app, (await t.signIn()).headers);
    business = await createBusiness(api);
    const [row] = await t.database.db.select().from(businesses).where(eq(businesses.id, business.id));
    ownerId = row!.ownerId;
  });
  afterAll(() => t?.close());

  const listed = async (id: string) =>
    ((await api.get('/api/licenses/')).json() as LicenseJson[]).find((l) => l.id === id)!;
  const fetched = async (id: string) => (await api.get(`/api/licenses/${id}/`)).json() as LicenseJson;
  /** What the list and the single read both say. */
  const lastSent = async (id: string) => {
    const [inList, alone] = [
      (await listed(id)).last_reminder_sent_at,
      (await fetched(id)).last_reminder_sent_at,
    ];
    expect(inList).toBe(alone);
    return inList;
  };
  const delivery = (
    license: LicenseJson,
    opts: Omit<Parameters<typeof seedDelivery>[1], 'licenseId' | 'userId'>,
  ) => seedDelivery(t.database.db, { licenseId: license.id, userId: ownerId, ...opts });

  it('is null until a reminder for the current expiry date was sent, then the latest one on any channel', async () => {
    const licence = await createLicense(api, business.id, { expiry_date: '2026-12-01' });
    expect(licence.last_reminder_sent_at).toBeNull();
    expect(await lastSent(licence.id)).toBeNull();

    // Tried and given up on, or still waiting: not sent.
    await delivery(licence, {
      expiryDate: '2026-12-01',
      thresholdDays: 30,
      channel: 'sms',
      status: 'failed',
      at: '2026-11-01T14:00:00Z',
      lastError: 'Twilio 21211: invalid number',
    });
    // Even a failed row that carries a time does not count.
    await delivery(licence, {
      expiryDate: '2026-12-01',
      thresholdDays: 14,
      channel: 'sms',
      status: 'failed',
      at: '2026-11-17T14:00:00Z',
      sentAt: '2026-11-17T14:00:00Z',
    });
    await delivery(licence, {
      expiryDate: '2026-12-01',
      thresholdDays: 7,
      status: 'pending',
      at: '2026-11-22T14:00:00Z',
    });
    expect(await lastSent(licence.id)).toBeNull();

    await delivery(licence, { expiryDate: '2026-12-01', thresholdDays: 30, at: '2026-11-01T13:00:00Z' });
    expect(await lastSent(licence.id)).toBe('2026-11-01T13:00:00.000Z');
    await delivery(licence, { expiryDate: '2026-12-01', thresholdDays: 14, at: '2026-11-17T14:00:05.123Z' });
    expect(await lastSent(licence.id)).toBe('2026-11-17T14:00:05.123Z');

    // Another licence of the same owner has its own (none).
    const other = await createLicense(api, business.id, { license_name: 'Sign permit' });
    expect(await lastSent(other.id)).toBeNull();
  });

  it('forgets the reminders of an earlier expiry date once the date changes, and counts them again when it is back', async () => {
    const licence = await createLicense(api, business.id, { expiry_date: '2026-12-01' });
    await delivery(licence, { expiryDate: '2026-12-01', at: '2026-11-01T13:00:00Z' });
    expect(await lastSent(licence.id)).toBe('2026-11-01T13:00:00.000Z');

    const url = `/api/licenses/${licence.id}/`;
    const renewed = await api.put(url, licenseBody(business.id, { expiry_date: '2027-12-01' }));
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({ expiry_date: '2027-12-01', last_reminder_sent_at: null });
    expect(await lastSent(licence.id)).toBeNull();

    await delivery(licence, { expiryDate: '2027-12-01', channel: 'sms', at: '2027-11-01T13:00:00Z' });
    expect(await lastSent(licence.id)).toBe('2027-11-01T13:00:00.000Z');

    const back = await api.put(url, licenseBody(business.id, { expiry_date: '2026-12-01' }));
    expect(back.json().last_reminder_sent_at).toBe('2026-11-01T13:00:00.000Z');
    expect(await lastSent(licence.id)).toBe('2026-11-01T13:00:00.000Z');
  });

  it('lists every licence with its own value in one response', async () => {
    const own = apiClient(t.app, (await t.signIn()).headers);
    const shop = await createBusiness(own);
    const [row] = await t.database.db.select().from(businesses).where(eq(businesses.id, shop.id));
    const a = await createLicense(own, shop.id, { license_name: 'A', expiry_date: '2026-12-10' });
    const b = await createLicense(own, shop.id, { license_name: 'B', expiry_date: '2026-12-11' });
    await seedDelivery(t.database.db, {
      licenseId: b.id,
      userId: row!.ownerId,
      expiryDate: '2026-12-11',
      at: '2026-11-11T14:00:00Z',
    });
    const list = (await own.get('/api/licenses/')).json() as LicenseJson[];
    expect(list.map((l) => [l.license_name, l.last_reminder_sent_at])).toEqual([
      ['A', null],
      ['B', '2026-11-11T14:00:00.000Z'],
    ]);
    expect(list.find((l) => l.id === a.id)?.last_reminder_sent_at).toBeNull();
  });
});
