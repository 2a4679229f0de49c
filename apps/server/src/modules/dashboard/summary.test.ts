import { type DashboardSummary, LICENSE_STATUS_LABELS, licenseStatus, statusLabel, todayIn } from '@lt/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// 04:30 UTC: still 22 November in Toronto and Vancouver, already 23 November in St. John's (UTC−3:30).
const NOW = '2026-11-23T04:30:00Z';
const summaryOf = async (api: ApiClient, query = ''): Promise<DashboardSummary> => {
  const res = await api.get(`/api/dashboard/summary/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Days after 22 November 2026, as an ISO date. */
const day = (offset: number) => new Date(Date.UTC(2026, 10, 22 + offset)).toISOString().slice(0, 10);

describe.each(DB_KINDS)('GET /api/dashboard/summary/ (%s)', (kind) => {
  let t: TestApp;
  let owner: ApiClient;
  let viewer: ApiClient;
  let stranger: ApiClient;
  let toronto: BusinessJson;
  let stJohns: BusinessJson;
  let client: BusinessJson;
  let clientWs: string;
  let all: LicenseJson[];

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV, clock: fixedClock(NOW) });
    owner = apiClient(t.app, (await t.signIn()).headers);
    viewer = apiClient(t.app, (await t.signIn()).headers);
    stranger = apiClient(t.app, (await t.signIn()).headers);
    toronto = await createBusiness(owner, TORONTO_RESTAURANT);
    stJohns = await createBusiness(owner, ST_JOHNS_SHOP);
    clientWs = (await owner.post('/api/workspaces/', { name: 'Client' })).json().id;
    client = await createBusiness(owner, { ...VANCOUVER_CAFE, workspace_id: clientWs });
    // The viewer joins the client workspace only (membership as the invitation tests leave it).
    const viewerId = (await viewer.get('/api/users/profile')).json().id;
    await t.database.exec(
      `insert into workspace_members (workspace_id, user_id, role) values ('${clientWs}', '${viewerId}', 'viewer')`,
    );
    await createBusiness(stranger, { ...TORONTO_RESTAURANT, business_name: 'Not yours' });

    // Around each boundary, in two time zones whose "today" differs: -1/0 (expired/expiring), 30/31.
    const offsets = [-400, -40, -2, -1, 0, 1, 7, 29, 30, 31, 32, 200];
    for (const [i, offset] of offsets.entries())
      await createLicense(owner, i % 2 ? stJohns.id : toronto.id, {
        license_name: `Licence ${offset}`,
        level: ['municipal', 'provincial', 'federal'][i % 3],
        issued_date: '2024-01-01',
        expiry_date: day(offset),
        renewal_rule: { kind: 'term', months: 12 },
      });
    for (const id of [toronto.id, client.id])
      await createLicense(owner, id, {
        license_name: 'Charity registration',
        level: 'federal',
        issued_date: '2024-01-01',
        renewal_rule: { kind: 'none' },
      });
    await createLicense(owner, client.id, {
      license_name: 'Client food permit',
      issued_date: '2024-01-01',
      expiry_date: day(3),
      renewal_rule: { kind: 'term', months: 12 },
    });
    all = (await owner.get('/api/licenses/')).json();
  }, 60_000);
  afterAll(() => t?.close());

  /** The counts the core rule gives, licence by licence: what the summary must agree with. */
  const expected = (licences: LicenseJson[]) => {
    const counts = { total: licences.length, expired: 0, expiring_soon: 0, active: 0, no_expiry: 0 };
    for (const l of licences) counts[statusLabel(l)] += 1;
    return counts;
  };

  it('counts by status the way the core rule labels each licence, across time zones', async () => {
    const summary = await summaryOf(owner);
    expect(all).toHaveLength(15);
    expect(summary.counts).toEqual(expected(all));
    expect(summary.counts).toEqual({ total: 15, expired: 4, expiring_soon: 7, active: 2, no_expiry: 2 });
    // The same rule again, from the dates alone: St. John's is a day ahead at this hour.
    for (const l of all) {
      const zone = l.business_id === stJohns.id ? stJohns.time_zone : toronto.time_zone;
      expect(statusLabel(l)).toBe(statusLabel(licenseStatus(l.expiry_date, todayIn(zone, new Date(NOW)))));
    }
    for (const level of summary.levels)
      expect(level.counts, level.level).toEqual(expected(all.filter((l) => l.level === level.level)));
    expect(summary.workspace_id).toBeNull();
    expect(summary.business_count).toBe(3);
    for (const b of summary.businesses)
      expect(b.counts, b.business_name).toEqual(expected(all.filter((l) => l.business_id === b.id)));
    // Those needing attention first.
    expect(summary.businesses.map((b) => b.business_name)[2]).toBe(client.business_name);
  });

  it('lists the soonest expiring and the latest expired, each with its business name', async () => {
    const summary = await summaryOf(owner);
    const soon = all.filter((l) => statusLabel(l) === 'expiring_soon');
    expect(summary.expiring_soon.map((l) => l.id)).toEqual(
      [...soon].sort((a, b) => a.expiry_date.localeCompare(b.expiry_date)).map((l) => l.id),
    );
    expect(summary.expired.map((l) => l.expiry_date)).toEqual([day(-1), day(-2), day(-40), day(-400)]);
    for (const l of [...summary.expiring_soon, ...summary.expired, ...summary.levels.flatMap((v) => v.top)]) {
      expect(l.business_name).toBe(all.find((a) => a.id === l.id)!.business_name);
      expect(l.business_name).not.toBe('');
    }
    const federal = summary.levels.find((v) => v.level === 'federal')!;
    // Six federal licences: the first five by expiry date, the one with none last.
    expect(federal.counts.total).toBe(6);
    expect(federal.top.map((l) => l.expiry_date)).toEqual([day(-2), day(1), day(30), day(200), null]);
  });

  it('keeps each list to its size: at most 10 expiring, soonest first', async () => {
    const api = apiClient(t.app, (await t.signIn()).headers);
    const biz = await createBusiness(api, TORONTO_RESTAURANT);
    for (let i = 14; i >= 0; i -= 1)
      await createLicense(api, biz.id, {
        issued_date: '2024-01-01',
        expiry_date: day(i),
        renewal_rule: { kind: 'term', months: 12 },
      });
    const summary = await summaryOf(api);
    expect(summary.counts.expiring_soon).toBe(15);
    expect(summary.expiring_soon.map((l) => l.expiry_date)).toEqual(
      Array.from({ length: 10 }, (_, i) => day(i)),
    );
    expect(summary.levels.find((v) => v.level === 'municipal')!.top).toHaveLength(5);
  });

  it('scopes to one workspace with workspace_id', async () => {
    const summary = await summaryOf(owner, `?workspace_id=${clientWs}`);
    const inClient = all.filter((l) => l.business_id === client.id);
    expect(summary.workspace_id).toBe(clientWs);
    expect(summary.counts).toEqual(expected(inClient));
    expect(summary.counts.total).toBe(2);
    expect(summary.businesses.map((b) => b.id)).toEqual([client.id]);
    expect(summary.expiring_soon.map((l) => l.business_name)).toEqual([client.business_name]);
  });

  it('shows a viewer what their workspaces hold, with their role, and nothing else', async () => {
    const summary = await summaryOf(viewer);
    expect(summary.counts).toEqual({ total: 2, expired: 0, expiring_soon: 1, active: 0, no_expiry: 1 });
    expect(summary.businesses.map((b) => [b.business_name, b.role])).toEqual(
      expect.arrayContaining([[client.business_name, 'viewer']]),
    );
    expect(summary.expiring_soon.map((l) => l.role)).toEqual(['viewer']);
    expect((await summaryOf(viewer, `?workspace_id=${clientWs}`)).counts.total).toBe(2);
  });

  it('answers 404 for a workspace the caller is not in, and 400 for a malformed id', async () => {
    for (const api of [stranger, viewer]) {
      const res = await api.get(`/api/dashboard/summary/?workspace_id=${toronto.workspace_id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Workspace not found');
    }
    const bad = await owner.get('/api/dashboard/summary/?workspace_id=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/workspace_id/);
    const strangers = await summaryOf(stranger);
    expect(strangers.counts.total).toBe(0);
    expect(strangers.businesses.map((b) => b.business_name)).toEqual(['Not yours']);
  });

  it('has an empty dashboard for a user with nothing yet', async () => {
    const api = apiClient(t.app, (await t.signIn()).headers);
    const summary = await summaryOf(api);
    const zero = Object.fromEntries(['total', ...LICENSE_STATUS_LABELS].map((k) => [k, 0]));
    expect(summary).toMatchObject({
      counts: zero,
      business_count: 0,
      businesses: [],
      expiring_soon: [],
      expired: [],
    });
    expect(summary.levels.map((v) => [v.level, v.counts, v.top])).toEqual(
      ['municipal', 'provincial', 'federal'].map((level) => [level, zero, []]),
    );
  });
});
