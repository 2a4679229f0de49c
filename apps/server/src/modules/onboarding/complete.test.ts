import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { type LicenseJson, TEST_ENV } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import {
  completeBody,
  fixedRestaurantTemplates,
  newUser as signedInUser,
  stateOf,
  type TemplatesByName,
  COMPLETE_URL as URL,
} from '../../../test/support/onboarding';
import { licenseTemplates } from '../../db/schema';
import { fixedClock } from '../../lib/clock';

/** What onboarding creates (complete-atomic.test.ts: once, and all or nothing). */
describe.each(DB_KINDS)('POST /api/onboarding/complete (%s)', (kind) => {
  let t: TestApp;
  let template: TemplatesByName;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV, clock: fixedClock('2026-11-22T15:00:00Z') });
    template = await fixedRestaurantTemplates(t);
  });
  afterAll(() => t?.close());

  const newUser = () => signedInUser(t);
  const body = () => completeBody(template);

  it('creates the business, its licences from the templates, the channels and the onboarded flag', async () => {
    const { api } = await newUser();
    const response = await api.post(URL, body());
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.business).toMatchObject({
      business_name: 'Maple Diner',
      business_type: 'Restaurant',
      city: 'Toronto',
      province: 'ON',
      postal_code: 'M5H 1A1',
      time_zone: 'America/Toronto',
    });
    const byName = Object.fromEntries(result.licenses.map((l: LicenseJson) => [l.license_name, l]));
    expect(byName['Eating or drinking establishment licence']).toMatchObject({
      level: 'municipal',
      issued_date: '2026-01-31',
      expiry_date: '2027-01-31',
      days_until_expiry: 70,
      is_expired: false,
      is_expiring_soon: false,
      is_manually_changed: false,
      reminder_enabled: true,
      business_id: result.business.id,
    });
    expect(byName['Food handler certification']).toMatchObject({
      level: 'municipal',
      expiry_date: '2027-12-01',
      days_until_expiry: 374,
    });
    // Decision 013: a registration that never expires has no expiry date and no status of expiry.
    expect(byName['Business Number (BN) registration']).toMatchObject({
      level: 'federal',
      renewal_rule: { kind: 'none' },
      expiry_date: null,
      expiry_estimated: false,
      days_until_expiry: null,
      is_expired: false,
      is_expiring_soon: false,
    });
    // 24 months from 29 February 2024 fell on 28 February 2026, already past: the expiry rolls
    // forward by whole terms to 29 February 2028 and is marked estimated.
    expect(byName['Liquor sales licence']).toMatchObject({
      level: 'provincial',
      renewal_rule: { kind: 'term', months: 24 },
      expiry_date: '2028-02-29',
      expiry_estimated: true,
      days_until_expiry: 464,
      is_expired: false,
      is_expiring_soon: false,
    });
    for (const licence of result.licenses) {
      expect(licence.template_id).toBe(template[licence.license_name]!.id);
    }

    const state = await stateOf(api);
    expect(state.businesses).toEqual([result.business]);
    expect(state.licenses).toHaveLength(4);
    expect(state.profile).toMatchObject({ is_onboarded: true, notification_channels: ['email', 'sms'] });
  });

  it('takes the expiry printed on a licence, else the issue date, else today, each with its period', async () => {
    const { api } = await newUser();
    const eating = template['Eating or drinking establishment licence']!.id;
    const liquor = template['Liquor sales licence']!.id;
    const bn = template['Business Number (BN) registration']!.id;
    const food = template['Food handler certification']!.id;
    const response = await api.post(URL, {
      ...body(),
      licenses: [
        // Only the printed expiry: issued one term (12 months) before it.
        { template_id: eating, expiry_date: '2027-03-31', license_number: ' EDE-1234 ' },
        // Printed expiry far ahead: one term (24 months) back would be after today, so issued today.
        { template_id: liquor, expiry_date: '2029-06-30' },
        // Neither date for a registration that never expires: issued today, no expiry.
        { template_id: bn },
        // Neither date for a licence that expires: issued today, the expiry by its rule (60 months).
        { template_id: food },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const byName = Object.fromEntries(
      response.json().licenses.map((l: LicenseJson) => [l.license_name, l]),
    ) as Record<string, LicenseJson & Record<string, unknown>>;
    expect(byName['Eating or drinking establishment licence']).toMatchObject({
      issued_date: '2026-03-31',
      expiry_date: '2027-03-31',
      expiry_estimated: false,
      is_manually_changed: false,
      license_number: 'EDE-1234',
      authority: expect.any(String),
      source_url: expect.stringMatching(/^https?:\/\//),
    });
    expect(byName['Liquor sales licence']).toMatchObject({
      issued_date: '2026-11-22',
      expiry_date: '2029-06-30',
      expiry_estimated: false,
      is_manually_changed: true,
    });
    expect(byName['Business Number (BN) registration']).toMatchObject({
      issued_date: '2026-11-22',
      expiry_date: null,
      days_until_expiry: null,
    });
    expect(byName['Food handler certification']).toMatchObject({
      issued_date: '2026-11-22',
      expiry_date: '2031-11-22',
      expiry_estimated: false,
    });
    for (const licence of Object.values(byName)) {
      const history = await api.get(`/api/licenses/${licence.id}/history/`);
      expect(history.headers['x-total-count']).toBe('1');
      expect(history.json()).toEqual([
        expect.objectContaining({
          license_id: licence.id,
          issued_date: licence.issued_date,
          expiry_date: licence.expiry_date,
          is_current: true,
          renewed_at: null,
          renewed_by: null,
        }),
      ]);
    }
  });

  it('defaults the channels to e-mail and keeps each channel once', async () => {
    const { api } = await newUser();
    const { notification_channels: _, ...withoutChannels } = body();
    expect((await api.post(URL, withoutChannels)).statusCode).toBe(200);
    expect((await api.get('/api/users/profile')).json().notification_channels).toEqual(['email']);
    const other = await newUser();
    expect((await other.api.post(URL, { ...body(), notification_channels: ['sms', 'sms'] })).statusCode).toBe(
      200,
    );
    expect((await other.api.get('/api/users/profile')).json().notification_channels).toEqual(['sms']);
  });

  it('needs the expiry printed on a licence whose term is not known, and takes it as given', async () => {
    const [printed] = await t.database.db
      .insert(licenseTemplates)
      .values({
        name: 'Sidewalk café permit',
        nameFr: 'Permis de café-terrasse',
        level: 'municipal',
        businessTypes: ['Restaurant'],
        province: 'ON',
        city: 'Toronto',
        defaultValidityMonths: 12,
        renewalRule: { kind: 'printed' },
        issuingAuthority: 'City of Toronto',
      })
      .returning();
    const { api } = await newUser();
    const refused = await api.post(URL, {
      ...body(),
      licenses: [{ template_id: printed!.id, issued_date: '2026-05-01' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      detail: 'licenses.0.expiry_date: enter the expiry date printed on the licence; its term is not known',
    });
    expect((await stateOf(api)).businesses).toEqual([]);

    const response = await api.post(URL, {
      ...body(),
      licenses: [{ template_id: printed!.id, expiry_date: '2027-04-15' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().licenses).toEqual([
      expect.objectContaining({
        template_id: printed!.id,
        license_name_fr: 'Permis de café-terrasse',
        renewal_rule: { kind: 'printed' },
        // No term to count back: issued today, the expiry as printed.
        issued_date: '2026-11-22',
        expiry_date: '2027-04-15',
        expiry_estimated: false,
        is_manually_changed: false,
      }),
    ]);
  });
});
