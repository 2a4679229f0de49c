import { describe, expect, it } from 'vitest';
import { ACTIVITIES, activityByKey, searchActivities } from './activities';
import { BUSINESS_TYPES } from './business-types';

const found = (text: string) => searchActivities(text).map((a) => a.key);

describe('ACTIVITIES', () => {
  it('name every activity in both languages, with NAICS codes and one of the seven types', () => {
    expect(ACTIVITIES.length).toBeGreaterThanOrEqual(50);
    expect(new Set(ACTIVITIES.map((a) => a.key)).size).toBe(ACTIVITIES.length);
    for (const a of ACTIVITIES) {
      expect(a.name.trim(), a.key).not.toBe('');
      expect(a.name_fr.trim(), a.key).not.toBe('');
      expect(a.naics.length, a.key).toBeGreaterThan(0);
      for (const code of a.naics) expect(code, a.key).toMatch(/^(\d{2,6}|\d{2}-\d{2})$/);
      expect(BUSINESS_TYPES, a.key).toContain(a.business_type);
    }
  });

  it('give a hair salon, a daycare, a food truck, a B&B and an auto-repair shop an activity of their own', () => {
    for (const key of [
      'hair_salon_barber',
      'child_care_centre',
      'food_truck_street_vending',
      'bnb_short_term_rental',
      'auto_repair',
    ]) {
      expect(activityByKey(key), key).toBeDefined();
    }
    expect(activityByKey('nope')).toBeUndefined();
    expect(activityByKey(null)).toBeUndefined();
  });
});

describe('searchActivities', () => {
  it('finds an activity by what a person types, in English or French, accents or not', () => {
    expect(found('garderie')[0]).toBe('child_care_centre');
    expect(found('daycare')).toContain('child_care_centre');
    expect(found('coiffure')[0]).toBe('hair_salon_barber');
    expect(found('barber')[0]).toBe('hair_salon_barber');
    expect(found('depanneur')[0]).toBe('convenience_store');
    expect(found('Dépanneur')[0]).toBe('convenience_store');
    expect(found('gîte')).toContain('bnb_short_term_rental');
    expect(found('722511')).toEqual(['full_service_restaurant']);
  });

  it('ranks a match in the names and keywords first, then names, then keywords', () => {
    expect(found('garderie').indexOf('child_care_centre')).toBeLessThan(
      found('garderie').indexOf('pet_grooming_boarding'),
    );
    const restaurants = found('restaurant');
    expect(restaurants[0]).toBe('full_service_restaurant');
    expect(restaurants).toContain('limited_service_restaurant');
  });

  it('needs every word typed, matches word starts only, and lists everything for empty text', () => {
    expect(found('hair nails')).toEqual([]);
    expect(found('air')).not.toContain('hair_salon_barber');
    expect(found('  ')).toHaveLength(ACTIVITIES.length);
    expect(searchActivities('', 5)).toHaveLength(5);
    expect(found('zzzz')).toEqual([]);
  });
});
