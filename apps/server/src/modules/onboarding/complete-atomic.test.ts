import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { TEST_ENV } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import {
  completeBody,
  fixedRestaurantTemplates,
  newUser as signedInUser,
  stateOf,
  type TemplatesByName,
  COMPLETE_URL as URL,
} from '../../../test/support/onboarding';
import { businesses, users } from '../../db/schema';
import { fixedClock } from '../../lib/clock';

/** A submission creates everything once, even sent twice at once, or nothing at all. */
describe.each(DB_KINDS)('POST /api/onboarding/complete, once and all or nothing (%s)', (kind) => {
  let t: TestApp;
  let template: TemplatesByName;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV, clock: fixedClock('2026-11-22T15:00:00Z') });
    template = await fixedRestaurantTemplates(t);
  });
  afterAll(() => t?.close());

  const newUser = () => signedInUser(t);
  const body = () => completeBody(template);

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
