import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPIRING_SOON_DAYS } from '../constants';
import { isManuallyChanged, licenseStatus, statusLabel } from './license-status';
import { addDays } from './plain-date';

describe('licenseStatus', () => {
  it('counts calendar days from today', () => {
    expect(licenseStatus('2025-03-01', '2025-02-28')).toEqual({
      days_until_expiry: 1,
      is_expired: false,
      is_expiring_soon: true,
    });
    expect(licenseStatus('2024-03-01', '2024-02-28').days_until_expiry).toBe(2);
    expect(licenseStatus('2026-03-09', '2026-03-07').days_until_expiry).toBe(2);
  });

  it('draws the boundaries at 0 and 30 days', () => {
    const today = '2025-06-15';
    expect(statusLabel(licenseStatus(addDays(today, -1), today))).toBe('expired');
    expect(statusLabel(licenseStatus(today, today))).toBe('expiring_soon');
    expect(statusLabel(licenseStatus(addDays(today, EXPIRING_SOON_DAYS), today))).toBe('expiring_soon');
    expect(statusLabel(licenseStatus(addDays(today, EXPIRING_SOON_DAYS + 1), today))).toBe('active');
  });

  it('is exactly one of expired, expiring soon or active', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (days) => {
        const today = '2024-02-29';
        const status = licenseStatus(addDays(today, days), today);
        expect(status.days_until_expiry).toBe(days);
        expect(status.is_expired).toBe(days < 0);
        expect(status.is_expiring_soon).toBe(days >= 0 && days <= EXPIRING_SOON_DAYS);
        expect(status.is_expired && status.is_expiring_soon).toBe(false);
        const label = statusLabel(status);
        expect(label === 'active').toBe(!status.is_expired && !status.is_expiring_soon);
      }),
    );
  });
});

describe('licenseStatus with no expiry (renewal rule none)', () => {
  it('is never expired nor expiring soon, has no days, and reads "no expiry"', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (offset) => {
        const today = addDays('2026-01-01', offset);
        const status = licenseStatus(null, today);
        expect(status).toEqual({ days_until_expiry: null, is_expired: false, is_expiring_soon: false });
        expect(statusLabel(status)).toBe('no_expiry');
      }),
    );
  });

  it('labels a dated licence by its status, never "no expiry"', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (days) => {
        expect(statusLabel(licenseStatus(addDays('2024-02-29', days), '2024-02-29'))).not.toBe('no_expiry');
      }),
    );
  });
});

describe('isManuallyChanged', () => {
  it('is true only when the date differs from the calculated one', () => {
    expect(isManuallyChanged('2026-01-01', '2026-01-01')).toBe(false);
    expect(isManuallyChanged('2026-02-01', '2026-01-01')).toBe(true);
    expect(isManuallyChanged('2026-02-01', null)).toBe(false);
    expect(isManuallyChanged(null, null)).toBe(false);
  });
});
