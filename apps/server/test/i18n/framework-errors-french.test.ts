import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/app';

// Fastify's own refusals (an unknown /api route, a wrong content type, a body too large or not
// JSON) carry a `detail` in the caller's language like every other error (issue 15).
describe('Fastify’s own errors in French', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    headers = { ...(await t.signIn()).headers, 'accept-language': 'fr-CA' };
  });
  afterAll(() => t?.close());

  const post = (extra: Record<string, string>, payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/businesses', headers: { ...headers, ...extra }, payload });

  it('an unknown /api route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Introuvable' });
  });

  it('a body that is not JSON, or empty', async () => {
    const broken = await post({ 'content-type': 'application/json' }, '{"business_name": ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: "Le corps de la requête n'est pas du JSON valide" });
    const empty = await post({ 'content-type': 'application/json' }, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ detail: "Le corps de la requête n'est pas du JSON valide" });
  });

  it('a content type other than JSON', async () => {
    const res = await post({ 'content-type': 'text/plain' }, 'hello');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: 'Type de contenu non pris en charge; envoyez application/json' });
  });

  it('a body too large', async () => {
    const res = await post(
      { 'content-type': 'application/json' },
      JSON.stringify({ business_name: 'x'.repeat(300 * 1024) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Le corps de la requête est trop volumineux' });
  });
});
