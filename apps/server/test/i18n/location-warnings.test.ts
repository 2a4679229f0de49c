import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/app';
import { TEST_ENV } from '../support/businesses';
import { DB_KINDS } from '../support/database';

// Onboarding's location step and the postal-code check word their warnings in the caller's
// language (issue 15): the profile, else Accept-Language; French names its provinces in French.
describe.each(DB_KINDS)('location warnings in the caller language (%s)', (kind) => {
  let t: TestApp;
  let french: Record<string, string>;
  let english: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV });
    french = { ...(await t.signIn()).headers, 'accept-language': 'fr-CA' };
    english = { ...(await t.signIn()).headers, 'accept-language': 'en-CA' };
  });
  afterAll(() => t?.close());

  const validate = (headers: Record<string, string>, payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/onboarding/validate-location', headers, payload });

  it('warns in French about an unknown place and a postal code of another province', async () => {
    const response = await validate(french, { city: 'Atlantis', province: 'QC', postal_code: 'k1a 0b1' });
    expect(response.statusCode).toBe(200);
    expect(response.json().warning).toBe(
      "Nous ne connaissons aucun lieu nommé Atlantis au Québec; vérifiez l'orthographe. " +
        'Le code postal K1A 0B1 se trouve habituellement en Ontario, et non au Québec. Vérifiez le code postal et la province.',
    );
    const same = await validate(english, { city: 'Atlantis', province: 'QC', postal_code: 'k1a 0b1' });
    expect(same.json().warning).toBe(
      "We don't know a place called Atlantis in QC; check the spelling. " +
        'Postal code K1A 0B1 is usually in Ontario, not Quebec. Please check the postal code and province.',
    );
  });

  it('says in French that a malformed postal code is not valid', async () => {
    const response = await validate(french, { city: 'Toronto', province: 'ON', postal_code: '12345' });
    expect(response.json()).toMatchObject({ valid: false, postal_code: null });
    expect(response.json().warning).toBe(
      'Entrez un code postal au format A1A 1A1 (lettre, chiffre, lettre, chiffre, lettre, chiffre).',
    );
  });

  it('checks a postal code in French, naming both territories of an X code', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/locations/validate-postal?postal_code=v6b1a1&province=NT',
      headers: french,
    });
    expect(response.json()).toEqual({
      valid: true,
      normalized: 'V6B 1A1',
      province_hint: ['BC'],
      warning:
        'Le code postal V6B 1A1 se trouve habituellement en Colombie-Britannique, et non dans les Territoires du Nord-Ouest. Vérifiez le code postal et la province.',
      error: null,
    });
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/locations/validate-postal',
      headers: french,
      payload: { postal_code: 'D1A 1A1' },
    });
    expect(invalid.json().error).toBe(
      "Les codes postaux canadiens n'utilisent jamais les lettres D, F, I, O, Q ou U.",
    );
  });
});
