import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import {
  type ApiClient,
  apiClient,
  type LicenseJson,
  TEST_ENV,
  TORONTO_RESTAURANT,
} from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { businesses, users } from '../../db/schema';
import { fixedClock } from '../../lib/clock';

const URL = '/api/onboarding/complete';

describe.each(DB_KINDS)('POST /api/onboarding/complete (%s)', (kind) => {
  let t: TestApp;
  /** Toronto restaurant templates by name. */
  const template: Record<string, { id: string; name: string }> = {};
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV, clock: fixedClock('2026-11-22T15:00:00Z') });
    const api = apiClient(t.app, (await t.signIn()).headers);
    const result = (
      await api.get('/api/onboarding/license-templates?business_type=Restaurant&province=ON&city=Toronto')
    ).json();
    const levels = [result.federal, result.provincial, result.municipal] as { id: string; name: string }[][];
    for (const list of levels) {
      for (const x of list) template[x.name] = x;
    }
  });
  afterAll(() => t?.close());

  const newUser = async () => {
    const { identity, headers } = await t.signIn();
    return { identity, api: apiClient(t.app, headers) };
  };
  const body = () => ({
    business: { ...TORONTO_RESTAURANT, postal_code: 'm5h 1a1' },
    licenses: [
      { template_id: template['Eating or drinking establishment licence']!.id, issued_date: '2026-01-31' },
      { template_id: template['Food handler certification']!.id, issued_date: '2022-12-01' },
      { template_id: template['Business Number (BN) registration']!.id, issued_date: '2025-11-22' },
      { template_id: template['Liquor sales licence']!.id, issued_date: '2024-02-29' },
    ],
    notification_channels: ['email', 'sms'],
  });
  const stateOf = async (api: ApiClient) => ({
    businesses: (await api.get('/api/businesses/')).json(),
    licenses: (await api.get('/api/licenses/')).json(),
    profile: (await api.get('/api/users/profile')).json(),
  });

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

  it('creates nothing twice when the same submission arrives twice at once', async () => {
    const { api } = await newUser();
    const [first, second] = await Promise.all([api.post(URL, body()), api.post(URL, body())]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().business.id).toBe(second.json().business.id);
    const state = await stateOf(api);
    expect(state.businesses).toHaveLength(1);
    expect(state.licenses).toHaveLength(4);
    expect(state.profile.is_onboarded).toBe(true);
  });

  it('answers a later resubmission with what was created, creating nothing new', async () => {
    const { api } = await newUser();
    const first = (await api.post(URL, body())).json();
    const again = await api.post(URL, {
      ...body(),
      business: { ...body().business, business_name: 'Another name' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().business).toEqual(first.business);
    const state = await stateOf(api);
    expect(state.businesses).toHaveLength(1);
    expect(state.businesses[0].business_name).toBe('Maple Diner');
    expect(state.licenses).toHaveLength(4);
  });

  it('leaves nothing behind when a template does not exist', async () => {
    const { identity, api } = await newUser();
    const bad = body();
    bad.licenses[1]!.template_id = '00000000-0000-4000-8000-000000000000';
    const response = await api.post(URL, bad);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'licenses.1.template_id: no such license template' });
    const state = await stateOf(api);
    expect(state).toMatchObject({ businesses: [], licenses: [] });
    expect(state.profile).toMatchObject({ is_onboarded: false, notification_channels: ['email'] });
    const [user] = await t.database.db.select().from(users).where(eq(users.subject, identity.subject));
    expect(await t.database.db.select().from(businesses).where(eq(businesses.ownerId, user!.id))).toEqual([]);
    // The corrected submission then goes through.
    expect((await api.post(URL, body())).statusCode).toBe(200);
    expect((await stateOf(api)).licenses).toHaveLength(4);
  });

  it('rolls back the business already inserted when a later licence fails', async () => {
    const { api } = await newUser();
    const bad = body();
    // The business is inserted before this licence's expiry is calculated, and it overflows.
    bad.licenses[3]!.issued_date = '9999-06-01';
    const response = await api.post(URL, bad);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain('licenses.3.issued_date');
    const state = await stateOf(api);
    expect(state).toMatchObject({ businesses: [], licenses: [], profile: { is_onboarded: false } });
  });

  const valid = body;
  it.each<[string, (b: ReturnType<typeof body>) => unknown, string]>([
    ['no licence', (b) => ({ ...b, licenses: [] }), 'licenses: Please select at least one license'],
    ['no licence list', ({ licenses: _, ...b }) => b, 'licenses: is required'],
    ['no business', ({ business: _, ...b }) => b, 'business: is required'],
    [
      'a blank business name',
      (b) => ({ ...b, business: { ...b.business, business_name: ' ' } }),
      'business.business_name: is required',
    ],
    [
      'an unknown business type',
      (b) => ({ ...b, business: { ...b.business, business_type: 'Bakery' } }),
      'business.business_type: must be one of',
    ],
    [
      'an unknown province',
      (b) => ({ ...b, business: { ...b.business, province: 'Ontario' } }),
      'business.province: must be one of',
    ],
    [
      'a bad postal code',
      (b) => ({ ...b, business: { ...b.business, postal_code: 'M5H' } }),
      'business.postal_code: Enter a postal code in the format A1A 1A1',
    ],
    [
      'a NUL in the business name',
      (b) => ({ ...b, business: { ...b.business, business_name: 'Maple\u0000' } }),
      'business.business_name: must not contain control characters',
    ],
    [
      'a huge address',
      (b) => ({ ...b, business: { ...b.business, address: 'a'.repeat(100_000) } }),
      'business.address: must be at most 300 characters',
    ],
    [
      'an impossible issue date',
      (b) => ({ ...b, licenses: [{ ...b.licenses[0], issued_date: '2025-02-30' }] }),
      'licenses.0.issued_date: must be a real calendar date',
    ],
    [
      'an expiry date for a registration that never expires',
      (b) => ({ ...b, licenses: [b.licenses[0], { ...b.licenses[2], expiry_date: '2030-01-01' }] }),
      'licenses.1.expiry_date: must be empty for a licence with no expiry',
    ],
    [
      'an expiry date before the issue date',
      (b) => ({ ...b, licenses: [{ ...b.licenses[0], expiry_date: '2025-01-01' }] }),
      'licenses.0.expiry_date: must not be before the issue date',
    ],
    [
      'a printed expiry in year 1 (no term fits before it)',
      (b) => ({ ...b, licenses: [{ template_id: b.licenses[0]!.template_id, expiry_date: '0001-06-01' }] }),
      'licenses.0.expiry_date: is too early',
    ],
    [
      'an impossible expiry date',
      (b) => ({ ...b, licenses: [{ template_id: b.licenses[0]!.template_id, expiry_date: '2027-02-29' }] }),
      'licenses.0.expiry_date: must be a real calendar date',
    ],
    [
      'a template id that is not an id',
      (b) => ({ ...b, licenses: [{ ...b.licenses[0], template_id: 'liquor' }] }),
      'licenses.0.template_id: must be a valid id',
    ],
    [
      'an unknown channel',
      (b) => ({ ...b, notification_channels: ['fax'] }),
      'notification_channels.0: must be one of email, sms',
    ],
    ['an unknown field', (b) => ({ ...b, referral: 'friend' }), 'Unknown field: referral'],
    [
      'an unknown business field',
      (b) => ({ ...b, business: { ...b.business, owner_id: 'x' } }),
      'Unknown field: business.owner_id',
    ],
    [
      'an unknown licence field',
      (b) => ({ ...b, licenses: [{ ...b.licenses[0], renewal_rule: { kind: 'none' } }] }),
      'Unknown field: licenses.0.renewal_rule',
    ],
    [
      '201 licences',
      (b) => ({ ...b, licenses: Array(201).fill(b.licenses[0]) }),
      'licenses: must list at most 200 licenses',
    ],
  ])('refuses %s with a 400 naming the field, creating nothing', async (_label, change, detail) => {
    const { api } = await newUser();
    const response = await api.post(URL, change(valid()));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(detail);
    expect(await stateOf(api)).toMatchObject({
      businesses: [],
      licenses: [],
      profile: { is_onboarded: false },
    });
  });
});
