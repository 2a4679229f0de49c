// Test support for POST /api/onboarding/complete: the Toronto restaurant's templates written once
// per test app with fixed facts, a submission built from them, and what a user then holds.
import type { RenewalRule } from '@lt/core';
import { licenseTemplates } from '../../src/db/schema';
import type { TestApp } from './app';
import { type ApiClient, apiClient, TORONTO_RESTAURANT } from './businesses';

export const COMPLETE_URL = '/api/onboarding/complete';

/** Toronto restaurant templates by name. */
export type TemplatesByName = Record<string, { id: string; name: string }>;

/**
 * The four templates `completeBody` names, written by the test with fixed facts (Toronto and
 * Ontario, federal), so that what onboarding makes of them does not change with the catalogue's
 * research: a 12-month municipal licence, a 60-month certificate, a registration that never
 * expires, a 24-month provincial licence.
 */
export async function fixedRestaurantTemplates(t: TestApp): Promise<TemplatesByName> {
  const row = (name: string, level: 'municipal' | 'provincial' | 'federal', renewalRule: RenewalRule) => ({
    name,
    level,
    businessTypes: ['Restaurant'],
    province: level === 'federal' ? null : 'ON',
    city: level === 'municipal' ? 'Toronto' : null,
    defaultValidityMonths: renewalRule.kind === 'term' ? renewalRule.months : 12,
    renewalRule,
    issuingAuthority: `${name} authority`,
    sourceUrl: 'https://example.test/official',
  });
  const rows = await t.database.db
    .insert(licenseTemplates)
    .values([
      row('Eating or drinking establishment licence', 'municipal', { kind: 'term', months: 12 }),
      row('Food handler certification', 'municipal', { kind: 'term', months: 60 }),
      row('Business Number (BN) registration', 'federal', { kind: 'none' }),
      row('Liquor sales licence', 'provincial', { kind: 'term', months: 24 }),
    ])
    .returning();
  return Object.fromEntries(rows.map((r) => [r.name, { id: r.id, name: r.name }]));
}

/** A whole submission: the restaurant, four of its licences by issue date, e-mail and SMS. */
export const completeBody = (template: TemplatesByName) => ({
  business: { ...TORONTO_RESTAURANT, postal_code: 'm5h 1a1' },
  licenses: [
    { template_id: template['Eating or drinking establishment licence']!.id, issued_date: '2026-01-31' },
    { template_id: template['Food handler certification']!.id, issued_date: '2022-12-01' },
    { template_id: template['Business Number (BN) registration']!.id, issued_date: '2025-11-22' },
    { template_id: template['Liquor sales licence']!.id, issued_date: '2024-02-29' },
  ],
  notification_channels: ['email', 'sms'],
});

/** A newly signed-in user, not onboarded yet. */
export async function newUser(t: TestApp) {
  const { identity, headers } = await t.signIn();
  return { identity, api: apiClient(t.app, headers) };
}

/** What the user holds afterwards: businesses, licences and profile. */
export const stateOf = async (api: ApiClient) => ({
  businesses: (await api.get('/api/businesses/')).json(),
  licenses: (await api.get('/api/licenses/')).json(),
  profile: (await api.get('/api/users/profile')).json(),
});
