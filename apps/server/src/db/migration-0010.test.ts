import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../test/support/database';
import { emptyDatabase, foldersUpTo, migrateWith } from '../../test/support/migration-database';
import { runMigrations } from './migrate';

/**
 * Decision 015, migration 0010 on rows written before it: one row per business type (catalog keys
 * `<key>#<type>`) merge into one template per licence; licences keep their link; an administrator's
 * edits and deletions are kept.
 */
const ids = {
  user: '10000000-0000-4000-8000-000000000001',
  business: '20000000-0000-4000-8000-000000000001',
  liquorRestaurant: '30000000-0000-4000-8000-000000000001',
  liquorRetail: '30000000-0000-4000-8000-000000000002',
  gst: '30000000-0000-4000-8000-000000000003',
  foodRestaurant: '30000000-0000-4000-8000-000000000004',
  foodRetailEdited: '30000000-0000-4000-8000-000000000005',
  pharmacyHealthcare: '30000000-0000-4000-8000-000000000006',
  adminMade: '30000000-0000-4000-8000-000000000007',
  licenceOnRetailRow: '40000000-0000-4000-8000-000000000001',
  licenceOnRestaurantRow: '40000000-0000-4000-8000-000000000002',
  licenceOnEdited: '40000000-0000-4000-8000-000000000003',
};

const template = (id: string, key: string | null, name: string, type: string, edited = false) =>
  `('${id}', ${key ? `'${key}'` : 'null'}, '${name}', 'provincial', '${type}', 'ON', 12, '{"kind":"term","months":12}', 'AGCO', 'https://example.test/${name.replaceAll(' ', '-')}', ${edited}, now() + interval '${id.slice(-1)} seconds')`;

describe.each(DB_KINDS)('migration 0010 on rows of 0007 (%s)', (kind) => {
  let db: Awaited<ReturnType<typeof emptyDatabase>>;
  let folder: string;
  const rows = async <T>(text: string): Promise<T[]> => {
    const result = (await db.database.db.execute(sql.raw(text))) as unknown as { rows: T[] };
    return result.rows;
  };

  beforeAll(async () => {
    db = await emptyDatabase(kind);
    folder = foldersUpTo('0007_admin_list_indexes');
    await migrateWith(db.database, folder);
    const statements = [
      `insert into users (id, issuer, subject, email, full_name) values ('${ids.user}', 'https://id.example', 'u1', 'owner@example.test', 'Owner')`,
      `insert into businesses (id, owner_id, business_name, business_type, city, province, time_zone)
         values ('${ids.business}', '${ids.user}', 'Corner Shop', 'Retail', 'Toronto', 'ON', 'America/Toronto')`,
      `insert into license_templates (id, catalog_key, name, level, business_type, province, default_validity_months, renewal_rule, issuing_authority, source_url, edited_by_admin, created_at) values
         ${template(ids.liquorRestaurant, 'provincial-on-liquor#restaurant', 'Liquor sales licence', 'Restaurant')},
         ${template(ids.liquorRetail, 'provincial-on-liquor#retail', 'Liquor sales licence', 'Retail')},
         ${template(ids.gst, 'federal-gst', 'GST registration', 'All')},
         ${template(ids.foodRestaurant, 'provincial-on-food#restaurant', 'Food premises licence', 'Restaurant')},
         ${template(ids.foodRetailEdited, 'provincial-on-food#retail', 'Food premises licence (edited)', 'Retail', true)},
         ${template(ids.pharmacyHealthcare, 'provincial-on-pharmacy#healthcare', 'Pharmacy licence', 'Healthcare')},
         ${template(ids.adminMade, null, 'Local permit', 'Technology', true)}`,
      // The administrator deleted the pharmacy licence for retail (kept for healthcare) and the
      // whole of a licence once listed for two types.
      `insert into retired_catalog_keys (catalog_key) values
         ('provincial-on-pharmacy#retail'), ('provincial-on-gone#retail'), ('provincial-on-gone#other')`,
      `insert into licenses (id, business_id, template_id, license_name, level, issued_date, expiry_date, renewal_rule)
         values ('${ids.licenceOnRetailRow}', '${ids.business}', '${ids.liquorRetail}', 'Liquor sales licence', 'provincial', '2026-01-15', '2027-01-15', '{"kind":"term","months":12}'),
                ('${ids.licenceOnRestaurantRow}', '${ids.business}', '${ids.liquorRestaurant}', 'Liquor sales licence', 'provincial', '2026-01-15', '2027-01-15', '{"kind":"term","months":12}'),
                ('${ids.licenceOnEdited}', '${ids.business}', '${ids.foodRestaurant}', 'Food premises licence', 'provincial', '2026-01-15', '2027-01-15', '{"kind":"term","months":12}')`,
    ];
    for (const statement of statements) await db.database.exec(statement);
    await runMigrations(db.database);
  });
  afterAll(async () => {
    await db?.destroy();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('merges the rows of one licence into one template with the set of its types', async () => {
    const templates = await rows<{
      id: string;
      catalog_key: string | null;
      name: string;
      business_types: string[];
      edited_by_admin: boolean;
    }>(`select id, catalog_key, name, business_types, edited_by_admin from license_templates order by id`);
    expect(templates).toEqual([
      // The oldest row survives, with both types, in catalogue order.
      {
        id: ids.liquorRestaurant,
        catalog_key: 'provincial-on-liquor',
        name: 'Liquor sales licence',
        business_types: ['Restaurant', 'Retail'],
        edited_by_admin: false,
      },
      // "All" is the seven types.
      {
        id: ids.gst,
        catalog_key: 'federal-gst',
        name: 'GST registration',
        business_types: [
          'Restaurant',
          'Retail',
          'Construction',
          'Healthcare',
          'Manufacturing',
          'Technology',
          'Other',
        ],
        edited_by_admin: false,
      },
      // The row an administrator edited survives with its edit, and the group's types.
      {
        id: ids.foodRetailEdited,
        catalog_key: 'provincial-on-food',
        name: 'Food premises licence (edited)',
        business_types: ['Restaurant', 'Retail'],
        edited_by_admin: true,
      },
      // A type the administrator deleted stays deleted: the row is protected from seeding.
      {
        id: ids.pharmacyHealthcare,
        catalog_key: 'provincial-on-pharmacy',
        name: 'Pharmacy licence',
        business_types: ['Healthcare'],
        edited_by_admin: true,
      },
      // A template an administrator made is kept as it was.
      {
        id: ids.adminMade,
        catalog_key: null,
        name: 'Local permit',
        business_types: ['Technology'],
        edited_by_admin: true,
      },
    ]);
  });

  it('points every licence at the surviving template', async () => {
    const licences = await rows<{ id: string; template_id: string }>(
      `select id, template_id from licenses order by id`,
    );
    expect(licences).toEqual([
      { id: ids.licenceOnRetailRow, template_id: ids.liquorRestaurant },
      { id: ids.licenceOnRestaurantRow, template_id: ids.liquorRestaurant },
      { id: ids.licenceOnEdited, template_id: ids.foodRetailEdited },
    ]);
  });

  it('keeps a licence the administrator deleted for every type deleted under its new key', async () => {
    const retired = await rows<{ catalog_key: string }>(
      `select catalog_key from retired_catalog_keys order by 1`,
    );
    expect(retired.map((r) => r.catalog_key)).toEqual(['provincial-on-gone']);
  });

  it('refuses a template with no business type', async () => {
    await expect(
      db.database.exec(
        `insert into license_templates (name, level, business_types, default_validity_months, renewal_rule) values ('x', 'federal', '{}', 12, '{"kind":"none"}')`,
      ),
    ).rejects.toThrow();
  });
});
