import type { ReminderStatus } from '@lt/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import {
  type ApiClient,
  apiClient,
  type BusinessJson,
  createBusiness,
  createLicense,
  licenseBody,
  TEST_ENV,
} from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { licenses, reminderDeliveries } from '../../db/schema';
import { fixedClock } from '../../lib/clock';

/**
 * Issue 12 / decision 013 through the API: renewing a licence, its history of periods, and what a
 * renewal does to its reminders (lifecycle.test.ts has the rules and estimates). Today is
 * 22 November 2026 (Toronto).
 */
const NOW = '2026-11-22T15:00:00.000Z';

describe.each(DB_KINDS)('licence renewal and history (%s)', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let userId: string;
  let toronto: BusinessJson;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV, clock: fixedClock(NOW) });
    api = apiClient(t.app, (await t.signIn()).headers);
    userId = (await api.put('/api/users/profile', { full_name: 'Renée Owner' })).json().id;
    toronto = await createBusiness(api);
  });
  afterAll(() => t?.close());

  const renew = (id: string, body?: unknown) => api.post(`/api/licenses/${id}/renew/`, body);
  const history = (id: string, query = '') => api.get(`/api/licenses/${id}/history/${query}`);
  it('renews twice: three periods in the history, newest first, paged, by whom', async () => {
    const licence = await createLicense(api, toronto.id, {
      issued_date: '2026-01-15',
      expiry_date: '2027-01-15',
      license_number: 'P-1',
      renewal_rule: { kind: 'term', months: 12 },
    });
    const first = await renew(licence.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      id: licence.id,
      issued_date: '2027-01-15',
      expiry_date: '2028-01-15',
      license_number: 'P-1',
      expiry_estimated: false,
      reminders_acknowledged_at: null,
      is_manually_changed: false,
    });
    const second = await renew(licence.id, { license_number: 'P-3' });
    expect(second.json()).toMatchObject({
      issued_date: '2028-01-15',
      expiry_date: '2029-01-15',
      license_number: 'P-3',
    });
    expect((await api.get(`/api/licenses/${licence.id}/`)).json()).toEqual(second.json());

    const all = await history(licence.id);
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    const periods = all.json();
    expect(periods.map((p: { issued_date: string }) => p.issued_date)).toEqual([
      '2028-01-15',
      '2027-01-15',
      '2026-01-15',
    ]);
    expect(periods[0]).toEqual({
      id: expect.any(String),
      license_id: licence.id,
      issued_date: '2028-01-15',
      expiry_date: '2029-01-15',
      license_number: 'P-3',
      is_current: true,
      renewed_at: NOW,
      renewed_by: 'Renée Owner',
      acknowledged_at: null,
      created_at: expect.any(String),
    });
    expect(periods[1]).toMatchObject({ is_current: false, license_number: 'P-1', renewed_by: 'Renée Owner' });
    expect(periods[2]).toMatchObject({
      is_current: false,
      expiry_date: '2027-01-15',
      renewed_at: null,
      renewed_by: null,
    });

    const page = await history(licence.id, '?limit=2&offset=1');
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json()).toEqual(periods.slice(1, 3));
    expect((await history(licence.id, '?offset=3')).json()).toEqual([]);
    for (const bad of ['?limit=0', '?limit=101', '?offset=-1', '?limit=x']) {
      const response = await history(licence.id, bad);
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it('renews a lapsed licence from today; a given date is checked against the current expiry', async () => {
    const lapsed = await createLicense(api, toronto.id, {
      issued_date: '2025-02-01',
      expiry_date: '2026-02-01',
      renewal_rule: { kind: 'term', months: 12 },
    });
    expect(lapsed.is_expired).toBe(true);
    const renewed = await renew(lapsed.id, {});
    expect(renewed.json()).toMatchObject({
      issued_date: '2026-11-22',
      expiry_date: '2027-11-22',
      is_expired: false,
      days_until_expiry: 365,
    });

    const earlier = await renew(lapsed.id, { expiry_date: '2027-11-22' });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().detail).toBe('expiry_date: must be after the current expiry date (2027-11-22)');
    const reversed = await renew(lapsed.id, { issued_date: '2028-06-01', expiry_date: '2028-01-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().detail).toContain('expiry_date: must not be before the issue date');
    const past9999 = await renew(lapsed.id, { issued_date: '9999-06-01' });
    expect(past9999.statusCode).toBe(400);
    expect(past9999.json().detail).toContain('issued_date: is too late');
    const unknown = await renew(lapsed.id, { renewed_by: 'someone' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('Unknown field: renewed_by');
    // Nothing of the refusals was written.
    expect((await history(lapsed.id)).headers['x-total-count']).toBe('2');

    // Dates given: an issue date alone ends by the rule; an expiry alone starts at the proposal.
    const byIssue = await renew(lapsed.id, { issued_date: '2027-12-01' });
    expect(byIssue.json()).toMatchObject({ issued_date: '2027-12-01', expiry_date: '2028-12-01' });
    const byExpiry = await renew(lapsed.id, { expiry_date: '2030-06-30', license_number: null });
    expect(byExpiry.json()).toMatchObject({
      issued_date: '2028-12-01',
      expiry_date: '2030-06-30',
      license_number: null,
      is_manually_changed: true,
    });
  });

  it('starts reminders afresh: "I\'m on it" and the estimate clear, pending reminders of the old expiry cancel', async () => {
    const licence = await createLicense(api, toronto.id, {
      issued_date: '2025-12-01',
      renewal_rule: { kind: 'term', months: 12 },
    });
    expect(licence.expiry_date).toBe('2026-12-01');
    const db = t.database.db;
    await db
      .update(licenses)
      .set({ remindersAcknowledgedAt: new Date('2026-11-20T12:00:00Z'), expiryEstimated: true })
      .where(eq(licenses.id, licence.id));
    const delivery = (threshold: number, status: ReminderStatus) => ({
      licenseId: licence.id,
      userId,
      expiryDate: '2026-12-01',
      thresholdDays: threshold,
      channel: 'email',
      status,
      dueAt: new Date('2026-11-17T14:00:00Z'),
      nextAttemptAt: new Date('2026-11-17T14:00:00Z'),
    });
    await db
      .insert(reminderDeliveries)
      .values([delivery(30, 'sent'), delivery(14, 'pending'), delivery(7, 'pending')]);

    const renewed = (await renew(licence.id)).json();
    expect(renewed).toMatchObject({
      issued_date: '2026-12-01',
      expiry_date: '2027-12-01',
      expiry_estimated: false,
      reminders_acknowledged_at: null,
    });
    const rows = await db
      .select({ threshold: reminderDeliveries.thresholdDays, status: reminderDeliveries.status })
      .from(reminderDeliveries)
      .where(and(eq(reminderDeliveries.licenseId, licence.id)))
      .orderBy(reminderDeliveries.thresholdDays);
    // The sent one stays as the old period's history; the others will never go out.
    expect(rows).toEqual([
      { threshold: 7, status: 'cancelled' },
      { threshold: 14, status: 'cancelled' },
      { threshold: 30, status: 'sent' },
    ]);
  });

  it('keeps the fields an update leaves out, and the current period in step with the licence', async () => {
    const licence = await createLicense(api, toronto.id, {
      issued_date: '2026-01-15',
      expiry_date: '2027-01-15',
      license_number: 'N-9',
      authority: 'City of Toronto',
      source_url: 'https://www.toronto.ca/',
      reminder_days: [7, 90, 30],
    });
    expect(licence).toMatchObject({ reminder_days: [90, 30, 7], license_number: 'N-9' });
    const db = t.database.db;
    await db
      .update(licenses)
      .set({ remindersAcknowledgedAt: new Date('2026-11-20T12:00:00Z') })
      .where(eq(licenses.id, licence.id));
    const url = `/api/licenses/${licence.id}/`;
    // Same expiry: "I'm on it" stays; the new fields left out stay.
    const same = await api.put(url, licenseBody(toronto.id, { expiry_date: '2027-01-15', notes: 'x' }));
    expect(same.json()).toMatchObject({
      license_number: 'N-9',
      authority: 'City of Toronto',
      source_url: 'https://www.toronto.ca/',
      reminder_days: [90, 30, 7],
      reminders_acknowledged_at: '2026-11-20T12:00:00.000Z',
    });
    // A changed expiry clears it, and the current period follows.
    const moved = await api.put(
      url,
      licenseBody(toronto.id, { issued_date: '2026-02-01', expiry_date: '2027-02-01', license_number: null }),
    );
    expect(moved.json()).toMatchObject({ reminders_acknowledged_at: null, license_number: null });
    const periods = (await history(licence.id)).json();
    expect(periods).toEqual([
      expect.objectContaining({
        issued_date: '2026-02-01',
        expiry_date: '2027-02-01',
        license_number: null,
        is_current: true,
      }),
    ]);
    const badDays = await api.put(url, licenseBody(toronto.id, { reminder_days: [0] }));
    expect(badDays.statusCode).toBe(400);
    expect(badDays.json().detail).toContain('reminder_days');
  });

  it("answers another user's licence as missing, for renew and history alike", async () => {
    const licence = await createLicense(api, toronto.id, { expiry_date: '2027-01-15' });
    const other = apiClient(t.app, (await t.signIn()).headers);
    for (const response of [
      await other.post(`/api/licenses/${licence.id}/renew/`, {}),
      await other.get(`/api/licenses/${licence.id}/history/`),
      await other.post('/api/licenses/00000000-0000-4000-8000-000000000000/renew/'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'License not found' });
    }
    expect((await history(licence.id)).headers['x-total-count']).toBe('1');
    const noToken = await t.app.inject({ method: 'GET', url: `/api/licenses/${licence.id}/history/` });
    expect(noToken.statusCode).toBe(401);
  });
});
