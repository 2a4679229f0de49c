import { describe, expect, it } from 'vitest';
import { makeLicense } from '../../../test/licenses';
import { businessToday, renewBody, renewProposal } from './renew-form';

describe('renewProposal (core nextPeriod)', () => {
  it('starts a lapsed licence today and ends it by the rule', () => {
    const lapsed = makeLicense({ expiry_date: '2025-01-01', renewal_rule: { kind: 'term', months: 12 } });
    expect(renewProposal(lapsed, '2026-03-15')).toEqual({
      issued_date: '2026-03-15',
      expiry_date: '2027-03-15',
      license_number: '',
    });
  });

  it('starts a current licence at its expiry, keeping its number', () => {
    const current = makeLicense({
      expiry_date: '2026-03-31',
      renewal_rule: { kind: 'fixed_date', month: 3, day: 31 },
      license_number: 'LL-1',
    });
    expect(renewProposal(current, '2026-03-15')).toEqual({
      issued_date: '2026-03-31',
      expiry_date: '2027-03-31',
      license_number: 'LL-1',
    });
  });
});

describe('a licence whose expiry is the date printed on it', () => {
  it('proposes the start of the new period and no expiry: the renewed licence says it', () => {
    const printed = makeLicense({ expiry_date: '2026-09-30', renewal_rule: { kind: 'printed' } });
    const proposal = renewProposal(printed, '2026-03-15');
    expect(proposal).toEqual({ issued_date: '2026-09-30', expiry_date: '', license_number: '' });
    expect(renewBody(proposal)).toEqual({ errors: { expiry_date: 'required' } });
    expect(renewBody({ ...proposal, expiry_date: '2027-10-15' })).toMatchObject({
      body: { issued_date: '2026-09-30', expiry_date: '2027-10-15' },
    });
  });
});

describe('businessToday', () => {
  it("is the calendar date in the business's zone", () => {
    const instant = new Date('2026-03-15T03:00:00Z');
    expect(businessToday('America/Vancouver', instant)).toBe('2026-03-14');
    expect(businessToday('America/Toronto', instant)).toBe('2026-03-14');
    expect(businessToday('America/Halifax', instant)).toBe('2026-03-15');
    expect(businessToday('Europe/Paris', instant)).toBe('2026-03-15');
  });
});

describe('renewBody', () => {
  it('sends both dates and the number (empty: null)', () => {
    expect(renewBody({ issued_date: '2026-03-15', expiry_date: '2027-03-15', license_number: ' ' })).toEqual({
      body: { issued_date: '2026-03-15', expiry_date: '2027-03-15', license_number: null },
    });
  });

  it('refuses missing dates and an expiry before the issue date', () => {
    expect(renewBody({ issued_date: '', expiry_date: '2027-03-15', license_number: '' })).toEqual({
      errors: { issued_date: 'required' },
    });
    expect(renewBody({ issued_date: '2026-03-15', expiry_date: '2026-03-14', license_number: '' })).toEqual({
      errors: { expiry_date: 'expiryBeforeIssue' },
    });
  });
});
