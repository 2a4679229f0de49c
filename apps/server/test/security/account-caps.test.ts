import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/lib/clock';
import { buildTestApp, type TestApp } from '../support/app';
import {
  type ApiClient,
  apiClient,
  createBusiness,
  createLicense,
  licenseBody,
  TEST_ENV,
  VANCOUVER_CAFE,
} from '../support/businesses';
import { DB_KINDS } from '../support/database';
import { multipartForm } from '../support/multipart';

/**
 * Issue 31: what one account may create is capped (README "Security: caps and limits"), each cap
 * answered 422 with a sentence in the caller's language. The caps are set low here through the
 * same settings an operator uses.
 */
describe.each(DB_KINDS)('caps per account (%s)', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let headers: { authorization: string };

  beforeAll(async () => {
    t = await buildTestApp(kind, {
      clock: fixedClock('2026-11-23T12:00:00Z'),
      env: {
        ...TEST_ENV,
        WEBHOOK_ALLOW_LOOPBACK: 'true',
        WORKSPACES_PER_ACCOUNT: '2',
        BUSINESSES_PER_ACCOUNT: '2',
        LICENCES_PER_ACCOUNT: '3',
        RECIPIENTS_PER_BUSINESS: '1',
        CHANNELS_PER_WORKSPACE: '1',
      },
    });
    headers = (await t.signIn()).headers;
    api = apiClient(t.app, headers);
  });
  afterAll(async () => {
    await t?.close();
  });

  const refused = (res: { statusCode: number; json(): { detail: string } }, detail: string) => {
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(detail);
  };

  it('caps workspaces, and channels per workspace', async () => {
    await api.get('/api/workspaces/'); // the personal workspace is the first of the two
    const second = await api.post('/api/workspaces/', { name: 'Clients' });
    expect(second.statusCode).toBe(201);
    refused(
      await api.post('/api/workspaces/', { name: 'One too many' }),
      'You can create at most 2 workspaces.',
    );

    const channels = `/api/workspaces/${second.json().id}/channels/`;
    expect((await api.post(channels, { kind: 'teams', url: 'http://127.0.0.1:9/a' })).statusCode).toBe(201);
    refused(
      await api.post(channels, { kind: 'teams', url: 'http://127.0.0.1:9/b' }),
      'A workspace can have at most 1 channels; delete one first.',
    );
  });

  it('caps businesses, licences (the import too) and recipients, in French as well', async () => {
    const first = await createBusiness(api);
    await createBusiness(api, VANCOUVER_CAFE);
    refused(
      await api.post('/api/businesses/', { ...VANCOUVER_CAFE, business_name: 'Third' }),
      'You can create at most 2 businesses; delete some first.',
    );

    const recipients = `/api/businesses/${first.id}/recipients/`;
    const contact = (n: number) => ({ kind: 'contact', name: `C${n}`, email: `c${n}@example.test` });
    expect((await api.post(recipients, contact(1))).statusCode).toBe(201);
    refused(
      await api.post(recipients, contact(2)),
      'A business can have at most 1 reminder recipients; remove some first.',
    );

    await createLicense(api, first.id, { license_name: 'One' });
    await createLicense(api, first.id, { license_name: 'Two' });
    // Two new rows where one place is left: the whole import is refused, nothing written.
    const sheet =
      'Licence name,Business,Issue date\r\nThree,Maple Diner,2026-05-01\r\nFour,Maple Diner,2026-05-01\r\n';
    const form = await multipartForm({ name: 'sheet.csv', bytes: sheet }, { mode: 'valid_rows' });
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/licenses/import/',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    const tooMany =
      'The owner of this business can have at most 3 licences across their businesses; delete some first.';
    refused(imported, tooMany);
    // A business the sheet names is created in the import's transaction, under the same cap.
    const newShop = await multipartForm(
      { name: 'sheet.csv', bytes: 'Licence name,Business,Issue date\r\nFive,Brand New Shop,2026-05-01\r\n' },
      { mode: 'valid_rows', new_business_province: 'ON', new_business_city: 'Toronto' },
    );
    refused(
      await t.app.inject({
        method: 'POST',
        url: '/api/licenses/import/',
        headers: { ...headers, ...newShop.headers },
        payload: newShop.payload,
      }),
      'You can create at most 2 businesses; delete some first.',
    );
    expect((await api.get('/api/licenses/')).json()).toHaveLength(2);
    await createLicense(api, first.id, { license_name: 'Three' });

    expect((await api.put('/api/users/profile', { language: 'fr' })).statusCode).toBe(200);
    const fr = await api.post('/api/licenses/', licenseBody(first.id, { license_name: 'Four' }));
    refused(
      fr,
      'La personne propriétaire de cette entreprise peut avoir au plus 3 permis dans l’ensemble de ses entreprises; supprimez-en d’abord quelques-uns.',
    );
  });
});
