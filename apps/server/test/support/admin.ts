// Shared by the admin API tests (not a test file itself).

import { TEST_ENV } from './businesses';
import { newIdentity } from './tokens';

export const ADMIN_EMAIL = 'chief@example.test';
export const SUPER_ADMIN_EMAIL = 'root@example.test';

export const ADMIN_ENV = {
  ...TEST_ENV,
  ADMIN_EMAILS: 'Chief@Example.test',
  SUPER_ADMIN_EMAILS: SUPER_ADMIN_EMAIL,
};

export const adminIdentity = (email = ADMIN_EMAIL) => ({ ...newIdentity('admin'), email });

/** A municipal template for technology businesses in Halifax, as the admin form sends it. */
export function templateBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Halifax tech business permit',
    level: 'municipal',
    business_type: 'Technology',
    default_validity_months: 24,
    description: 'Issued by Halifax Regional Municipality.',
    province: 'NS',
    city: 'Halifax',
    ...overrides,
  };
}

export const HALIFAX_TECH = {
  business_name: 'Harbour Bytes',
  business_type: 'Technology',
  address: '1 Lower Water St',
  city: 'Halifax',
  province: 'NS',
  postal_code: 'B3J 1R7',
};
