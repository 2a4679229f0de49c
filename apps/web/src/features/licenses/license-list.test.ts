import { describe, expect, it } from 'vitest';
import { makeLicense, makeNoExpiryLicense, otherBusiness } from '../../../test/licenses';
import { DEFAULT_SORT, filterLicenses, isFiltered, NO_FILTERS, nextSort, sortLicenses } from './license-list';

const expired = makeLicense({
  license_name: 'Zoning',
  level: 'municipal',
  expiry_date: '2025-12-01',
  issued_date: '2024-12-01',
  is_expired: true,
  days_until_expiry: -10,
  reminder_enabled: false,
});
const soon = makeLicense({
  license_name: 'alcohol',
  level: 'provincial',
  expiry_date: '2026-01-05',
  issued_date: '2025-01-05',
  is_expiring_soon: true,
  days_until_expiry: 20,
  business_id: otherBusiness.id,
  business_name: otherBusiness.business_name,
});
const active = makeLicense({
  license_name: 'Business Number',
  level: 'federal',
  expiry_date: '2027-06-01',
  issued_date: '2022-06-01',
});
const all = [active, soon, expired];
const names = (list: { license_name: string }[]) => list.map((l) => l.license_name);

describe('filterLicenses', () => {
  it('keeps everything without filters', () => {
    expect(filterLicenses(all, NO_FILTERS)).toHaveLength(3);
    expect(isFiltered(NO_FILTERS)).toBe(false);
  });

  it('filters by status, level and business, together', () => {
    expect(names(filterLicenses(all, { ...NO_FILTERS, status: 'expired' }))).toEqual(['Zoning']);
    expect(names(filterLicenses(all, { ...NO_FILTERS, status: 'expiring_soon' }))).toEqual(['alcohol']);
    expect(names(filterLicenses(all, { ...NO_FILTERS, status: 'active' }))).toEqual(['Business Number']);
    expect(names(filterLicenses(all, { ...NO_FILTERS, level: 'federal' }))).toEqual(['Business Number']);
    expect(names(filterLicenses(all, { ...NO_FILTERS, businessId: otherBusiness.id }))).toEqual(['alcohol']);
    expect(filterLicenses(all, { status: 'expired', level: 'federal', businessId: 'all' })).toEqual([]);
    expect(isFiltered({ ...NO_FILTERS, level: 'federal' })).toBe(true);
  });

  it('counts an expired licence that also says expiring soon as expired', () => {
    const both = makeLicense({ is_expired: true, is_expiring_soon: true });
    expect(filterLicenses([both], { ...NO_FILTERS, status: 'expiring_soon' })).toEqual([]);
    expect(filterLicenses([both], { ...NO_FILTERS, status: 'expired' })).toEqual([both]);
  });
});

describe('sortLicenses', () => {
  it('sorts by expiry date, soonest first, by default', () => {
    expect(names(sortLicenses(all, DEFAULT_SORT))).toEqual(['Zoning', 'alcohol', 'Business Number']);
  });

  it('sorts names without regard to case, both ways', () => {
    expect(names(sortLicenses(all, { key: 'license_name', direction: 'asc' }))).toEqual([
      'alcohol',
      'Business Number',
      'Zoning',
    ]);
    expect(names(sortLicenses(all, { key: 'license_name', direction: 'desc' }))).toEqual([
      'Zoning',
      'Business Number',
      'alcohol',
    ]);
  });

  it('sorts by status from expired to active, and by the other columns', () => {
    expect(names(sortLicenses(all, { key: 'status', direction: 'asc' }))).toEqual([
      'Zoning',
      'alcohol',
      'Business Number',
    ]);
    expect(names(sortLicenses(all, { key: 'issued_date', direction: 'asc' }))[0]).toBe('Business Number');
    expect(names(sortLicenses(all, { key: 'level', direction: 'asc' }))).toEqual([
      'Business Number',
      'Zoning',
      'alcohol',
    ]);
    expect(names(sortLicenses(all, { key: 'business_name', direction: 'asc' }))[0]).toBe('alcohol');
    expect(names(sortLicenses(all, { key: 'reminder_enabled', direction: 'asc' }))[0]).toBe('Zoning');
  });

  it('does not change the list it was given', () => {
    const copy = [...all];
    sortLicenses(all, { key: 'license_name', direction: 'asc' });
    expect(all).toEqual(copy);
  });
});

describe('licences with no expiry', () => {
  const gst = makeNoExpiryLicense({ license_name: 'GST/HST registration', level: 'federal' });
  const withGst = [gst, ...all];

  it('filter as "No expiry" and never as expired, expiring soon or active', () => {
    expect(names(filterLicenses(withGst, { ...NO_FILTERS, status: 'no_expiry' }))).toEqual([
      'GST/HST registration',
    ]);
    for (const status of ['expired', 'expiring_soon', 'active'] as const) {
      expect(names(filterLicenses(withGst, { ...NO_FILTERS, status }))).not.toContain('GST/HST registration');
    }
  });

  it('sort last by expiry date in both directions', () => {
    expect(names(sortLicenses(withGst, DEFAULT_SORT))).toEqual([
      'Zoning',
      'alcohol',
      'Business Number',
      'GST/HST registration',
    ]);
    expect(names(sortLicenses(withGst, { key: 'expiry_date', direction: 'desc' }))).toEqual([
      'Business Number',
      'alcohol',
      'Zoning',
      'GST/HST registration',
    ]);
  });

  it('sort after active licences by status', () => {
    expect(names(sortLicenses(withGst, { key: 'status', direction: 'asc' })).at(-1)).toBe(
      'GST/HST registration',
    );
  });
});

describe('nextSort', () => {
  it('flips the direction of the same column and starts another ascending', () => {
    expect(nextSort(DEFAULT_SORT, 'expiry_date')).toEqual({ key: 'expiry_date', direction: 'desc' });
    expect(nextSort({ key: 'expiry_date', direction: 'desc' }, 'expiry_date').direction).toBe('asc');
    expect(nextSort({ key: 'expiry_date', direction: 'desc' }, 'level')).toEqual({
      key: 'level',
      direction: 'asc',
    });
  });
});
