import { describe, expect, it } from 'vitest';
import { authorityIn, issuingAuthorityIn, licenceNameIn, templateNameIn } from './licence-names';

const fromTemplate = {
  license_name: 'Food Premises Licence',
  license_name_fr: 'Permis d’établissement alimentaire',
  authority: 'City of Ottawa',
  authority_fr: 'Ville d’Ottawa',
};
const typedByHand = {
  license_name: 'Patio permit',
  license_name_fr: null,
  authority: 'Town hall',
  authority_fr: null,
};

describe('licenceNameIn', () => {
  it('gives a French reader the French name kept from the template', () => {
    expect(licenceNameIn(fromTemplate, 'fr')).toBe('Permis d’établissement alimentaire');
    expect(licenceNameIn(fromTemplate, 'fr-CA')).toBe('Permis d’établissement alimentaire');
  });

  it('gives any other reader the name as stored', () => {
    expect(licenceNameIn(fromTemplate, 'en')).toBe('Food Premises Licence');
    expect(licenceNameIn(fromTemplate, 'en-CA')).toBe('Food Premises Licence');
    expect(licenceNameIn(fromTemplate, undefined)).toBe('Food Premises Licence');
  });

  it('gives a French reader the typed name of a licence without a French one (null, missing or blank)', () => {
    expect(licenceNameIn(typedByHand, 'fr')).toBe('Patio permit');
    expect(licenceNameIn({ license_name: 'Patio permit' }, 'fr')).toBe('Patio permit');
    expect(licenceNameIn({ license_name: 'Patio permit', license_name_fr: '  ' }, 'fr')).toBe('Patio permit');
  });
});

describe('authorityIn', () => {
  it('follows the same rule as the name', () => {
    expect(authorityIn(fromTemplate, 'fr')).toBe('Ville d’Ottawa');
    expect(authorityIn(fromTemplate, 'en')).toBe('City of Ottawa');
    expect(authorityIn(typedByHand, 'fr')).toBe('Town hall');
  });

  it('says nothing when the licence names no authority, even with a French one left over', () => {
    expect(authorityIn({ authority: null, authority_fr: null }, 'fr')).toBeNull();
    expect(authorityIn({ authority: null, authority_fr: 'Ville d’Ottawa' }, 'fr')).toBeNull();
  });
});

describe('templates', () => {
  const template = {
    name: 'Business Number',
    name_fr: 'Numéro d’entreprise',
    issuing_authority: 'Canada Revenue Agency',
    issuing_authority_fr: 'Agence du revenu du Canada',
  };

  it('name and authority in the reader’s language, English without a French text', () => {
    expect(templateNameIn(template, 'fr')).toBe('Numéro d’entreprise');
    expect(templateNameIn(template, 'en')).toBe('Business Number');
    expect(templateNameIn({ name: 'Business Number', name_fr: null }, 'fr')).toBe('Business Number');
    expect(issuingAuthorityIn(template, 'fr')).toBe('Agence du revenu du Canada');
    expect(issuingAuthorityIn(template, 'en')).toBe('Canada Revenue Agency');
    expect(issuingAuthorityIn({ issuing_authority: null, issuing_authority_fr: 'X' }, 'fr')).toBeNull();
  });
});
