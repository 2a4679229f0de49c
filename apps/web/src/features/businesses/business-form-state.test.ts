import { activityByKey, type Business } from '@lt/core';
import { describe, expect, it } from 'vitest';
import { businessFormFrom, businessSubmission, emptyBusinessForm, withActivity } from './business-form-state';

const filled = {
  business_name: '  Bistro King ',
  activity: 'full_service_restaurant',
  business_type: 'Restaurant',
  province: 'ON',
  city: ' Ottawa ',
  postal_code: '',
  address: ' ',
};

const stored: Business = {
  id: 'b1',
  business_name: 'Bistro Queen',
  business_type: 'Retail',
  activity: null,
  answers: {},
  address: null,
  city: 'Toronto',
  province: 'ON',
  postal_code: 'M5H 2N2',
  time_zone: 'America/Toronto',
  created_at: '2026-11-01T00:00:00.000Z',
  workspace_id: 'w1',
  role: 'owner',
};

describe('business form', () => {
  it('asks for every starred field, the activity included', () => {
    expect(businessSubmission(emptyBusinessForm())).toEqual({ error: 'required' });
    // Typed fields may hold only spaces; the activity and province are either chosen or empty.
    const blanks = { business_name: '  ', province: '', city: ' ' };
    for (const [field, blank] of Object.entries(blanks)) {
      expect(businessSubmission({ ...filled, [field]: blank })).toEqual({ error: 'required' });
    }
    expect(businessSubmission({ ...filled, activity: '', business_type: '' })).toEqual({ error: 'required' });
  });

  it('sends trimmed text, the activity and the type that follows from it, nothing typed as null', () => {
    expect(businessSubmission(filled)).toEqual({
      body: {
        business_name: 'Bistro King',
        activity: 'full_service_restaurant',
        business_type: 'Restaurant',
        province: 'ON',
        city: 'Ottawa',
        postal_code: null,
        address: null,
      },
    });
    // A stale type never disagrees with the activity: the activity's wins.
    const body = businessSubmission({
      ...filled,
      activity: 'hair_salon_barber',
      business_type: 'Restaurant',
    });
    expect('body' in body && body.body.business_type).toBe(activityByKey('hair_salon_barber')?.business_type);
  });

  it('picking an activity sets the type; clearing it keeps a stored type only for a business without one', () => {
    const daycare = activityByKey('child_care_centre');
    expect(daycare).toBeDefined();
    const picked = withActivity(emptyBusinessForm(), daycare ?? null);
    expect(picked).toMatchObject({ activity: 'child_care_centre', business_type: daycare?.business_type });
    expect(withActivity(picked, null)).toMatchObject({ activity: '', business_type: '' });
    const legacy = businessFormFrom(stored);
    expect(withActivity(legacy, null)).toMatchObject({ activity: '', business_type: 'Retail' });
  });

  it('starts an edit from the stored business; one stored before activities keeps its type', () => {
    expect(businessFormFrom(stored)).toEqual({
      business_name: 'Bistro Queen',
      activity: '',
      business_type: 'Retail',
      province: 'ON',
      city: 'Toronto',
      postal_code: 'M5H 2N2',
      address: '',
    });
    expect(businessSubmission(businessFormFrom(stored))).toEqual({
      body: {
        business_name: 'Bistro Queen',
        business_type: 'Retail',
        province: 'ON',
        city: 'Toronto',
        postal_code: 'M5H 2N2',
        address: null,
      },
    });
  });
});
