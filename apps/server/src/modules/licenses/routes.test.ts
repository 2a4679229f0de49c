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
  VANCOUVER_CAFE,
} from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { licenseTemplates } from '../../db/schema';
import { fixedClock } from '../../lib/clock';

describe.each(DB_KINDS)('licences API (%s)', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let toronto: BusinessJson;
  let vancouver: BusinessJson;
  let vancouverLicenceTemplate: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV, clock: fixedClock('2026-11-22T15:00:00Z') });
    api = apiClient(t.app, (await t.signIn()).headers);
    toronto = await createBusiness(api);
    vancouver = await createBusiness(api, VANCOUVER_CAFE);
    // Written here with fixed facts (every 31 December), whatever the catalogue's research says.
    const [row] = await t.database.db
      .insert(licenseTemplates)
      .values({
        name: 'Business licence',
        level: 'municipal',
        businessTypes: ['Restaurant'],
        province: 'BC',
        city: 'Vancouver',
        defaultValidityMonths: 12,
        renewalRule: { kind: 'fixed_date', month: 12, day: 31 },
      })
      .returning();
    vancouverLicenceTemplate = row!.id;
  });
  afterAll(() => t?.close());

  it('creates a licence with the calculated expiry and every field echoed', async () => {
    const response = await api.post('/api/licenses/', {
      business_id: toronto.id,
      license_name: '  Sidewalk patio permit ',
      license_type: ' Permit ',
      level: 'municipal',
      issued_date: '2026-01-15',
      reminder_enabled: false,
      notes: '  Renew at city hall  ',
    });
    expect(response.statusCode).toBe(201);
    const licence = response.json();
    expect(licence).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      business_id: toronto.id,
      business_name: 'Maple Diner',
      workspace_id: toronto.workspace_id,
      role: 'owner',
      template_id: null,
      license_name: 'Sidewalk patio permit',
      license_type: 'Permit',
      level: 'municipal',
      issued_date: '2026-01-15',
      license_name_fr: null,
      // Decision 042: no template chosen, no rule given: 12 months, and no authority or link borrowed.
      expiry_date: '2027-01-15',
      renewal_rule: { kind: 'term', months: 12 },
      expiry_estimated: false,
      license_number: null,
      authority: null,
      authority_fr: null,
      source_url: null,
      reminder_days: [30, 14, 7],
      reminders_acknowledged_at: null,
      on_it: null,
      reminder_enabled: false,
      notes: 'Renew at city hall',
      is_manually_changed: false,
      is_expired: false,
      is_expiring_soon: false,
      days_until_expiry: 54,
      last_reminder_sent_at: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect((await api.get(`/api/licenses/${licence.id}/`)).json()).toEqual(licence);
    expect((await api.get(`/api/licenses/${licence.id}`)).json()).toEqual(licence);
  });

  it('defaults reminders on and the optional texts to null', async () => {
    const licence = await createLicense(api, toronto.id, {
      license_type: undefined,
      notes: '   ',
      reminder_enabled: undefined,
    });
    expect(licence).toMatchObject({ license_type: null, notes: null, reminder_enabled: true });
    const blank = await createLicense(api, toronto.id, { license_type: '', notes: null });
    expect(blank).toMatchObject({ license_type: null, notes: null });
  });

  it('marks a hand-set expiry as manual, clears the mark when set back, and fills an empty expiry', async () => {
    const manual = await createLicense(api, toronto.id, { expiry_date: '2026-12-31' });
    expect(manual).toMatchObject({
      expiry_date: '2026-12-31',
      is_manually_changed: true,
      days_until_expiry: 39,
    });

    const url = `/api/licenses/${manual.id}/`;
    const back = await api.put(url, licenseBody(toronto.id, { expiry_date: '2027-01-15' }));
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ expiry_date: '2027-01-15', is_manually_changed: false });

    const again = await api.put(url, licenseBody(toronto.id, { expiry_date: '2027-06-30' }));
    expect(again.json()).toMatchObject({ expiry_date: '2027-06-30', is_manually_changed: true });
    for (const empty of ['', null, undefined]) {
      const cleared = await api.put(url, licenseBody(toronto.id, { expiry_date: empty }));
      expect(cleared.json()).toMatchObject({ expiry_date: '2027-01-15', is_manually_changed: false });
      await api.put(url, licenseBody(toronto.id, { expiry_date: '2027-06-30' }));
    }

    // A new issue date moves the calculated expiry; an explicit matching date is not manual.
    const reissued = await api.put(
      url,
      licenseBody(toronto.id, { issued_date: '2026-03-01', expiry_date: '' }),
    );
    expect(reissued.json()).toMatchObject({ expiry_date: '2027-03-01', is_manually_changed: false });
    const sameDay = await createLicense(api, toronto.id, {
      issued_date: '2026-05-05',
      expiry_date: '2026-05-05',
    });
    expect(sameDay).toMatchObject({ expiry_date: '2026-05-05', is_manually_changed: true, is_expired: true });
  });

  it('updates every field with PUT and keeps id and creation time', async () => {
    const licence = await createLicense(api, toronto.id);
    const response = await api.put(`/api/licenses/${licence.id}/`, {
      business_id: vancouver.id,
      license_name: 'Business licence',
      license_type: null,
      level: 'municipal',
      issued_date: '2026-03-15',
      reminder_enabled: false,
      notes: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...licence,
      business_id: vancouver.id,
      business_name: 'Gastown Café',
      license_name: 'Business licence',
      license_type: null,
      issued_date: '2026-03-15',
      // Decision 013: the licence keeps its own rule (12 months) when the update leaves it out.
      expiry_date: '2027-03-15',
      reminder_enabled: false,
      notes: null,
      is_manually_changed: false,
      is_expiring_soon: false,
      days_until_expiry: 113,
      updated_at: expect.any(String),
    });
    // Given a rule, it renews by it: Vancouver's business licence, every 31 December.
    const ruled = await api.put(`/api/licenses/${licence.id}/`, {
      ...licenseBody(vancouver.id, { issued_date: '2026-03-15', license_number: 'BL-77' }),
      renewal_rule: { kind: 'fixed_date', month: 12, day: 31 },
    });
    expect(ruled.json()).toMatchObject({
      expiry_date: '2026-12-31',
      renewal_rule: { kind: 'fixed_date', month: 12, day: 31 },
      license_number: 'BL-77',
      days_until_expiry: 39,
    });
    expect(new Date(response.json().updated_at).getTime()).toBeGreaterThanOrEqual(
      new Date(licence.updated_at).getTime(),
    );
  });

  it('keeps a licence’s template across updates unless the update drops it', async () => {
    const licence = await createLicense(api, vancouver.id, {
      license_name: 'My licence',
      template_id: vancouverLicenceTemplate,
      issued_date: '2026-12-31',
    });
    expect(licence).toMatchObject({ template_id: vancouverLicenceTemplate, expiry_date: '2027-12-31' });

    const url = `/api/licenses/${licence.id}/`;
    const kept = await api.put(
      url,
      licenseBody(vancouver.id, { license_name: 'My licence', issued_date: '2026-06-01' }),
    );
    expect(kept.json()).toMatchObject({ template_id: vancouverLicenceTemplate, expiry_date: '2026-12-31' });

    const dropped = await api.put(
      url,
      licenseBody(vancouver.id, { license_name: 'My licence', issued_date: '2026-06-01', template_id: null }),
    );
    // Without the template, the licence keeps the rule it has (an update changes only what it says).
    expect(dropped.json()).toMatchObject({
      template_id: null,
      expiry_date: '2026-12-31',
      renewal_rule: { kind: 'fixed_date', month: 12, day: 31 },
    });

    const unknown = await createLicense(api, toronto.id, {
      template_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown).toMatchObject({ template_id: null, expiry_date: '2027-01-15' });
  });

  it('lists the caller’s licences by expiry date with their status', async () => {
    const own = apiClient(t.app, (await t.signIn()).headers);
    expect((await own.get('/api/licenses/')).json()).toEqual([]);
    const business = await createBusiness(own);
    const late = await createLicense(own, business.id, { license_name: 'B late', expiry_date: '2028-01-01' });
    const expired = await createLicense(own, business.id, {
      license_name: 'A expired',
      expiry_date: '2026-02-01',
    });
    const soon = await createLicense(own, business.id, { license_name: 'C soon', expiry_date: '2026-12-01' });
    const list = await own.get('/api/licenses/');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expired, soon, late]);
    expect(list.json().map((l: { days_until_expiry: number }) => l.days_until_expiry)).toEqual([
      -294, 9, 405,
    ]);
    expect((await own.get('/api/licenses')).json()).toEqual(list.json());
  });

  it('deletes a licence once; afterwards it is 404 everywhere', async () => {
    const licence = await createLicense(api, toronto.id);
    const url = `/api/licenses/${licence.id}/`;
    const deleted = await api.delete(url);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', licenseBody(toronto.id)],
      ['DELETE', undefined],
    ] as const) {
      const response = await api.call(method, url, body);
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toEqual({ detail: 'License not found' });
    }
    const ids = (await api.get('/api/licenses/')).json().map((l: { id: string }) => l.id);
    expect(ids).not.toContain(licence.id);
    expect((await api.get(`/api/businesses/${toronto.id}/`)).statusCode).toBe(200);
  });

  it('refuses a licence for a business that does not exist', async () => {
    const response = await api.post('/api/licenses/', licenseBody('00000000-0000-4000-8000-000000000000'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Business not found' });
  });
});
