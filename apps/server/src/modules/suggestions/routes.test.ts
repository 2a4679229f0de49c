import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import {
  type ApiClient,
  apiClient,
  createBusiness,
  TEST_ENV,
  TORONTO_RESTAURANT,
  VANCOUVER_CAFE,
} from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { joinWorkspace } from '../../../test/support/join-workspace';

interface Suggestion {
  id: string;
  name: string;
  name_fr: string | null;
  level: string;
  province: string | null;
  city: string | null;
  applies: boolean | null;
  issuing_authority: string | null;
  source_url: string | null;
  renewal_rule: unknown;
}
interface Suggestions {
  business_id: string;
  federal: Suggestion[];
  provincial: Suggestion[];
  municipal: Suggestion[];
}
const LEVELS = ['federal', 'provincial', 'municipal'] as const;
const all = (s: Omit<Suggestions, 'business_id'>) => LEVELS.flatMap((level) => s[level]);

// Issue 27: a restaurant that said what it does (a business without an activity is offered its
// type's activity templates as "may apply").
const RESTAURANT = { ...TORONTO_RESTAURANT, activity: 'full_service_restaurant' };
const CAFE = { ...VANCOUVER_CAFE, activity: 'cafe_coffee_shop' };

describe.each(DB_KINDS)('GET /api/businesses/{id}/suggestions/ (%s)', (kind) => {
  let t: TestApp;
  let owner: ApiClient;
  let viewer: ApiClient;
  let outsider: ApiClient;
  let workspaceId: string;

  const suggestions = async (api: ApiClient, businessId: string): Promise<Suggestions> => {
    const response = await api.get(`/api/businesses/${businessId}/suggestions/`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  /** What onboarding step 4 offers the same activity and place, without the templates ruled out. */
  const onboardingOffer = async (activity: string, province: string, city: string) => {
    const query = new URLSearchParams({ activity, province, city });
    const response = await owner.get(`/api/onboarding/license-templates?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return all(response.json()).filter((x) => x.applies !== false);
  };
  const ids = (list: { id: string }[]) => list.map((x) => x.id).sort();

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV });
    owner = apiClient(t.app, (await t.signIn()).headers);
    viewer = apiClient(t.app, (await t.signIn()).headers);
    outsider = apiClient(t.app, (await t.signIn()).headers);
    const created = await owner.post('/api/workspaces/', { name: 'Harbour Café — client' });
    expect(created.statusCode, created.body).toBe(201);
    workspaceId = created.json().id;
    await joinWorkspace(t, owner, viewer, workspaceId, 'viewer');
  });
  afterAll(() => t?.close());

  it('follows the answers the business gave: a restaurant with staff is offered the payroll account', async () => {
    const business = await createBusiness(owner, {
      ...RESTAURANT,
      workspace_id: workspaceId,
      answers: { has_employees: true, sells_alcohol: false },
    });
    const result = await suggestions(owner, business.id);
    const payroll = all(result).find((x) => x.name === 'Payroll deductions program account (RP)');
    expect(payroll?.applies).toBe(true);
    expect(all(result).map((x) => x.name)).not.toContain('Liquor sales licence');
  });

  it('offers a new Toronto restaurant exactly what onboarding offers it, by level', async () => {
    const business = await createBusiness(owner, { ...RESTAURANT, workspace_id: workspaceId });
    const result = await suggestions(owner, business.id);
    expect(result.business_id).toBe(business.id);
    expect(ids(all(result))).toEqual(ids(await onboardingOffer('full_service_restaurant', 'ON', 'Toronto')));
    for (const level of LEVELS) {
      expect(result[level].length, level).toBeGreaterThan(0);
      expect(result[level].every((x) => x.level === level)).toBe(true);
    }
    expect(result.municipal.map((x) => x.name)).toContain('Eating or drinking establishment licence');
    expect(result.provincial.every((x) => x.province === 'ON')).toBe(true);
    expect(all(result).every((x) => x.applies !== false)).toBe(true);
    const names = all(result).map((x) => x.name);
    expect(names).not.toContain('Building renovator licence');
    expect(names).not.toContain('Retail store (food) licence');
  });

  it('follows the place: a Vancouver café gets British Columbia’s and Vancouver’s, never Ontario’s', async () => {
    const business = await createBusiness(owner, { ...CAFE, workspace_id: workspaceId });
    const result = await suggestions(owner, business.id);
    expect(ids(all(result))).toEqual(ids(await onboardingOffer('cafe_coffee_shop', 'BC', 'Vancouver')));
    expect(result.provincial.every((x) => x.province === 'BC')).toBe(true);
    expect(result.municipal.every((x) => x.city === 'Vancouver')).toBe(true);
  });

  it('leaves out what the business holds, by template or by name, and what it adds next', async () => {
    const business = await createBusiness(owner, { ...RESTAURANT, workspace_id: workspaceId });
    const before = await suggestions(owner, business.id);
    const [first, second] =
      before.municipal.length > 1 ? before.municipal : [...before.municipal, ...before.provincial];
    // One added the way the page adds it: from the template, carrying its authority and link.
    const added = await owner.post('/api/licenses/', {
      business_id: business.id,
      template_id: first!.id,
      license_name: first!.name,
      level: first!.level,
      issued_date: '2026-01-15',
      // A licence with no known term takes the expiry printed on it.
      ...((first!.renewal_rule as { kind: string }).kind === 'printed' ? { expiry_date: '2027-01-15' } : {}),
      authority: first!.issuing_authority,
      source_url: first!.source_url,
      renewal_rule: first!.renewal_rule,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      template_id: first!.id,
      authority: first!.issuing_authority,
      source_url: first!.source_url,
    });
    // One typed in by hand under the template's name, other case and spacing.
    const typed = await owner.post('/api/licenses/', {
      business_id: business.id,
      license_name: `  ${second!.name.toUpperCase()} `,
      level: second!.level,
      issued_date: '2026-01-15',
    });
    expect(typed.statusCode, typed.body).toBe(201);

    const after = await suggestions(owner, business.id);
    expect(ids(all(after))).toEqual(ids(all(before)).filter((id) => id !== first!.id && id !== second!.id));
    // Another business of the same workspace still gets both.
    const other = await createBusiness(owner, { ...RESTAURANT, workspace_id: workspaceId });
    expect(ids(all(await suggestions(owner, other.id)))).toEqual(ids(all(before)));
  });

  it('lets a viewer read them but not add one; a non-member and an unknown id get 404', async () => {
    const business = await createBusiness(owner, { ...RESTAURANT, workspace_id: workspaceId });
    const seen = await suggestions(viewer, business.id);
    expect(seen).toEqual(await suggestions(owner, business.id));
    const template = seen.municipal[0]!;
    const refused = await viewer.post('/api/licenses/', {
      business_id: business.id,
      template_id: template.id,
      license_name: template.name,
      level: template.level,
      issued_date: '2026-01-15',
    });
    expect(refused.statusCode).toBe(403);
    expect(ids(all(await suggestions(owner, business.id)))).toEqual(ids(all(seen)));

    const foreign = await outsider.get(`/api/businesses/${business.id}/suggestions/`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Business not found');
    const unknown = await owner.get('/api/businesses/00000000-0000-4000-8000-000000000000/suggestions/');
    expect(unknown.statusCode).toBe(404);
    const malformed = await owner.get('/api/businesses/not-an-id/suggestions/');
    expect(malformed.statusCode).toBe(400);
  });
});
