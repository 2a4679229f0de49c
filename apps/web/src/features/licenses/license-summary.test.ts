import { describe, expect, it } from 'vitest';
import { makeLicense, makeNoExpiryLicense } from '../../../test/licenses';
import { daysSinceExpiry, summarizeLicenses } from './license-summary';

describe('summarizeLicenses', () => {
  const soonLater = makeLicense({ license_name: 'B', expiry_date: '2026-02-01', is_expiring_soon: true });
  const soonFirst = makeLicense({ license_name: 'A', expiry_date: '2026-01-10', is_expiring_soon: true });
  const longAgo = makeLicense({
    license_name: 'Old',
    expiry_date: '2025-01-01',
    is_expired: true,
    level: 'federal',
  });
  const recently = makeLicense({
    license_name: 'Recent',
    expiry_date: '2025-12-30',
    is_expired: true,
    // The server may mark an expired licence as expiring soon too; the list excludes it.
    is_expiring_soon: true,
    level: 'provincial',
  });
  const fine = makeLicense({ license_name: 'Fine', expiry_date: '2027-01-01', level: 'federal' });
  const summary = summarizeLicenses([fine, soonLater, longAgo, soonFirst, recently]);

  it('counts every licence', () => {
    expect(summary.total).toBe(5);
  });

  it('lists the expiring ones soonest first, without the expired', () => {
    expect(summary.expiringSoon.map((l) => l.license_name)).toEqual(['A', 'B']);
  });

  it('lists the expired ones most recent first', () => {
    expect(summary.expired.map((l) => l.license_name)).toEqual(['Recent', 'Old']);
  });

  it('groups by level, by expiry date', () => {
    expect(summary.byLevel.municipal.map((l) => l.license_name)).toEqual(['A', 'B']);
    expect(summary.byLevel.provincial.map((l) => l.license_name)).toEqual(['Recent']);
    expect(summary.byLevel.federal.map((l) => l.license_name)).toEqual(['Old', 'Fine']);
  });

  it('is empty for no licences', () => {
    expect(summarizeLicenses([])).toEqual({
      total: 0,
      expiringSoon: [],
      expired: [],
      byLevel: { municipal: [], provincial: [], federal: [] },
    });
  });
});

describe('licences with no expiry', () => {
  // Flags a careless server might send: the summary still keeps them out of both lists.
  const gst = makeNoExpiryLicense({ license_name: 'GST/HST', level: 'federal', is_expired: true });
  const qst = makeNoExpiryLicense({ license_name: 'QST', level: 'provincial' });
  const permit = makeLicense({ license_name: 'Permit', level: 'federal', expiry_date: '2026-01-10' });
  const summary = summarizeLicenses([gst, qst, permit]);

  it('count in Total but in neither Expiring Soon nor Expired', () => {
    expect(summary.total).toBe(3);
    expect(summary.expiringSoon).toEqual([]);
    expect(summary.expired).toEqual([]);
  });

  it('come last in their level column', () => {
    expect(summary.byLevel.federal.map((l) => l.license_name)).toEqual(['Permit', 'GST/HST']);
    expect(summary.byLevel.provincial.map((l) => l.license_name)).toEqual(['QST']);
  });
});

describe('daysSinceExpiry', () => {
  it('reads negative and positive counts the same way', () => {
    expect(daysSinceExpiry({ days_until_expiry: -12 })).toBe(12);
    expect(daysSinceExpiry({ days_until_expiry: 12 })).toBe(12);
  });
});
