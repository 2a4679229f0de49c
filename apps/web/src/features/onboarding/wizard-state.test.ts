import type { UserProfile } from '@lt/core';
import { describe, expect, it } from 'vitest';
import { channelsOf, completionBody, needsSmsPhone, profileBody, selectionOf } from './wizard-bodies';
import { checkStep, initialWizard, prefillFromProfile, type WizardData, wizardReducer } from './wizard-state';

const TODAY = '2026-03-15';

const profile: UserProfile = {
  id: 'u1',
  email: 'pat@example.ca',
  email_verified: true,
  password_sign_in: true,
  full_name: 'Pat Owner',
  phone_number: null,
  phone_verified: false,
  address: '1 King St W',
  city: null,
  province: null,
  postal_code: null,
  is_onboarded: false,
  notification_channels: ['email'],
  reminder_digest: 'off',
  language: 'en',
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
  activity: 'full_service_restaurant',
  business_type: 'Restaurant',
  selected: ['t1', 't2'],
  dates: {
    t1: {
      noExpiry: false,
      printed: false,
      expiry_date: '2026-09-30',
      unknownExpiry: false,
      issued_date: TODAY,
    },
    t2: { noExpiry: true, printed: false, expiry_date: '', unknownExpiry: false, issued_date: TODAY },
  },
  ...patch,
});

describe('checkStep (PRODUCT §5)', () => {
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

  it('step 3 needs business name and an activity of the taxonomy (the type follows from it)', () => {
    const named = { ...initialWizard(), business_name: 'Bistro' };
    expect(checkStep(3, named)).toBe('business');
    expect(checkStep(3, { ...initialWizard(), activity: 'bakery' })).toBe('business');
    // A type alone, or a key the taxonomy does not know, is not enough.
    expect(checkStep(3, { ...named, business_type: 'Retail' })).toBe('business');
    expect(checkStep(3, { ...named, activity: 'juggling' })).toBe('business');
    expect(checkStep(3, { ...named, activity: 'bakery', business_type: 'Restaurant' })).toBeNull();
  });

  it('step 5 needs the printed expiry of a licence with no known term ("I don\'t know" does not do)', () => {
    const printed = (patch: object) =>
      filled({
        dates: {
          ...filled().dates,
          t1: {
            noExpiry: false,
            printed: true,
            expiry_date: '',
            unknownExpiry: false,
            issued_date: TODAY,
            ...patch,
          },
        },
      });
    expect(checkStep(5, printed({}))).toBe('dates');
    expect(checkStep(5, printed({ unknownExpiry: true }))).toBe('dates');
    expect(checkStep(5, printed({ expiry_date: '2027-02-01' }))).toBeNull();
    expect(
      selectionOf('t1', printed({ expiry_date: '2027-02-01', unknownExpiry: true }).dates.t1, TODAY),
    ).toEqual({ template_id: 't1', expiry_date: '2027-02-01' });
  });

  it('step 5 needs the printed expiry, or "I don\'t know" and an issue date, except for no expiry', () => {
    expect(checkStep(5, filled())).toBeNull();
    const missing = filled({
      dates: {
        ...filled().dates,
        t1: { noExpiry: false, printed: false, expiry_date: '', unknownExpiry: false, issued_date: TODAY },
      },
    });
    expect(checkStep(5, missing)).toBe('dates');
    const unknown = filled({
      dates: {
        ...filled().dates,
        t1: { noExpiry: false, printed: false, expiry_date: '', unknownExpiry: true, issued_date: TODAY },
      },
    });
    expect(checkStep(5, unknown)).toBeNull();
    const noIssue = filled({
      dates: {
        ...filled().dates,
        t1: { noExpiry: false, printed: false, expiry_date: '', unknownExpiry: true, issued_date: '' },
      },
    });
    expect(checkStep(5, noIssue)).toBe('dates');
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

  it('forgets the chosen licences and answers when the activity, type or place changes, not otherwise', () => {
    const answered = filled({ answers: { has_employees: true } });
    const other = wizardReducer(answered, {
      type: 'update',
      patch: { activity: 'bakery', business_type: 'Restaurant' },
    });
    expect(other.selected).toEqual([]);
    expect(other.answers).toEqual({});
    expect(wizardReducer(filled(), { type: 'update', patch: { business_type: 'Retail' } }).selected).toEqual(
      [],
    );
    expect(wizardReducer(filled(), { type: 'update', patch: { city: 'Ottawa' } }).dates).toEqual({});
    expect(wizardReducer(filled(), { type: 'update', patch: { business_name: 'Other' } }).selected).toEqual([
      't1',
      't2',
    ]);
  });

  it('ticks a template asking its printed expiry (issue date today if unknown) and unticks it', () => {
    let data = wizardReducer(initialWizard(), {
      type: 'toggleTemplate',
      id: 't1',
      today: TODAY,
      noExpiry: false,
      printed: false,
    });
    expect(data.selected).toEqual(['t1']);
    expect(data.dates).toEqual({
      t1: { noExpiry: false, printed: false, expiry_date: '', unknownExpiry: false, issued_date: TODAY },
    });
    data = wizardReducer(data, { type: 'licenseDates', id: 't1', patch: { expiry_date: '2026-03-31' } });
    expect(data.dates.t1?.expiry_date).toBe('2026-03-31');
    data = wizardReducer(data, {
      type: 'toggleTemplate',
      id: 't1',
      today: TODAY,
      noExpiry: false,
      printed: false,
    });
    expect(data.selected).toEqual([]);
    expect(data.dates).toEqual({});
  });

  it('forgets the answer to a question that no longer follows ("federally?" once not incorporated)', () => {
    let data = wizardReducer(initialWizard(), { type: 'answer', key: 'incorporated', value: true });
    data = wizardReducer(data, { type: 'answer', key: 'federally_incorporated', value: true });
    data = wizardReducer(data, { type: 'answer', key: 'has_employees', value: false });
    expect(data.answers).toEqual({ incorporated: true, federally_incorporated: true, has_employees: false });
    data = wizardReducer(data, { type: 'answer', key: 'incorporated', value: false });
    expect(data.answers).toEqual({ incorporated: false, has_employees: false });
  });

  it('ignores dates for a licence that is not chosen', () => {
    const data = wizardReducer(initialWizard(), {
      type: 'licenseDates',
      id: 'tx',
      patch: { expiry_date: TODAY },
    });
    expect(data.dates).toEqual({});
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
    expect(profileBody(filled({ phone_number: ' 416 555 0100 ' }), 'fr')).toEqual({
      language: 'fr',
      full_name: 'Pat Owner',
      phone_number: '416 555 0100',
      address: '1 King St W',
      city: 'Toronto',
      province: 'ON',
      postal_code: 'M5H 1A1',
    });
  });

  it('completes with the business, each licence with its printed expiry or issue date, and the channels', () => {
    const data = filled({
      sms: true,
      answers: { has_employees: true, sells_alcohol: false },
      selected: ['t1', 't2', 't3'],
      dates: {
        ...filled().dates,
        t3: {
          noExpiry: false,
          printed: false,
          expiry_date: '2026-01-01',
          unknownExpiry: true,
          issued_date: '2020-06-15',
        },
      },
    });
    expect(completionBody(data, TODAY)).toEqual({
      business: {
        business_name: 'Bistro',
        activity: 'full_service_restaurant',
        business_type: 'Restaurant',
        answers: { has_employees: true, sells_alcohol: false },
        address: '1 King St W',
        city: 'Toronto',
        province: 'ON',
        postal_code: 'm5h 1a1',
      },
      licenses: [
        { template_id: 't1', expiry_date: '2026-09-30' },
        { template_id: 't2' },
        { template_id: 't3', issued_date: '2020-06-15' },
      ],
      notification_channels: ['email', 'sms'],
    });
  });

  it('sends an empty issue date of an unknown expiry as today', () => {
    expect(
      selectionOf(
        't1',
        { noExpiry: false, printed: false, expiry_date: '', unknownExpiry: true, issued_date: '' },
        TODAY,
      ),
    ).toEqual({ template_id: 't1', issued_date: TODAY });
  });

  it('asks for a phone number only for SMS without one', () => {
    expect(needsSmsPhone(filled({ sms: false }))).toBe(false);
    expect(needsSmsPhone(filled({ sms: true, phone_number: '' }))).toBe(true);
    expect(needsSmsPhone(filled({ sms: true, phone_number: '416 555 0100' }))).toBe(false);
  });
});
