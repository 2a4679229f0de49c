import type { UserProfile } from '@lt/core';
import { describe, expect, it } from 'vitest';
import {
  channelsOf,
  checkStep,
  completionBody,
  initialWizard,
  needsSmsPhone,
  prefillFromProfile,
  profileBody,
  type WizardData,
  wizardReducer,
} from './wizard-state';

const TODAY = '2026-03-15';

const profile: UserProfile = {
  id: 'u1',
  email: 'pat@example.ca',
  email_verified: true,
  password_sign_in: true,
  full_name: 'Pat Owner',
  phone_number: null,
  address: '1 King St W',
  city: null,
  province: null,
  postal_code: null,
  is_onboarded: false,
  notification_channels: ['email'],
  login_method: 'License Tracker',
  created_at: '2025-01-10T12:00:00Z',
};

const filled = (patch: Partial<WizardData> = {}): WizardData => ({
  ...initialWizard(),
  province: 'ON',
  city: 'Toronto',
  postal_code: 'm5h 1a1',
  full_name: 'Pat Owner',
  address: '1 King St W',
  business_name: 'Bistro',
  business_type: 'Restaurant',
  selected: ['t1', 't2'],
  issueDates: { t1: '2025-06-01', t2: TODAY },
  ...patch,
});

describe('checkStep (SPEC §5)', () => {
  it('step 1 needs a province and a city', () => {
    expect(checkStep(1, initialWizard())).toBe('location');
    expect(checkStep(1, { ...initialWizard(), province: 'ON' })).toBe('location');
    expect(checkStep(1, { ...initialWizard(), province: 'ON', city: '  ' })).toBe('location');
    expect(checkStep(1, { ...initialWizard(), city: 'Toronto' })).toBe('location');
    expect(checkStep(1, { ...initialWizard(), province: 'ON', city: 'Toronto' })).toBeNull();
  });

  it('step 2 needs full name and address; the phone is optional', () => {
    expect(checkStep(2, { ...initialWizard(), full_name: 'Pat' })).toBe('required');
    expect(checkStep(2, { ...initialWizard(), address: '1 King' })).toBe('required');
    expect(checkStep(2, { ...initialWizard(), full_name: 'Pat', address: '1 King' })).toBeNull();
  });

  it('step 3 needs business name and type', () => {
    expect(checkStep(3, { ...initialWizard(), business_name: 'Bistro' })).toBe('business');
    expect(checkStep(3, { ...initialWizard(), business_type: 'Retail' })).toBe('business');
    expect(checkStep(3, { ...initialWizard(), business_name: 'Bistro', business_type: 'Retail' })).toBeNull();
  });

  it('step 4 needs at least one licence', () => {
    expect(checkStep(4, initialWizard())).toBe('licenses');
    expect(checkStep(4, { ...initialWizard(), selected: ['t1'] })).toBeNull();
  });
});

describe('wizardReducer', () => {
  it('moves forward only when the step passes, and back one step', () => {
    let data = wizardReducer(initialWizard(), { type: 'next' });
    expect(data.step).toBe(1);
    data = wizardReducer({ ...data, province: 'ON', city: 'Toronto' }, { type: 'next' });
    expect(data.step).toBe(2);
    data = wizardReducer(data, { type: 'back' });
    expect(data.step).toBe(1);
    expect(wizardReducer(data, { type: 'back' }).step).toBe(1);
    expect(wizardReducer({ ...filled(), step: 5 }, { type: 'next' }).step).toBe(5);
  });

  it('forgets the city when the province changes', () => {
    const data = wizardReducer(filled(), { type: 'update', patch: { province: 'QC' } });
    expect(data.city).toBe('');
  });

  it('forgets the chosen licences when type or place changes, not otherwise', () => {
    expect(wizardReducer(filled(), { type: 'update', patch: { business_type: 'Retail' } }).selected).toEqual(
      [],
    );
    expect(wizardReducer(filled(), { type: 'update', patch: { city: 'Ottawa' } }).issueDates).toEqual({});
    expect(wizardReducer(filled(), { type: 'update', patch: { business_name: 'Other' } }).selected).toEqual([
      't1',
      't2',
    ]);
  });

  it('ticks a template with today as its issue date and unticks it', () => {
    let data = wizardReducer(initialWizard(), { type: 'toggleTemplate', id: 't1', today: TODAY });
    expect(data.selected).toEqual(['t1']);
    expect(data.issueDates).toEqual({ t1: TODAY });
    data = wizardReducer(data, { type: 'issueDate', id: 't1', date: '2025-01-31' });
    expect(data.issueDates.t1).toBe('2025-01-31');
    data = wizardReducer(data, { type: 'toggleTemplate', id: 't1', today: TODAY });
    expect(data.selected).toEqual([]);
    expect(data.issueDates).toEqual({});
  });

  it('starts with e-mail reminders on and SMS off', () => {
    expect(channelsOf(initialWizard())).toEqual(['email']);
  });
});

describe('prefillFromProfile', () => {
  it('fills empty fields once and keeps what was typed', () => {
    const typed = { ...initialWizard(), full_name: 'Typed Name' };
    const data = prefillFromProfile(typed, profile);
    expect(data.full_name).toBe('Typed Name');
    expect(data.address).toBe('1 King St W');
    expect(data.prefilled).toBe(true);
    const again = prefillFromProfile({ ...data, address: '' }, { ...profile, address: 'Elsewhere' });
    expect(again.address).toBe('');
  });
});

describe('request bodies', () => {
  it('saves the person with the place of step 1, postal code uppercased', () => {
    expect(profileBody(filled({ phone_number: ' 416 555 0100 ' }))).toEqual({
      full_name: 'Pat Owner',
      phone_number: '416 555 0100',
      address: '1 King St W',
      city: 'Toronto',
      province: 'ON',
      postal_code: 'M5H 1A1',
    });
  });

  it('completes with the business, each licence and issue date, and the channels', () => {
    expect(completionBody(filled({ sms: true, issueDates: { t1: '2025-06-01' } }), TODAY)).toEqual({
      business: {
        business_name: 'Bistro',
        business_type: 'Restaurant',
        address: '1 King St W',
        city: 'Toronto',
        province: 'ON',
        postal_code: 'm5h 1a1',
      },
      licenses: [
        { template_id: 't1', issued_date: '2025-06-01' },
        { template_id: 't2', issued_date: TODAY },
      ],
      notification_channels: ['email', 'sms'],
    });
  });

  it('asks for a phone number only for SMS without one', () => {
    expect(needsSmsPhone(filled({ sms: false }))).toBe(false);
    expect(needsSmsPhone(filled({ sms: true, phone_number: '' }))).toBe(true);
    expect(needsSmsPhone(filled({ sms: true, phone_number: '416 555 0100' }))).toBe(false);
  });
});
