import { licenseTemplates as catalogTemplates } from '@lt/catalog';
import { BUSINESS_TYPES } from '@lt/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { apiClient, TEST_ENV } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { licenseTemplates, serverSecrets } from '../../db/schema';
import { catalogRows, describeTemplate, SEEDED_CATALOGUE, seedCatalog, seedCatalogIfChanged } from './seed';

const TORONTO_EATING = 'municipal-on-toronto-eating-or-drinking-establishment-licence';
const VANCOUVER_LICENCE = 'municipal-bc-vancouver-business-licence';

describe.each(DB_KINDS)('catalogue seeding (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV });
  });
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const byKey = async (key: string) =>
    (await db().select().from(licenseTemplates).where(eq(licenseTemplates.catalogKey, key)))[0]!;
  const snapshot = () => db().select().from(licenseTemplates).orderBy(licenseTemplates.catalogKey);

  it('ships the whole catalogue: one row per licence, with its business types', async () => {
    const expected = catalogRows(catalogTemplates());
    const rows = await db().select().from(licenseTemplates);
    expect(rows).toHaveLength(expected.length);
    expect(new Set(rows.map((r) => r.catalogKey))).toEqual(new Set(expected.map((r) => r.catalogKey)));
    const levels = new Set(rows.map((r) => r.level));
    expect(levels).toEqual(new Set(['federal', 'provincial', 'municipal']));
    expect(rows.every((r) => r.defaultValidityMonths >= 1 && !r.editedByAdmin)).toBe(true);

    const vancouver = await byKey(VANCOUVER_LICENCE);
    expect(vancouver).toMatchObject({
      name: 'Business licence',
      level: 'municipal',
      businessTypes: [...BUSINESS_TYPES],
      province: 'BC',
      city: 'Vancouver',
      renewalRule: { kind: 'fixed_date', month: 12, day: 31 },
      description: describeTemplate(vancouver.issuingAuthority, { kind: 'fixed_date', month: 12, day: 31 }),
    });
    expect(vancouver.description).toContain('Renews every year on 31 December.');
  });

  it('is idempotent: seeding again writes no row (not even its update time) and adds none', async () => {
    const before = await snapshot();
    const count = await seedCatalog(db());
    expect(count).toBe(before.length);
    await seedCatalog(db());
    expect(await snapshot()).toEqual(before);
  });

  it('restores a catalogue row nobody edited as an administrator', async () => {
    const row = await byKey(TORONTO_EATING);
    await db()
      .update(licenseTemplates)
      .set({ name: 'Tampered', defaultValidityMonths: 99, renewalRule: { kind: 'term', months: 99 } })
      .where(eq(licenseTemplates.id, row.id));
    await seedCatalog(db());
    const after = await byKey(TORONTO_EATING);
    // Its term is not on the City's pages: the licence expires on the date printed on it (issue 27).
    expect(after).toMatchObject({
      id: row.id,
      name: 'Eating or drinking establishment licence',
      renewalRule: { kind: 'printed' },
      activities: expect.arrayContaining(['full_service_restaurant', 'cafe_coffee_shop']),
      issuingAuthorityFr: expect.stringMatching(/Toronto/),
    });
  });

  it('removes a catalogue row the catalogue dropped, unless an administrator edited it', async () => {
    const insert = (key: string, edited: boolean) =>
      db()
        .insert(licenseTemplates)
        .values({
          catalogKey: key,
          name: `Dropped ${key}`,
          level: 'federal',
          businessTypes: [...BUSINESS_TYPES],
          defaultValidityMonths: 12,
          renewalRule: { kind: 'term', months: 12 },
          editedByAdmin: edited,
        })
        .returning();
    const [dropped] = await insert('federal-dropped-by-the-catalogue', false);
    const [kept] = await insert('federal-dropped-but-edited', true);
    // An administrator's own template has no catalogue key and is never touched.
    const [own] = await db()
      .insert(licenseTemplates)
      .values({
        name: 'Made by an administrator',
        level: 'federal',
        businessTypes: [...BUSINESS_TYPES],
        defaultValidityMonths: 12,
        renewalRule: { kind: 'term', months: 12 },
        editedByAdmin: true,
      })
      .returning();
    await seedCatalog(db());
    const ids = new Set((await db().select().from(licenseTemplates)).map((r) => r.id));
    expect(ids.has(dropped!.id)).toBe(false);
    expect(ids.has(kept!.id)).toBe(true);
    expect(ids.has(own!.id)).toBe(true);
    expect(ids.size).toBe(catalogRows(catalogTemplates()).length + 2);
  });

  it('never overwrites a template an administrator edited', async () => {
    const row = await byKey(VANCOUVER_LICENCE);
    await db()
      .update(licenseTemplates)
      .set({
        name: 'Vancouver business licence (edited)',
        defaultValidityMonths: 24,
        renewalRule: { kind: 'term', months: 24 },
        description: 'Edited by an administrator.',
        editedByAdmin: true,
      })
      .where(eq(licenseTemplates.id, row.id));
    await seedCatalog(db());
    await seedCatalog(db());
    expect(await byKey(VANCOUVER_LICENCE)).toMatchObject({
      id: row.id,
      name: 'Vancouver business licence (edited)',
      defaultValidityMonths: 24,
      renewalRule: { kind: 'term', months: 24 },
      description: 'Edited by an administrator.',
      editedByAdmin: true,
    });

    // The edited rule is the one a licence made from it is calculated with.
    const api = apiClient(t.app, (await t.signIn()).headers);
    const calculated = await api.post('/api/licenses/calculate-expiry/', {
      template_id: row.id,
      issued_date: '2026-03-15',
      business_type: 'Retail',
      province: 'BC',
      city: 'Vancouver',
      level: 'municipal',
    });
    expect(calculated.json()).toMatchObject({
      expiry_date: '2028-03-15',
      template_id: row.id,
      template_name: 'Vancouver business licence (edited)',
    });
  });

  it('at a start, seeds only a catalogue other than the one seeded last', async () => {
    // The test database was prepared as a start prepares it: this catalogue is recorded.
    const row = await byKey(TORONTO_EATING);
    await db().update(licenseTemplates).set({ name: 'Tampered' }).where(eq(licenseTemplates.id, row.id));
    expect(await seedCatalogIfChanged(db())).toBe(false);
    expect((await byKey(TORONTO_EATING)).name).toBe('Tampered');

    // Another catalogue (here: the record of a different one) is seeded, and then recorded.
    await db()
      .update(serverSecrets)
      .set({ value: 'an older catalogue' })
      .where(eq(serverSecrets.name, SEEDED_CATALOGUE));
    expect(await seedCatalogIfChanged(db())).toBe(true);
    expect((await byKey(TORONTO_EATING)).name).toBe('Eating or drinking establishment licence');
    expect(await seedCatalogIfChanged(db())).toBe(false);
  });

  it('keeps templates an administrator added outside the catalogue', async () => {
    await db()
      .insert(licenseTemplates)
      .values({
        name: 'Local extra',
        level: 'provincial',
        businessTypes: ['Other'],
        province: 'PE',
        defaultValidityMonths: 6,
        renewalRule: { kind: 'term', months: 6 },
      });
    await seedCatalog(db());
    const extras = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(licenseTemplates)
      .where(eq(licenseTemplates.name, 'Local extra'));
    expect(extras[0]!.n).toBe(1);
  });
});
