// Shared by the API tests of businesses, licences, onboarding and locations (not a test file itself).
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

/** Plenty: the two-user matrix alone makes hundreds of calls within a minute. */
export const TEST_ENV = { RATE_LIMIT_PER_MINUTE: '100000' };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Calls the API as one user (or anonymously). Every answer is checked to be below 500: whatever a
 * client sends, the API answers with a client error at worst.
 */
export function apiClient(app: FastifyInstance, headers?: { authorization: string }) {
  async function call(method: Method, url: string, payload?: unknown, extra: Partial<InjectOptions> = {}) {
    const response = await app.inject({
      method,
      url,
      headers: { ...headers, ...(extra.headers as Record<string, string> | undefined) },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
    expect(response.statusCode, `${method} ${url} answered ${response.body}`).toBeLessThan(500);
    if (response.statusCode >= 400) {
      // Every error is {"detail": "..."} with a non-empty text.
      expect(response.json().detail, `${method} ${url}`).toEqual(expect.any(String));
    }
    return response;
  }
  return {
    call,
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload),
    put: (url: string, payload?: unknown) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

export const TORONTO_RESTAURANT = {
  business_name: 'Maple Diner',
  business_type: 'Restaurant',
  address: '100 King St W',
  city: 'Toronto',
  province: 'ON',
  postal_code: 'M5H 1A1',
};

export const ST_JOHNS_SHOP = {
  business_name: 'Signal Hill Goods',
  business_type: 'Retail',
  address: '1 Water St',
  city: "St. John's",
  province: 'NL',
  postal_code: 'A1C 1A1',
};

export const VANCOUVER_CAFE = {
  business_name: 'Gastown Café',
  business_type: 'Restaurant',
  address: '1 Water St',
  city: 'Vancouver',
  province: 'BC',
  postal_code: 'V6B 1A1',
};

export interface BusinessJson {
  id: string;
  workspace_id: string;
  role: 'owner' | 'editor' | 'viewer';
  business_name: string;
  business_type: string;
  address: string | null;
  city: string;
  province: string;
  postal_code: string | null;
  time_zone: string;
  created_at: string;
}

export interface LicenseJson {
  id: string;
  business_id: string;
  business_name: string;
  template_id: string | null;
  license_name: string;
  license_type: string | null;
  level: string;
  issued_date: string;
  expiry_date: string;
  reminder_enabled: boolean;
  notes: string | null;
  is_manually_changed: boolean;
  is_expired: boolean;
  is_expiring_soon: boolean;
  days_until_expiry: number;
  last_reminder_sent_at: string | null;
  created_at: string;
  updated_at: string;
}

export async function createBusiness(
  api: ApiClient,
  body: object = TORONTO_RESTAURANT,
): Promise<BusinessJson> {
  const response = await api.post('/api/businesses/', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export function licenseBody(businessId: string, overrides: Record<string, unknown> = {}) {
  return {
    business_id: businessId,
    license_name: 'Sidewalk patio permit',
    license_type: 'Permit',
    level: 'municipal',
    issued_date: '2026-01-15',
    reminder_enabled: true,
    notes: 'Renew at city hall',
    ...overrides,
  };
}

export async function createLicense(
  api: ApiClient,
  businessId: string,
  overrides: Record<string, unknown> = {},
): Promise<LicenseJson> {
  const response = await api.post('/api/licenses/', licenseBody(businessId, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
