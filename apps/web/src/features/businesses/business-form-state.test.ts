import type { Business } from '@lt/core';
import { describe, expect, it } from 'vitest';
import { businessFormFrom, businessSubmission, emptyBusinessForm } from './business-form-state';

const filled = {
  business_name: '  Bistro King ',
  business_type: 'Restaurant',
  province: 'ON',
  city: ' Ottawa ',
  postal_code: '',
  address: ' ',
};

describe('business form', () => {
  it('asks for every starred field', () => {
    expect(businessSubmission(emptyBusinessForm())).toEqual({ error: 'required' });
    // Typed fields may hold only spaces; selects are either chosen or empty.
    const blanks = { business_name: '  ', business_type: '', province: '', city: ' ' };
    for (const [field, blank] of Object.entries(blanks)) {
      expect(businessSubmission({ ...filled, [field]: blank })).toEqual({ error: 'required' });
    }
  });

  it('sends trimmed text, and nothing typed as null', () => {
    expect(businessSubmission(filled)).toEqual({
      body: {
        business_name: 'Bistro King',
        business_type: 'Restaurant',
        province: 'ON',
        city: 'Ottawa',
        postal_code: null,
        address: null,
      },
    });
  });

  it('starts an edit from the stored business, nulls as empty text', () => {
    const business: Business = {
      id: 'b1',
      business_name: 'Bistro Queen',
      business_type: 'Restaurant',
      address: null,
      city: 'Toronto',
      province: 'ON',
      postal_code: 'M5H 2N2',
      time_zone: 'America/Toronto',
      created_at: '2026-11-01T00:00:00.000Z',
      workspace_id: 'w1',
      role: 'owner',
    };
    expect(businessFormFrom(business)).toEqual({
      business_name: 'Bistro Queen',
      business_type: 'Restaurant',
      province: 'ON',
      city: 'Toronto',
      postal_code: 'M5H 2N2',
      address: '',
    });
  });
});
