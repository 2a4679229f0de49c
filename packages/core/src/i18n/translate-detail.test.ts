import { describe, expect, it } from 'vitest';
import { DETAIL_MESSAGES } from './detail-messages';
import { frenchDetail, translateDetail } from './translate-detail';

describe('translateDetail', () => {
  it('leaves English as the code wrote it', () => {
    expect(translateDetail('License not found', 'en')).toBe('License not found');
  });

  it('translates a whole message, and a field message keeping its path for the web', () => {
    expect(translateDetail('License not found', 'fr')).toBe('Permis introuvable');
    expect(translateDetail('expiry_date: must not be before the issue date (2026-01-02)', 'fr')).toBe(
      'expiry_date: ne doit pas précéder la date de délivrance (2026-01-02)',
    );
    expect(translateDetail('body.licenses.0.template_id: no such license template', 'fr')).toBe(
      "body.licenses.0.template_id: ce modèle de permis n'existe pas",
    );
  });

  it('carries placeholder values over', () => {
    expect(translateDetail('name: must be at most 200 characters', 'fr')).toBe(
      'name: doit compter au plus 200 caractères',
    );
    expect(translateDetail('Unknown fields: owner_id, id', 'fr')).toBe('Champs inconnus : owner_id, id');
    expect(translateDetail('province: must be one of AB, BC', 'fr')).toBe(
      "province: doit être l'une des valeurs suivantes : AB, BC",
    );
  });

  it('prefers the longer of two patterns that both start alike', () => {
    expect(translateDetail('limit: must be at most 100', 'fr')).toBe('limit: doit être au plus 100');
    expect(translateDetail('name: must be at most 100 characters', 'fr')).toBe(
      'name: doit compter au plus 100 caractères',
    );
  });

  it('leaves a message it does not know as it is', () => {
    expect(translateDetail('Something Fastify said', 'fr')).toBe('Something Fastify said');
    expect(frenchDetail('Something Fastify said')).toBeUndefined();
  });

  it('has one French text per English message, with the same placeholders, and no English left', () => {
    const seen = new Set<string>();
    for (const [en, fr] of DETAIL_MESSAGES) {
      expect(seen.has(en), en).toBe(false);
      seen.add(en);
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(fr), en).toEqual(names(en));
      expect(fr, en).not.toBe(en);
      expect(frenchDetail(en.replaceAll(/\{\w+\}/g, '7')), en).toBeDefined();
    }
  });
});
