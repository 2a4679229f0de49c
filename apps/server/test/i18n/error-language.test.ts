import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/app';
import { DB_KINDS } from '../support/database';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(DB_KINDS)('errors in the caller language (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t?.close());

  async function frenchUser() {
    const { headers } = await t.signIn();
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers,
      payload: { language: 'fr' },
    });
    expect(set.json().language).toBe('fr');
    return headers;
  }

  it('starts a new user in the language of the first request (fr-CA → fr, else en)', async () => {
    const french = await t.signIn();
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { ...french.headers, 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' },
    });
    expect(first.json().language).toBe('fr');
    // Later requests do not change it: the profile decides from now on.
    const later = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { ...french.headers, 'accept-language': 'en-CA' },
    });
    expect(later.json().language).toBe('fr');

    const english = await t.signIn();
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { ...english.headers, 'accept-language': 'de-DE, en;q=0.5' },
    });
    expect(other.json().language).toBe('en');
  });

  it('answers a French profile in French, whatever the browser says', async () => {
    const headers = { ...(await frenchUser()), 'accept-language': 'en-CA' };
    const missing = await t.app.inject({ method: 'GET', url: `/api/licenses/${MISSING}`, headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Permis introuvable' });

    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/businesses',
      headers,
      payload: { business_name: '', province: 'QC', city: 'Montréal' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ detail: 'business_name: est obligatoire' });

    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers,
      payload: { owner_id: 'x' },
    });
    expect(unknown.json()).toEqual({ detail: 'Champ inconnu : owner_id' });

    const wrongConfirm = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/profile',
      headers,
      payload: { confirm_email: 'someone-else@example.test' },
    });
    expect(wrongConfirm.statusCode).toBe(400);
    expect(wrongConfirm.json()).toEqual({
      detail: 'confirm_email: ne correspond pas au courriel de ce compte',
    });
  });

  it('answers an English profile in English even from a French browser', async () => {
    const { headers } = await t.signIn();
    await t.app.inject({ method: 'GET', url: '/api/users/profile', headers });
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/licenses/${MISSING}`,
      headers: { ...headers, 'accept-language': 'fr-CA' },
    });
    expect(missing.json()).toEqual({ detail: 'License not found' });
  });

  it('answers a caller who is not signed in by Accept-Language', async () => {
    const french = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(french.statusCode).toBe(401);
    expect(french.json()).toEqual({ detail: 'Non authentifié' });
    const english = await t.app.inject({ method: 'GET', url: '/api/users/profile' });
    expect(english.json()).toEqual({ detail: 'Not authenticated' });
    // A URL no route answers is not authenticated either: the browser's language decides.
    const route = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'fr' },
    });
    expect(route.statusCode).toBe(404);
    expect(route.json()).toEqual({ detail: 'Introuvable' });
  });
});
