import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { DB_KINDS } from '../../../test/support/database';
import { newIdentity } from '../../../test/support/tokens';
import { grantAdmin } from '../../auth/roles';

describe.each(DB_KINDS)('users and roles (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, {
      env: { ADMIN_EMAILS: 'Boss@Example.test', SUPER_ADMIN_EMAILS: 'owner@example.test' },
    });
  });
  afterAll(() => t?.close());

  it('creates the profile from the token on the first call', async () => {
    const { identity, headers } = await t.signIn();
    const response = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers });
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      email: identity.email,
      full_name: identity.name,
      is_onboarded: false,
      notification_channels: ['email'],
      reminder_digest: 'off',
      language: 'en',
      login_method: 'local',
    });
    expect(new Date(profile.created_at).getTime()).not.toBeNaN();
    const again = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers });
    expect(again.json().id).toBe(profile.id);
  });

  it('updates the profile, uppercases the postal code and keeps unsent fields', async () => {
    const { headers } = await t.signIn();
    const first = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers,
      payload: { full_name: '  Ada Lovelace ', city: 'Toronto', province: 'ON', postal_code: 'm5v 2t6' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      full_name: 'Ada Lovelace',
      postal_code: 'M5V 2T6',
      city: 'Toronto',
    });
    const second = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers,
      payload: { phone_number: '416-555-0100' },
    });
    expect(second.json()).toMatchObject({ full_name: 'Ada Lovelace', phone_number: '416-555-0100' });
  });

  it('reads and writes the weekly digest choice, on both profile routes, keeping it when left out', async () => {
    const { headers } = await t.signIn();
    const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers, payload });
    const weekly = await put('/api/users/profile', { reminder_digest: 'weekly' });
    expect(weekly.statusCode).toBe(200);
    expect(weekly.json()).toMatchObject({ reminder_digest: 'weekly' });
    const kept = await put('/api/users/profile', { full_name: 'Digest Reader' });
    expect(kept.json()).toMatchObject({ reminder_digest: 'weekly', full_name: 'Digest Reader' });
    const off = await put('/api/onboarding/profile', { reminder_digest: 'off' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ reminder_digest: 'off' });
    for (const bad of ['daily', '', null, 7]) {
      const refused = await put('/api/users/profile', { reminder_digest: bad });
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.json().detail).toContain('reminder_digest');
    }
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers });
    expect(profile.json().reminder_digest).toBe('off');
  });

  it('stores the language choice, keeps it when left out, and refuses any other language', async () => {
    const { headers } = await t.signIn();
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/users/profile', headers, payload });
    const french = await put({ language: 'fr' });
    expect(french.statusCode).toBe(200);
    expect(french.json()).toMatchObject({ language: 'fr' });
    expect((await put({ full_name: 'Élise Tremblay' })).json()).toMatchObject({ language: 'fr' });
    for (const bad of ['de', 'fr-CA', '', null]) {
      const refused = await put({ language: bad });
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.json().detail).toContain('language');
    }
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers });
    expect(profile.json().language).toBe('fr');
  });

  it('refuses to change the e-mail and names the field', async () => {
    const { identity, headers } = await t.signIn();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers,
      payload: { email: 'other@example.test' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain('email');
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers });
    expect(profile.json().email).toBe(identity.email);
  });

  it('rejects wrong types with a 400 naming the field', async () => {
    const { headers } = await t.signIn();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers,
      payload: { full_name: 42 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain('full_name');
  });

  it('refuses control characters, which PostgreSQL cannot store, with a 400', async () => {
    const { headers } = await t.signIn();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers,
      payload: { full_name: 'Ada\u0000Lovelace' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('full_name: must not contain control characters');
  });

  it('names an unknown field', async () => {
    const { headers } = await t.signIn();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers,
      payload: { owner_id: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Unknown field: owner_id');
  });

  it('keeps each user to their own profile', async () => {
    const a = await t.signIn();
    const b = await t.signIn();
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: a.headers,
      payload: { city: 'Regina' },
    });
    const profileB = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: b.headers });
    expect(profileB.json().city).toBeNull();
  });

  it('reports admin rights from the configuration and from grants', async () => {
    const isAdmin = async (email: string) => {
      const { headers } = await t.signIn({ ...newIdentity(), email });
      return (await t.app.inject({ method: 'GET', url: '/api/auth/is-admin', headers })).json();
    };
    expect(await isAdmin('nobody@example.test')).toEqual({ is_admin: false, is_super_admin: false });
    expect(await isAdmin('boss@example.test')).toEqual({ is_admin: true, is_super_admin: false });
    expect(await isAdmin('owner@example.test')).toEqual({ is_admin: true, is_super_admin: true });
    await grantAdmin(t.database.db, 'Granted@Example.test', false);
    expect(await isAdmin('granted@example.test')).toEqual({ is_admin: true, is_super_admin: false });
  });

  it('verifies a token through /api/auth/verify', async () => {
    const { identity, headers } = await t.signIn();
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers });
    expect(response.json()).toEqual({ valid: true, subject: identity.subject });
  });
});
