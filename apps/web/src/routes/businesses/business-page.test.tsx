import type { License, OnboardingTemplate } from '@lt/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeApi, reply } from '../../../test/fake-api';
import { business, makeLicense, otherBusiness } from '../../../test/licenses';
import { renderApp, setWideWindow } from '../../../test/render-app';
import { BusinessPage } from './business-page';

const template = (overrides: Partial<OnboardingTemplate>): OnboardingTemplate => ({
  id: 't-1',
  name: 'Eating or drinking establishment licence',
  name_fr: 'Licence d’établissement de restauration',
  level: 'municipal',
  business_types: ['Restaurant'],
  activities: ['full_service_restaurant'],
  province: 'ON',
  city: 'Toronto',
  default_validity_months: 12,
  renewal_rule: { kind: 'term', months: 12 },
  description: null,
  description_fr: null,
  issuing_authority: 'City of Toronto',
  issuing_authority_fr: 'Ville de Toronto',
  source_url: 'https://www.toronto.ca/licence',
  conditions: [],
  source_checked_on: null,
  confidence: null,
  applies: true,
  question: null,
  ...overrides,
});

const eating = template({});
const liquor = template({
  id: 't-2',
  name: 'Liquor sales licence',
  name_fr: null,
  level: 'provincial',
  city: null,
  issuing_authority: 'AGCO',
  source_url: 'https://www.agco.ca',
  renewal_rule: { kind: 'term', months: 24 },
  applies: null,
  question: 'sells_alcohol',
  conditions: [{ key: 'sells_alcohol', when: true }],
});
const suggestions = { business_id: business.id, federal: [], provincial: [liquor], municipal: [eating] };

const ours = [
  makeLicense({ license_name: 'Patio permit', is_expiring_soon: true, days_until_expiry: 10 }),
  makeLicense({ license_name: 'Old permit', is_expired: true, days_until_expiry: -3 }),
  makeLicense({
    license_name: 'Business Number',
    level: 'federal',
    expiry_date: null,
    days_until_expiry: null,
  }),
  makeLicense({ license_name: 'Food premises', expiry_date: '2030-01-01' }),
];
// A server that ignores ?business_id= answers with the other business's licences too.
const theirs = makeLicense({
  license_name: 'Somebody else’s licence',
  business_id: otherBusiness.id,
  business_name: otherBusiness.business_name,
});

const path = `/app/businesses/${business.id}`;

/** GET /api/licenses/ as the server answers it: only the business asked for (`business_id`). */
const licencesOf =
  (licenses: readonly License[]) =>
  ({ query }: FakeRequest) => ({
    body: licenses.filter((l) => l.business_id === query.get('business_id')),
  });

function setup(routes: Record<string, unknown>, url = path) {
  const listed = routes['GET /licenses/'];
  const api = fakeApi({
    [`GET /businesses/${business.id}/`]: business,
    [`GET /businesses/${business.id}/suggestions/`]: suggestions,
    ...routes,
    'GET /licenses/': licencesOf(Array.isArray(listed) ? listed : [...ours, theirs]),
  });
  renderApp(
    <Routes>
      <Route path="/app/businesses/:id" element={<BusinessPage />} />
    </Routes>,
    { path: url },
  );
  return api;
}

describe('the business page', { timeout: 20_000 }, () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a loader, then the business, its licences only, and their counts by status', async () => {
    restore = setWideWindow(true);
    const api = setup({});
    expect(screen.getByRole('status').textContent).toContain('Loading the business');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bistro Lumière' })).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Business details' });
    expect(within(details).getByText('Restaurant')).toBeTruthy();
    expect(within(details).getByText('Toronto, ON')).toBeTruthy();
    expect(within(details).getByText('M5H 1A1')).toBeTruthy();

    const table = await screen.findByRole('table');
    expect(within(table).getByText('Patio permit')).toBeTruthy();
    expect(within(table).queryByText('Somebody else’s licence')).toBeNull();
    const query = api.to('GET', '/licenses/')[0]!.query;
    expect(query.get('business_id')).toBe(business.id);
    expect(query.get('limit')).toBe('100');

    const counts = screen.getByLabelText('Licenses by status');
    const value = (label: string) =>
      within(counts).getByText(label).parentElement?.querySelector('dd')?.textContent;
    expect(value('All licenses')).toBe('4');
    expect(value('Valid')).toBe('1');
    expect(value('Expiring soon')).toBe('1');
    expect(value('Expired')).toBe('1');
    expect(value('Never expire')).toBe('1');
    expect(screen.getByRole('button', { name: 'Edit business' })).toBeTruthy();
  });

  it('suggests the catalogue’s licences by level and adds one in a click, from its template', async () => {
    const api = setup({
      'POST /licenses/': (request: { body: unknown }) => ({
        status: 201,
        body: makeLicense(request.body as object),
      }),
    });
    const section = await screen.findByRole('region', { name: 'Suggested licenses' });
    await within(section).findByText('Eating or drinking establishment licence');
    expect(within(section).getByText('Only if: Do you sell or serve alcohol?')).toBeTruthy();
    expect(within(section).getByText('Municipal')).toBeTruthy();
    expect(within(section).getByText('Provincial')).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Add Liquor sales licence' }));
    await waitFor(() => expect(api.to('POST', '/licenses/')).toHaveLength(1));
    expect(api.to('POST', '/licenses/')[0]!.body).toMatchObject({
      business_id: business.id,
      template_id: 't-2',
      license_name: 'Liquor sales licence',
      level: 'provincial',
      issued_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      renewal_rule: { kind: 'term', months: 24 },
      authority: 'AGCO',
      source_url: 'https://www.agco.ca',
    });
    expect(await screen.findByText('Liquor sales licence added')).toBeTruthy();
    // The suggestions and the licences are asked again.
    await waitFor(() => expect(api.to('GET', `/businesses/${business.id}/suggestions/`)).toHaveLength(2));
    expect(api.to('GET', '/licenses/').length).toBeGreaterThan(1);
  });

  it('gives a viewer the business and its licences without any button that changes them', async () => {
    const viewed = { ...business, role: 'viewer' as const };
    setup({
      [`GET /businesses/${business.id}/`]: viewed,
      'GET /licenses/': ours.map((l) => ({ ...l, role: 'viewer' })),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bistro Lumière' })).toBeTruthy();
    expect(screen.getByText(/You are a viewer in this workspace/)).toBeTruthy();
    await screen.findAllByText('Patio permit');
    await screen.findByText('Eating or drinking establishment licence');
    expect(screen.queryByRole('button', { name: 'Edit business' })).toBeNull();
    expect(screen.queryByRole('button', { name: '+ Add License' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('says the business is not found for an unknown or foreign id', async () => {
    setup({ [`GET /businesses/${business.id}/`]: reply(404, { detail: 'Business not found' }) });
    expect(await screen.findByRole('heading', { name: 'Business not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Dashboard' }).getAttribute('href')).toBe('/app/dashboard');
    expect(screen.queryByRole('region', { name: 'Suggested licenses' })).toBeNull();
  });

  it('has empty states, and after adding a business invites its suggestions', async () => {
    setup(
      {
        'GET /licenses/': [theirs],
        [`GET /businesses/${business.id}/suggestions/`]: { ...suggestions, provincial: [], municipal: [] },
      },
      `${path}?added=1`,
    );
    expect(await screen.findByText('No licenses for this business yet.')).toBeTruthy();
    expect(screen.getByText(/Business added\. Add the licenses it already holds/)).toBeTruthy();
    expect(await screen.findByText(/No more suggestions/)).toBeTruthy();
  });

  it('shows cards on a phone', async () => {
    restore = setWideWindow(false);
    setup({});
    expect(await screen.findByRole('list', { name: /licen/i })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
