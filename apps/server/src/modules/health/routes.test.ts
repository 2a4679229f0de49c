import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { DB_KINDS } from '../../../test/support/database';

describe.each(DB_KINDS)('health, readiness, errors and headers (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t?.close());

  it('answers /api/health without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /api/ready once migrations are applied', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found' });
  });

  it('requires a token on other /api routes', async () => {
    for (const url of ['/api/users/profile', '/api/auth/is-admin', '/api/auth/verify', '/api/auth/me']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('sends security headers and no-store on the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers malformed JSON with 400 and a detail, never a 500', async () => {
    const { headers } = await t.signIn();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"full_name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('The request body is not valid JSON');
  });

  it('answers a wrong content type with 415', async () => {
    const { headers } = await t.signIn();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toMatch(/content type/i);
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/users/profile', '/api/auth/is-admin']),
    );
  });

  it('serves the web sign-in configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/auth-config.json' });
    expect(response.json()).toMatchObject({
      authority: t.config.identity.issuer,
      client_id: 'license-tracker-web',
      audience: t.config.identity.audience,
      // The built-in provider: RFC 8707 resource indicators and account creation by prompt=create.
      audience_param: 'resource',
      prompt_create: true,
      scope: 'openid profile email offline_access',
    });
  });
});
