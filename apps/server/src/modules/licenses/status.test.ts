import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import {
  type ApiClient,
  apiClient,
  type BusinessJson,
  createBusiness,
  createLicense,
  type LicenseJson,
  ST_JOHNS_SHOP,
  TEST_ENV,
  TORONTO_RESTAURANT,
  VANCOUVER_CAFE,
} from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { fixedClock } from '../../lib/clock';

// 10:00 in Toronto, 11:30 in St. John's, 07:00 in Vancouver: 22 November everywhere.
const NOON_ISH = '2026-11-22T15:00:00Z';

describe.each(DB_KINDS)('licence status (%s)', (kind) => {
  const clock = fixedClock(NOON_ISH);
  let t: TestApp;
  let api: ApiClient;
  let toronto: BusinessJson;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV, clock });
    api = apiClient(t.app, (await t.signIn()).headers);
    toronto = await createBusiness(api, TORONTO_RESTAURANT);
  });
  beforeEach(() => clock.set(NOON_ISH));
  afterAll(() => t?.close());

  const status = (l: LicenseJson) => ({
    days_until_expiry: l.days_until_expiry,
    is_expired: l.is_expired,
    is_expiring_soon: l.is_expiring_soon,
  });
  const fetch = async (id: string): Promise<LicenseJson> => (await api.get(`/api/licenses/${id}/`)).json();

  it.each([
    ['2026-11-21', -1, true, false],
    ['2026-11-22', 0, false, true],
    ['2026-11-23', 1, false, true],
    ['2026-12-22', 30, false, true],
    ['2026-12-23', 31, false, false],
    ['2025-11-22', -365, true, false],
    ['2027-11-22', 365, false, false],
  ])('expiry %s is %i days away: expired %s, expiring soon %s', async (expiry, days, expired, soon) => {
    const created = await createLicense(api, toronto.id, { issued_date: '2025-01-01', expiry_date: expiry });
    const expected = { days_until_expiry: days, is_expired: expired, is_expiring_soon: soon };
    expect(status(created)).toEqual(expected);
    expect(status(await fetch(created.id))).toEqual(expected);
    const listed = (await api.get('/api/licenses/')).json().find((l: LicenseJson) => l.id === created.id);
    expect(status(listed)).toEqual(expected);
  });

  it('counts from the clock at each request: the day after, 0 becomes −1 and 31 becomes 30', async () => {
    const today = await createLicense(api, toronto.id, {
      issued_date: '2026-01-01',
      expiry_date: '2026-11-22',
    });
    const month = await createLicense(api, toronto.id, {
      issued_date: '2026-01-01',
      expiry_date: '2026-12-23',
    });
    clock.set('2026-11-23T15:00:00Z');
    expect(status(await fetch(today.id))).toEqual({
      days_until_expiry: -1,
      is_expired: true,
      is_expiring_soon: false,
    });
    expect(status(await fetch(month.id))).toEqual({
      days_until_expiry: 30,
      is_expired: false,
      is_expiring_soon: true,
    });
    // 23:59 in Toronto is still the 22nd; 00:00 is the 23rd (EST, UTC−5).
    clock.set('2026-11-23T04:59:59Z');
    expect((await fetch(today.id)).days_until_expiry).toBe(0);
    clock.set('2026-11-23T05:00:00Z');
    expect((await fetch(today.id)).days_until_expiry).toBe(-1);
  });

  describe('in the business’s own time zone', () => {
    let stJohns: BusinessJson;
    let vancouver: BusinessJson;
    let nl22: LicenseJson;
    let bc22: LicenseJson;
    let nl23: LicenseJson;
    let bc23: LicenseJson;
    beforeAll(async () => {
      stJohns = await createBusiness(api, ST_JOHNS_SHOP);
      vancouver = await createBusiness(api, VANCOUVER_CAFE);
      expect([stJohns.time_zone, vancouver.time_zone]).toEqual(['America/St_Johns', 'America/Vancouver']);
      const expiring = (b: BusinessJson, expiry: string) =>
        createLicense(api, b.id, { issued_date: '2026-01-01', expiry_date: expiry });
      [nl22, bc22, nl23, bc23] = await Promise.all([
        expiring(stJohns, '2026-11-22'),
        expiring(vancouver, '2026-11-22'),
        expiring(stJohns, '2026-11-23'),
        expiring(vancouver, '2026-11-23'),
      ]);
    });

    const daysAt = async (instant: string) => {
      clock.set(instant);
      const [a, b, c, d] = await Promise.all([nl22, bc22, nl23, bc23].map((l) => fetch(l!.id)));
      return { nl22: a!, bc22: b!, nl23: c!, bc23: d! };
    };

    it('agrees on 22 November at 15:00 UTC', async () => {
      const at = await daysAt(NOON_ISH);
      expect([at.nl22, at.bc22, at.nl23, at.bc23].map((l) => l.days_until_expiry)).toEqual([0, 0, 1, 1]);
    });

    it('St. John’s (UTC−3:30) turns to the 23rd at 03:30 UTC, not at 03:00', async () => {
      // At 03:00 UTC St. John's is at 23:30 on the 22nd (NST): still the same day as Vancouver.
      let at = await daysAt('2026-11-23T03:00:00Z');
      expect([at.nl22.days_until_expiry, at.bc22.days_until_expiry]).toEqual([0, 0]);
      at = await daysAt('2026-11-23T03:29:59Z');
      expect(at.nl22.days_until_expiry).toBe(0);
      at = await daysAt('2026-11-23T03:30:00Z');
      expect(at.nl22.days_until_expiry).toBe(-1);
      expect(at.bc22.days_until_expiry).toBe(0);
    });

    it('at 05:00 UTC a licence expiring on the 22nd is expired in St. John’s and expiring today in Vancouver', async () => {
      // 01:30 on the 23rd in St. John's; 21:00 on the 22nd in Vancouver.
      const at = await daysAt('2026-11-23T05:00:00Z');
      expect(status(at.nl22)).toEqual({ days_until_expiry: -1, is_expired: true, is_expiring_soon: false });
      expect(status(at.bc22)).toEqual({ days_until_expiry: 0, is_expired: false, is_expiring_soon: true });
      expect(status(at.nl23)).toEqual({ days_until_expiry: 0, is_expired: false, is_expiring_soon: true });
      expect(status(at.bc23)).toEqual({ days_until_expiry: 1, is_expired: false, is_expiring_soon: true });
      // The list answers the same as the single reads.
      const listed = (await api.get('/api/licenses/')).json() as LicenseJson[];
      expect(listed.find((l) => l.id === nl22.id)?.is_expired).toBe(true);
      expect(listed.find((l) => l.id === bc22.id)?.is_expired).toBe(false);
    });

    it('Vancouver (UTC−8) reaches the 23rd at 08:00 UTC', async () => {
      let at = await daysAt('2026-11-23T07:59:59Z');
      expect(at.bc22.days_until_expiry).toBe(0);
      at = await daysAt('2026-11-23T08:00:00Z');
      expect(status(at.bc22)).toEqual({ days_until_expiry: -1, is_expired: true, is_expiring_soon: false });
      expect(at.bc23.days_until_expiry).toBe(0);
    });

    it('follows the business when it moves: Vancouver to St. John’s', async () => {
      const mover = await createBusiness(api, { ...VANCOUVER_CAFE, business_name: 'Mover' });
      const licence = await createLicense(api, mover.id, {
        issued_date: '2026-01-01',
        expiry_date: '2026-11-22',
      });
      clock.set('2026-11-23T05:00:00Z');
      expect((await fetch(licence.id)).days_until_expiry).toBe(0);
      const moved = await api.put(`/api/businesses/${mover.id}/`, {
        city: "St. John's",
        province: 'NL',
        postal_code: null,
      });
      expect(moved.json().time_zone).toBe('America/St_Johns');
      expect(status(await fetch(licence.id))).toEqual({
        days_until_expiry: -1,
        is_expired: true,
        is_expiring_soon: false,
      });
    });
  });
});
