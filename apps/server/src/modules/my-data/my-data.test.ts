import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { apiClient, createBusiness, createLicense, TEST_ENV } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { fixedClock } from '../../lib/clock';

describe.each(DB_KINDS)('download my data (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV, clock: fixedClock('2026-11-22T15:00:00Z') });
  });
  afterAll(() => t?.close());

  /** A user with a business, a renewed licence, a reminder delivery with an attempt, and a feed. */
  async function person(tag: string) {
    const { headers, identity } = await t.signIn();
    const api = apiClient(t.app, headers);
    const business = await createBusiness(api, {
      business_name: `Business ${tag}`,
      business_type: 'Retail',
      city: 'Toronto',
      province: 'ON',
    });
    const licence = await createLicense(api, business.id, {
      license_name: `Licence ${tag}`,
      expiry_date: '2026-12-01',
      license_number: `N-${tag}`,
    });
    expect((await api.post(`/api/licenses/${licence.id}/renew/`, {})).statusCode).toBe(200);
    await api.post('/api/users/calendar/rotate/');
    const userId = (await api.get('/api/users/profile')).json().id as string;
    await t.database.db.execute(sql`
      with d as (
        insert into reminder_deliveries (license_id, user_id, expiry_date, threshold_days, channel, status, due_at, next_attempt_at, recipient, sent_at)
        values (${licence.id}, ${userId}, '2026-12-01', 30, 'email', 'sent', now(), now(), ${`inbox-${tag}@example.com`}, now())
        returning id
      )
      insert into reminder_attempts (delivery_id, attempt, outcome, worker, at)
      select id, 1, 'sent', ${`worker-${tag}`}, now() from d`);
    return { headers, identity, userId, businessId: business.id, licenceId: licence.id };
  }

  it('holds everything about the caller and nothing of anyone else', async () => {
    const ada = await person('ADA');
    const bob = await person('BOB');
    const response = await t.app.inject({ method: 'GET', url: '/api/users/export', headers: ada.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="license-tracker-my-data-2026-11-22.json"',
    );
    const data = response.json();
    expect(data.profile).toMatchObject({ id: ada.userId, email: ada.identity.email });
    expect(data.sign_in).toMatchObject({ subject: ada.identity.subject, calendar_feed: { generation: 2 } });
    expect(data.businesses).toHaveLength(1);
    expect(data.businesses[0]).toMatchObject({ id: ada.businessId, business_name: 'Business ADA' });
    expect(data.licenses).toHaveLength(1);
    expect(data.licenses[0]).toMatchObject({ id: ada.licenceId, license_name: 'Licence ADA' });
    // Created, then renewed: two periods.
    expect(data.licenses[0].history).toHaveLength(2);
    expect(data.reminder_deliveries).toHaveLength(1);
    expect(data.reminder_deliveries[0]).toMatchObject({ recipient: 'inbox-ADA@example.com' });
    expect(data.reminder_deliveries[0].attempts).toHaveLength(1);

    const text = response.body;
    for (const foreign of [bob.userId, bob.businessId, bob.licenceId, bob.identity.email!, 'BOB']) {
      expect(text).not.toContain(foreign);
    }
    expect(text).not.toContain('token_hash');
    expect(text).not.toContain('password_hash');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/export' })).statusCode).toBe(401);
  });
});
