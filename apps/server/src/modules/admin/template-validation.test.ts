import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, adminIdentity, templateBody } from '../../../test/support/admin';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { apiClient } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';

const REQUIRED = 'Please fill in all required fields';
const PROVINCE = 'Please select a province for a provincial or municipal template';
const CITY = 'Please enter a city for a municipal template';

const without = (field: string) => {
  const body: Record<string, unknown> = templateBody();
  delete body[field];
  return body;
};

/** PRODUCT §5: the admin template form's rules, enforced by the API for POST and PUT alike. */
const EXACT: Array<[string, Record<string, unknown>, string]> = [
  ['no name', without('name'), REQUIRED],
  ['a blank name', templateBody({ name: '   ' }), REQUIRED],
  ['a null name', templateBody({ name: null }), REQUIRED],
  ['no business type', without('business_type'), REQUIRED],
  ['an empty business type', templateBody({ business_type: '' }), REQUIRED],
  ['no validity', without('default_validity_months'), REQUIRED],
  ['a null validity', templateBody({ default_validity_months: null }), REQUIRED],
  ['no level', without('level'), REQUIRED],
  ['an empty body', {}, REQUIRED],
  ['a provincial template without province', templateBody({ level: 'provincial', province: null }), PROVINCE],
  ['a municipal template with an empty province', templateBody({ province: '' }), PROVINCE],
  ['a municipal template without city', without('city'), CITY],
  ['a municipal template with a blank city', templateBody({ city: '  ' }), CITY],
];

const NAMED: Array<[string, Record<string, unknown>, string]> = [
  ['a validity of 0', templateBody({ default_validity_months: 0 }), 'default_validity_months'],
  ['a negative validity', templateBody({ default_validity_months: -3 }), 'default_validity_months'],
  ['a fractional validity', templateBody({ default_validity_months: 1.5 }), 'default_validity_months'],
  ['a validity as text', templateBody({ default_validity_months: '12' }), 'default_validity_months'],
  ['an absurd validity', templateBody({ default_validity_months: 100000 }), 'default_validity_months'],
  ['an unknown province', templateBody({ province: 'ZZ' }), 'province'],
  ['an unknown business type', templateBody({ business_type: 'Bakery' }), 'business_type'],
  ['an unknown level', templateBody({ level: 'regional' }), 'level'],
  ['a name that is not text', templateBody({ name: 42 }), 'name'],
  ['a name too long', templateBody({ name: 'x'.repeat(201) }), 'name'],
  ['an unknown field', templateBody({ catalog_key: 'sneaky' }), 'catalog_key'],
  ['an edited_by_admin field', templateBody({ edited_by_admin: false }), 'edited_by_admin'],
];

describe.each(DB_KINDS)('admin template validation (%s)', (kind) => {
  let t: TestApp;
  let admin: ReturnType<typeof apiClient>;
  let existingId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: ADMIN_ENV });
    admin = apiClient(t.app, (await t.signIn(adminIdentity())).headers);
    existingId = (await admin.post('/api/admin/license-templates', templateBody())).json().id;
  });
  afterAll(() => t?.close());

  const send = (method: 'POST' | 'PUT', body: unknown) =>
    method === 'POST'
      ? admin.post('/api/admin/license-templates', body)
      : admin.put(`/api/admin/license-templates/${existingId}`, body);

  describe.each(['POST', 'PUT'] as const)('%s', (method) => {
    it.each(EXACT)('refuses %s with the form message', async (_case, body, detail) => {
      const response = await send(method, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail });
    });

    it.each(NAMED)('refuses %s with a 400 naming the field', async (_case, body, field) => {
      const response = await send(method, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain(field);
    });

    it('refuses a body that is not an object or not JSON, never with a 500', async () => {
      for (const body of [[], 7, null]) expect((await send(method, body)).statusCode).toBe(400);
      expect((await send(method, 'plain text')).statusCode).toBe(415);
      const raw = await t.app.inject({
        method,
        url:
          method === 'POST' ? '/api/admin/license-templates' : `/api/admin/license-templates/${existingId}`,
        headers: { ...(await t.signIn(adminIdentity())).headers, 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect(raw.statusCode).toBe(400);
    });
  });

  it('accepts a validity of exactly 1 month', async () => {
    const response = await send('POST', templateBody({ default_validity_months: 1 }));
    expect(response.statusCode).toBe(201);
    expect(response.json().renewal_rule).toEqual({ kind: 'term', months: 1 });
  });

  it('changes nothing when an update is refused', async () => {
    const before = (await admin.get('/api/admin/license-templates')).json();
    await send('PUT', templateBody({ name: '' }));
    await send('PUT', templateBody({ default_validity_months: 0 }));
    expect((await admin.get('/api/admin/license-templates')).json()).toEqual(before);
  });
});
