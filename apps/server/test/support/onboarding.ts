// Test support for POST /api/onboarding/complete: the Toronto restaurant's templates looked up
// once per test app, a submission built from them, and what a user then holds.
import type { TestApp } from './app';
import { type ApiClient, apiClient, TORONTO_RESTAURANT } from './businesses';

export const COMPLETE_URL = '/api/onboarding/complete';

/** Toronto restaurant templates by name, as onboarding step 4 offers them. */
export type TemplatesByName = Record<string, { id: string; name: string }>;

export async function torontoRestaurantTemplates(t: TestApp): Promise<TemplatesByName> {
  const api = apiClient(t.app, (await t.signIn()).headers);
  const result = (
    await api.get('/api/onboarding/license-templates?business_type=Restaurant&province=ON&city=Toronto')
  ).json();
  const template: TemplatesByName = {};
  for (const list of [result.federal, result.provincial, result.municipal] as {
    id: string;
    name: string;
  }[][])
    for (const x of list) template[x.name] = x;
  return template;
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
