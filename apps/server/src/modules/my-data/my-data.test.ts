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
    // An outside contact the business reminds (entered directly: no confirmation e-mail here).
    await t.database.db.execute(sql`
      insert into business_recipients (business_id, name, email, language, created_by)
      values (${business.id}, ${`Contact ${tag}`}, ${`contact-${tag.toLowerCase()}@example.com`}, 'fr', ${userId})`);
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
    expect(data.workspaces).toEqual([
      expect.objectContaining({ personal: true, role: 'owner', created_by_you: true }),
    ]);
    expect(data.phone).toEqual({ verifications: [], sms_opt_out: null, daily_sends: [] });
    expect(data.workspace_channels).toEqual([]);
    expect(data.outside_contacts).toEqual([
      expect.objectContaining({
        business_id: ada.businessId,
        name: 'Contact ADA',
        email: 'contact-ada@example.com',
        language: 'fr',
        confirmed_at: null,
      }),
    ]);
    // The licences as the export's CSV too: its header row, then the one licence.
    const csv = (data.licenses_csv as string).trim().split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[0]).toMatch(/^ID,Business,Licence name,/);
    expect(csv[1]).toContain('Licence ADA');
    expect(csv[1]).toContain('N-ADA');

    const text = response.body;
    for (const foreign of [
      bob.userId,
      bob.businessId,
      bob.licenceId,
      bob.identity.email!,
      'BOB',
      'contact-bob',
    ]) {
      expect(text).not.toContain(foreign);
    }
    expect(text).not.toContain('token_hash');
    expect(text).not.toContain('password_hash');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/export' })).statusCode).toBe(401);
  });

  it('in a shared workspace, holds the workspace and role, and only what the caller created there', async () => {
    const cam = await person('CAM');
    const dee = await person('DEE');
    const cams = apiClient(t.app, cam.headers);
    const dees = apiClient(t.app, dee.headers);
    const ws = (await cams.post('/api/workspaces/', { name: 'Shared books' })).json().id as string;
    await t.database.db.execute(
      sql`insert into workspace_members (workspace_id, user_id, role) values (${ws}, ${dee.userId}, 'editor')`,
    );
    const camShop = await createBusiness(cams, {
      business_name: 'Shop of CAM',
      business_type: 'Retail',
      city: 'Toronto',
      province: 'ON',
      workspace_id: ws,
    });
    await createLicense(cams, camShop.id, { license_name: 'Permit of CAM', expiry_date: '2027-01-01' });
    const deeShop = await createBusiness(dees, {
      business_name: 'Shop of DEE',
      business_type: 'Retail',
      city: 'Toronto',
      province: 'ON',
      workspace_id: ws,
    });
    await createLicense(dees, deeShop.id, { license_name: 'Permit of DEE', expiry_date: '2027-01-01' });
    // The shared workspace's channels are its owner's setting: a webhook with its secret, a Slack URL.
    const hookUrl = 'https://hooks.example.com/in/HOOKPATH-SECRET-7f3a';
    const slackUrl = 'https://hooks.slack.com/services/T000/B000/SLACKSECRET-9c2d';
    await t.database.db.execute(sql`
      insert into workspace_channels (workspace_id, kind, url, secret, created_at) values
        (${ws}, 'webhook', ${hookUrl}, 'whsec_SIGNINGSECRETSIGNINGSECRET', '2026-11-20T10:00:00Z'),
        (${ws}, 'slack', ${slackUrl}, null, '2026-11-21T10:00:00Z')`);

    const exportOf = async (headers: { authorization: string }) =>
      (await t.app.inject({ method: 'GET', url: '/api/users/export', headers })).json();
    const dees_data = await exportOf(dee.headers);
    expect(dees_data.workspaces).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: ws, name: 'Shared books', role: 'editor', created_by_you: false }),
      ]),
    );
    // Dee's own business in the shared workspace is in Dee's file; Cam's, beside it, is not.
    const names = (d: { businesses: { business_name: string }[] }) =>
      d.businesses.map((b) => b.business_name);
    expect(names(dees_data)).toEqual(['Business DEE', 'Shop of DEE']);
    const deeText = JSON.stringify(dees_data);
    for (const foreign of ['CAM', cam.userId, camShop.id, cam.identity.email!])
      expect(deeText).not.toContain(foreign);
    expect(dees_data.licenses_csv).toContain('Permit of DEE');

    // Dee edits there but does not own it: the channels are not in Dee's file.
    expect(dees_data.workspace_channels).toEqual([]);
    expect(deeText).not.toContain('hooks.');

    const cams_data = await exportOf(cam.headers);
    expect(names(cams_data)).toEqual(['Business CAM', 'Shop of CAM']);
    expect(JSON.stringify(cams_data)).not.toContain('DEE');
    expect(cams_data.workspace_channels).toEqual([
      expect.objectContaining({
        workspace_id: ws,
        workspace_name: 'Shared books',
        kind: 'webhook',
        url_hint: 'hooks.example.com/…7f3a',
        enabled: true,
      }),
      expect.objectContaining({ kind: 'slack', url_hint: 'hooks.slack.com/…9c2d' }),
    ]);
    // Neither the URLs whole (they post to the team) nor the signing secret leave in the file.
    const camText = JSON.stringify(cams_data);
    for (const secret of ['HOOKPATH', 'SLACKSECRET', 'whsec_', '"secret"', '"url"']) {
      expect(camText).not.toContain(secret);
    }

    // Once Dee leaves, the shop Dee made there is the workspace's, not in Dee's file any more.
    expect((await dees.delete(`/api/workspaces/${ws}/members/${dee.userId}/`)).statusCode).toBe(204);
    const after = await exportOf(dee.headers);
    expect(names(after)).toEqual(['Business DEE']);
    expect(after.licenses_csv).not.toContain('Permit of DEE');
    expect(after.workspaces.map((w: { id: string }) => w.id)).not.toContain(ws);
  });
});
