// Issue 27: an export names a licence made from a template in the sheet's language (the exporting
// reader's, `lang`): its French name and authority in a French sheet, the stored ones in an English
// one; a licence typed by hand as typed in both. A French export read back changes nothing.
import { SHEET_FIELDS } from '@lt/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import {
  type ApiClient,
  apiClient,
  createBusiness,
  createLicense,
  TEST_ENV,
} from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { type CatalogueNames, frenchNamedTemplate, madeFrom } from '../../../test/support/french-names';
import { multipartForm } from '../../../test/support/multipart';
import { fixedClock } from '../../lib/clock';
import { readSheet } from './sheet-files';

const column = (field: (typeof SHEET_FIELDS)[number]) => SHEET_FIELDS.indexOf(field);

describe.each(DB_KINDS)('licence names in exports (%s)', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let headers: { authorization: string };
  let template: CatalogueNames;
  let fromTemplate: string;
  let typed: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV, clock: fixedClock('2026-11-22T15:00:00Z') });
    template = await frenchNamedTemplate(t.database.db);
    ({ headers } = await t.signIn());
    api = apiClient(t.app, headers);
    const business = await createBusiness(api);
    fromTemplate = (await createLicense(api, business.id, { expiry_date: '2027-03-31' })).id;
    await madeFrom(t.database.db, fromTemplate, template);
    typed = (
      await createLicense(api, business.id, {
        license_name: 'Patio permit',
        authority: 'Town hall',
        level: 'federal',
        renewal_rule: { kind: 'fixed_date', month: 3, day: 31 },
      })
    ).id;
  });
  afterAll(() => t?.close());

  async function exported(lang: 'en' | 'fr', extension: 'csv' | 'xlsx' = 'csv') {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/licenses/export.${extension}?lang=${lang}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const rows = (await readSheet(response.rawPayload)).map((cells) => cells.map((c) => String(c ?? '')));
    const row = (id: string) => rows.find((cells) => cells[column('id')] === id)!;
    return { bytes: response.rawPayload, rows, row };
  }

  it('a French sheet has the template’s French name and authority', async () => {
    for (const extension of ['csv', 'xlsx'] as const) {
      const { row } = await exported('fr', extension);
      expect(row(fromTemplate)[column('license_name')]).toBe(template.nameFr);
      expect(row(fromTemplate)[column('authority')]).toBe(template.authorityFr ?? template.authority ?? '');
      expect(row(typed)[column('license_name')]).toBe('Patio permit');
      expect(row(typed)[column('authority')]).toBe('Town hall');
      // Issue 30: the values too, in words the import reads back.
      expect(row(typed)[column('level')]).toBe('fédéral');
      expect(row(typed)[column('renewal_rule')]).toBe('chaque année le 03-31');
      expect(row(fromTemplate)[column('renewal_rule')]).not.toMatch(/every|expiry|printed/);
      expect(row(typed)[column('reminder_enabled')]).toBe('oui');
    }
  });

  it('an English sheet has the names as stored', async () => {
    const { row } = await exported('en');
    expect(row(fromTemplate)[column('license_name')]).toBe(template.name);
    expect(row(fromTemplate)[column('authority')]).toBe(template.authority ?? '');
    expect(row(typed)[column('level')]).toBe('federal');
    expect(row(typed)[column('renewal_rule')]).toBe('every year on 03-31');
  });

  it('a French sheet read back creates and changes nothing: the stored names stay', async () => {
    const before = (await api.get(`/api/licenses/${fromTemplate}/`)).json();
    const form = await multipartForm({ name: 'licences.csv', bytes: (await exported('fr')).bytes });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/licenses/import/',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ created: 0, updated: 0, unchanged: 2, skipped: [] });
    const after = (await api.get(`/api/licenses/${fromTemplate}/`)).json();
    expect(after).toMatchObject({
      license_name: template.name,
      license_name_fr: template.nameFr,
      authority: before.authority,
      authority_fr: before.authority_fr,
    });
  });
});
