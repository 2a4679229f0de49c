// Test data for the licences area (used by unit and component tests only).
import type { Business, License } from '@lt/core';

export const business: Business = {
  id: '11111111-1111-4111-8111-111111111111',
  business_name: 'Bistro Lumière',
  business_type: 'Restaurant',
  activity: 'full_service_restaurant',
  answers: {},
  address: '1 King St W',
  city: 'Toronto',
  province: 'ON',
  postal_code: 'M5H 1A1',
  time_zone: 'America/Toronto',
  created_at: '2025-01-10T12:00:00Z',
  workspace_id: '99999999-9999-4999-8999-999999999999',
  role: 'owner',
};

export const otherBusiness: Business = {
  ...business,
  id: '22222222-2222-4222-8222-222222222222',
  business_name: 'Atelier Nord',
  business_type: 'Food_Service',
  city: 'Montréal',
  province: 'QC',
};

let counter = 0;

/** An active municipal licence unless told otherwise. */
export function makeLicense(overrides: Partial<License> = {}): License {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    business_id: business.id,
    business_name: business.business_name,
    workspace_id: business.workspace_id,
    role: 'owner',
    template_id: null,
    license_name: `Licence ${counter}`,
    license_name_fr: null,
    license_type: null,
    level: 'municipal',
    issued_date: '2025-01-01',
    expiry_date: '2026-01-01',
    renewal_rule: { kind: 'term', months: 12 },
    expiry_estimated: false,
    license_number: null,
    authority: null,
    authority_fr: null,
    source_url: null,
    reminder_days: [30, 14, 7],
    reminder_enabled: true,
    reminders_acknowledged_at: null,
    on_it: null,
    notes: null,
    is_manually_changed: false,
    is_expired: false,
    is_expiring_soon: false,
    days_until_expiry: 200,
    last_reminder_sent_at: null,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

/** A registration that never expires (renewal rule `none`). */
export function makeNoExpiryLicense(overrides: Partial<License> = {}): License {
  return makeLicense({
    renewal_rule: { kind: 'none' },
    expiry_date: null,
    days_until_expiry: null,
    ...overrides,
  });
}
