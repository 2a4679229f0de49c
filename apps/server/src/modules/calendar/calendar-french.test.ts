// Issue 27: the calendar feed speaks its owner's language — a French owner's events name a
// licence made from a template by its French name and authority, in French words; an English
// owner's by the names as stored; a licence typed by hand reads as typed in both.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { apiClient, createBusiness, createLicense, TEST_ENV } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { type CatalogueNames, frenchNamedTemplate, madeFrom } from '../../../test/support/french-names';
import { fixedClock } from '../../lib/clock';

describe.each(DB_KINDS)('the calendar feed in its owner’s language (%s)', (kind) => {
  let t: TestApp;
  let template: CatalogueNames;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV, clock: fixedClock('2026-11-22T15:00:00Z') });
    template = await frenchNamedTemplate(t.database.db);
  });
  afterAll(() => t?.close());

  /** A signed-in owner in `language` with a licence from the template and one typed by hand. */
  async function feedOf(language: 'en' | 'fr') {
    const { headers } = await t.signIn();
    const api = apiClient(t.app, headers);
    expect((await api.put('/api/users/profile', { language })).statusCode).toBe(200);
    const business = await createBusiness(api);
    const licence = await createLicense(api, business.id, { expiry_date: '2027-03-31' });
    await madeFrom(t.database.db, licence.id, template);
    await createLicense(api, business.id, { license_name: 'Patio permit', expiry_date: '2027-01-15' });
    const { url } = (await api.get('/api/users/calendar/')).json();
    const feed = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(feed.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const fromTemplate = events.find((e) => e.startDate.toString() === '2027-03-31')!;
    const typed = events.find((e) => e.startDate.toString() === '2027-01-15')!;
    return { calendar, fromTemplate, typed };
  }

  it('in French: the French name and authority, French words and alarms', async () => {
    const { calendar, fromTemplate, typed } = await feedOf('fr');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Échéances des permis');
    expect(fromTemplate.summary).toBe(`Expire : ${template.nameFr} (Maple Diner)`);
    expect(fromTemplate.description).toContain(`Permis : ${template.nameFr}`);
    expect(fromTemplate.description).toContain('Entreprise : Maple Diner');
    if (template.authorityFr)
      expect(fromTemplate.description).toContain(`Délivré par : ${template.authorityFr}`);
    if (!template.nameFr.includes(template.name))
      expect(fromTemplate.description).not.toContain(template.name);
    const alarm = fromTemplate.component.getAllSubcomponents('valarm')[0]!;
    const said = String(alarm.getFirstPropertyValue('description'));
    expect(said.startsWith(`${template.nameFr} (Maple Diner) expire dans `)).toBe(true);
    expect(said).toMatch(/ jours$/);
    expect(typed.summary).toBe('Expire : Patio permit (Maple Diner)');
  });

  it('in English: the names as stored', async () => {
    const { calendar, fromTemplate, typed } = await feedOf('en');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Licence expiries');
    expect(fromTemplate.summary).toBe(`Expires: ${template.name} (Maple Diner)`);
    expect(fromTemplate.description).toContain(`Licence: ${template.name}`);
    if (template.authority) expect(fromTemplate.description).toContain(`Authority: ${template.authority}`);
    expect(fromTemplate.description).not.toContain(template.nameFr);
    expect(typed.summary).toBe('Expires: Patio permit (Maple Diner)');
  });
});
