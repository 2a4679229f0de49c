import { describe, expect, it } from 'vitest';
import { LICENSE_STATUS_LABELS, licenseStatus, statusLabel } from './license-status';
import { addDays } from './plain-date';
import { expiryRangeForStatus } from './status-range';

const today = '2026-03-15';

function inRange(status: (typeof LICENSE_STATUS_LABELS)[number], expiry: string | null): boolean {
  const range = expiryRangeForStatus(status, today);
  if (range.none) return expiry === null;
  if (expiry === null) return false;
  return (range.from === null || expiry >= range.from) && (range.to === null || expiry <= range.to);
}

describe('expiryRangeForStatus', () => {
  it('agrees with licenseStatus for every expiry from a year before to a year after today', () => {
    for (let d = -400; d <= 400; d += 1) {
      const expiry = addDays(today, d);
      const label = statusLabel(licenseStatus(expiry, today));
      for (const status of LICENSE_STATUS_LABELS) {
        expect(inRange(status, expiry), `${expiry} ${status}`).toBe(status === label);
      }
    }
  });

  it('puts a licence with no expiry in no_expiry only', () => {
    for (const status of LICENSE_STATUS_LABELS) expect(inRange(status, null)).toBe(status === 'no_expiry');
  });
});
