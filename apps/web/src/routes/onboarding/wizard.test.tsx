import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '../../../test/fake-api';
import { renderApp, testProfile } from '../../../test/render-app';
import { toast } from '../../lib/toast';
import { OnboardingPage } from './onboarding-page';
import { seedWizard, templates } from './wizard-fixtures';

const newUser = { ...testProfile, is_onboarded: false, full_name: 'Pat Owner', phone_number: null };

function setup(routes: Record<string, unknown> = {}) {
  const api = fakeApi({
    'GET /locations/provinces': [
      { code: 'ON', name: 'Ontario' },
      { code: 'QC', name: 'Quebec' },
    ],
    'GET /locations/search': (request: { query: URLSearchParams }) => ({
      body: request.query.get('query')?.toLowerCase().startsWith('tor')
        ? [
            { city: 'Toronto', province: 'ON' },
            { city: 'Tory Hill', province: 'ON' },
          ]
        : [],
    }),
    'PUT /onboarding/profile': (request: { body: unknown }) => ({
      body: { ...newUser, ...(request.body as object) },
    }),
    'GET /onboarding/license-templates': templates,
    ...routes,
  });
  const view = renderApp(
    <Routes>
      <Route path="/app/onboarding" element={<OnboardingPage />} />
      <Route path="/app/dashboard" element={<p>Dashboard screen</p>} />
    </Routes>,
    { path: '/app/onboarding', profile: newUser },
  );
  return { api, view, user: userEvent.setup() };
}

async function chooseProvince(user: ReturnType<typeof userEvent.setup>, code: string) {
  await screen.findByRole('option', { name: 'Ontario' });
  await user.selectOptions(screen.getByLabelText(/^Province/), code);
}

const next = () => screen.getByRole('button', { name: 'Next' });
const alertText = () => screen.getByRole('alert').textContent;

describe('the onboarding wizard', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
  afterEach(() => {
    act(() => toast.remove());
    vi.unstubAllGlobals();
  });

  it('step 1 needs a province and a city, found with the keyboard in the typeahead', async () => {
    const { api, user } = setup();
    expect(screen.getByRole('heading', { name: 'Welcome to License Tracker' })).toBeTruthy();
    const progress = screen.getByRole('navigation', { name: 'Onboarding progress' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/\d|✓|\(.*\)/g, '').trim()),
    ).toEqual(['Location', 'Profile', 'Business', 'Licenses', 'Complete']);
    expect(screen.getByText('We only support Canadian businesses.')).toBeTruthy();
    const city = screen.getByRole('combobox', { name: /City/ }) as HTMLInputElement;
    expect(city.disabled).toBe(true);

    await user.click(next());
    expect(alertText()).toBe('Please select a city and province');

    await chooseProvince(user, 'ON');
    // A change hides the message until the next check.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(city.disabled).toBe(false);
    await user.type(city, 'T');
    expect(city.getAttribute('aria-expanded')).toBe('false');
    await user.type(city, 'or');
    const listbox = await screen.findByRole('listbox', { name: 'City suggestions' });
    expect(city.getAttribute('aria-expanded')).toBe('true');
    expect(city.getAttribute('aria-controls')).toBe(listbox.id);
    expect(api.to('GET', '/locations/search').every((c) => c.query.get('query') === 'Tor')).toBe(true);
    expect(api.to('GET', '/locations/search')[0]?.query.get('province')).toBe('ON');

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const toronto = screen.getByRole('option', { name: 'Toronto' });
    expect(city.getAttribute('aria-activedescendant')).toBe(toronto.id);
    expect(toronto.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(city.value).toBe('Toronto');
    expect(city.getAttribute('aria-expanded')).toBe('false');

    const postal = screen.getByPlaceholderText('A1A 1A1') as HTMLInputElement;
    await user.type(postal, 'm5h 1a1');
    expect(postal.value).toBe('M5H 1A1');
    await user.click(next());
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeTruthy();
  });

  it('Escape closes the suggestions', async () => {
    const { user } = setup();
    await chooseProvince(user, 'ON');
    const city = screen.getByRole('combobox', { name: /City/ });
    await user.type(city, 'Tor');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(city.getAttribute('aria-expanded')).toBe('false');
  });

  it('step 2 is prefilled, needs name and address, and saves the profile before advancing', async () => {
    seedWizard(2, { full_name: '', address: '', prefilled: false, postal_code: 'M5H 1A1' });
    const { api, user } = setup();
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('pat@example.ca');
    const name = screen.getByLabelText(/^Full Name/) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Pat Owner'));
    expect(screen.getByText(/comes from your sign-in account/)).toBeTruthy();
    await user.click(next());
    expect(alertText()).toBe('Please fill in all required fields');
    expect(api.to('PUT', '/onboarding/profile')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Street Address/), '1 King St W');
    await user.type(screen.getByLabelText('Phone Number'), '416 555 0100');
    await user.click(next());
    expect(await screen.findByRole('heading', { name: 'Your business' })).toBeTruthy();
    expect(api.to('PUT', '/onboarding/profile')[0]?.body).toEqual({
      language: 'en',
      full_name: 'Pat Owner',
      phone_number: '416 555 0100',
      address: '1 King St W',
      city: 'Toronto',
      province: 'ON',
      postal_code: 'M5H 1A1',
    });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeTruthy();
  });

  it('stays on step 2 when the profile cannot be saved', async () => {
    seedWizard(2);
    const { user } = setup({ 'PUT /onboarding/profile': reply(400, { detail: 'Nope' }) });
    await user.click(next());
    expect(await screen.findByText('Failed to update profile')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeTruthy();
  });

  it('step 3 needs a business name and an activity picked by typing; the type follows and is sent', async () => {
    seedWizard(3);
    const { api, user } = setup();
    await user.click(next());
    expect(alertText()).toBe('Please enter business name and type');
    const activity = screen.getByRole('combobox', { name: /^What the business does/ }) as HTMLInputElement;
    // The error is said next to the field too, and tied to it.
    const error = screen.getByText('Pick what the business does from the list.');
    expect(activity.getAttribute('aria-invalid')).toBe('true');
    expect(activity.getAttribute('aria-describedby')).toContain(error.id);
    await user.type(screen.getByLabelText(/^Business Name/), 'Les Petits Loups');
    await user.type(activity, 'zzzq');
    expect(
      screen.getByText('No activity matches “zzzq”. Try another word, or pick the closest one.'),
    ).toBeTruthy();
    await user.clear(activity);
    // French words find it in an English session.
    await user.type(activity, 'garderie');
    const listbox = screen.getByRole('listbox', { name: 'Activities' });
    const options = within(listbox).getAllByRole('option');
    expect(options[0]?.textContent).toMatch(/^Child care centre \/ daycare/);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(activity.value).toBe('Child care centre / daycare');
    expect(activity.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Business type: Other')).toBeTruthy();
    await user.click(next());
    expect(await screen.findByRole('heading', { name: 'Select required licenses' })).toBeTruthy();
    await waitFor(() => expect(api.to('GET', '/onboarding/license-templates')).not.toHaveLength(0));
    const query = api.to('GET', '/onboarding/license-templates')[0]?.query;
    expect(query?.get('activity')).toBe('child_care_centre');
    expect(query?.get('business_type')).toBe('Other');
    // Back on step 3 the choice is still there.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      (screen.getByRole('combobox', { name: /^What the business does/ }) as HTMLInputElement).value,
    ).toBe('Child care centre / daycare');
  });

  it('step 4 asks what decides a licence, ticks what applies and offers the rest as "might also apply"', async () => {
    seedWizard(4);
    const { api, user } = setup();
    const federal = await screen.findByRole('group', { name: 'Federal' });
    expect(
      screen.getByText(
        'For “Full-service restaurant” in Toronto, Ontario: answer the questions first, then check the licenses that apply.',
      ),
    ).toBeTruthy();
    const gst = within(federal).getByRole('checkbox', { name: 'GST/HST registration' });
    // What applies is ticked, with who issues it and its official page.
    await waitFor(() => expect((gst as HTMLInputElement).checked).toBe(true));
    expect(within(federal).getByText('Issued by Canada Revenue Agency')).toBeTruthy();
    const link = within(federal).getByRole('link', { name: /Official page of GST\/HST registration/ });
    expect(link.getAttribute('href')).toBe('https://www.canada.ca/gst');
    // Each licence's rule in words.
    expect(within(federal).getByText('No expiry')).toBeTruthy();
    expect(screen.getByText('Renews every year on 31 March')).toBeTruthy();
    expect(screen.getByText('Renews every 12 months')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Provincial' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Municipal' })).toBeTruthy();
    // The liquor licence waits on its question.
    const maybe = screen.getByRole('group', { name: 'Might also apply' });
    expect(
      (within(maybe).getByRole('checkbox', { name: 'Liquor sales licence' }) as HTMLInputElement).checked,
    ).toBe(false);
    const query = api.to('GET', '/onboarding/license-templates')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      activity: 'full_service_restaurant',
      business_type: 'Restaurant',
      province: 'ON',
      city: 'Toronto',
    });
    const question = screen.getByRole('group', { name: 'Do you sell or serve alcohol?' });
    await user.click(within(question).getByRole('radio', { name: 'Yes' }));
    await waitFor(() =>
      expect(api.to('GET', '/onboarding/license-templates').at(-1)?.query.get('answers')).toBe(
        '{"sells_alcohol":true}',
      ),
    );

    // Unticking everything leaves nothing chosen: the step needs at least one.
    await user.click(gst);
    await user.click(screen.getByRole('checkbox', { name: 'Eating establishment licence' }));
    expect(screen.getByText('0 licenses selected')).toBeTruthy();
    await user.click(next());
    expect(alertText()).toBe('Please select at least one license');
    await user.click(screen.getByRole('checkbox', { name: 'Liquor sales licence' }));
    await user.click(next());
    expect(await screen.findByRole('heading', { name: 'Expiry dates and reminders' })).toBeTruthy();
    expect(screen.getByText('Renews every year on 31 March')).toBeTruthy();
    expect(screen.getByLabelText('Expiry date printed on Liquor sales licence')).toBeTruthy();
  }, 20_000);
});
