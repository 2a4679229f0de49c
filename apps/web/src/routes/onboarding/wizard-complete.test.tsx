import type { UserProfile } from '@lt/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '../../../test/fake-api';
import { renderApp, testProfile } from '../../../test/render-app';
import { localToday } from '../../components/ui/plain-date-text';
import { wizardStorageKey } from '../../features/onboarding/wizard-storage';
import { profileQueryKey } from '../../features/users/use-profile';
import { setLanguage } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { OnboardingPage } from './onboarding-page';
import { printedTemplates, seedWizard, templates } from './wizard-fixtures';

const newUser: UserProfile = { ...testProfile, is_onboarded: false, phone_number: null };

function setup(routes: Record<string, unknown> = {}) {
  let release = () => {};
  const api = fakeApi({
    'GET /onboarding/license-templates': templates,
    'PUT /onboarding/profile': (request: { body: unknown }) => ({
      body: { ...newUser, ...(request.body as object) },
    }),
    'POST /onboarding/complete': () =>
      new Promise((resolve) => {
        release = () => resolve({ body: { business: {}, licenses: [] } });
      }),
    'GET /users/profile': { ...newUser, is_onboarded: true },
    ...routes,
  });
  const view = renderApp(
    <Routes>
      <Route path="/app/onboarding" element={<OnboardingPage />} />
      <Route path="/app/dashboard" element={<p>Dashboard screen</p>} />
    </Routes>,
    { path: '/app/onboarding', profile: newUser },
  );
  return { api, view, user: userEvent.setup(), release: () => release() };
}

const completeButton = () => screen.getByRole('button', { name: /Complete Setup|Completing/ });

describe('onboarding step 5', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    seedWizard(5, {
      answers: { has_employees: true },
      selected: ['p1', 'f1', 'm1'],
      dates: {
        p1: {
          noExpiry: false,
          printed: false,
          expiry_date: '2026-03-31',
          unknownExpiry: false,
          issued_date: '2026-03-15',
        },
        f1: {
          noExpiry: true,
          printed: false,
          expiry_date: '',
          unknownExpiry: false,
          issued_date: '2026-03-15',
        },
        m1: {
          noExpiry: false,
          printed: false,
          expiry_date: '2027-01-15',
          unknownExpiry: false,
          issued_date: '',
        },
      },
    });
  });
  afterEach(() => {
    act(() => toast.remove());
    vi.unstubAllGlobals();
  });

  it('asks the expiry date printed on each licence, with its rule; none for a licence with no expiry', async () => {
    setup();
    const liquor = (await screen.findByLabelText(
      'Expiry date printed on Liquor sales licence',
    )) as HTMLInputElement;
    expect(liquor.value).toBe('2026-03-31');
    expect(screen.getByText('Renews every year on 31 March')).toBeTruthy();
    expect(screen.getByText('Renews every 12 months')).toBeTruthy();
    expect(screen.getByText('No expiry')).toBeTruthy();
    expect(screen.queryByLabelText('Expiry date printed on GST/HST registration')).toBeNull();
    expect(screen.queryByLabelText("I don't know the expiry date of GST/HST registration")).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Email' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'SMS' }) as HTMLInputElement).checked).toBe(false);
  });

  it('"I don\'t know" asks the issue date instead, today unless changed', async () => {
    const { user } = setup();
    await user.click(
      await screen.findByRole('checkbox', {
        name: "I don't know the expiry date of Eating establishment licence",
      }),
    );
    expect(screen.queryByLabelText('Expiry date printed on Eating establishment licence')).toBeNull();
    const issued = screen.getByLabelText('Issue date of Eating establishment licence') as HTMLInputElement;
    expect(issued.value).toBe(localToday());
    // The choice survives a reload.
    const saved = JSON.parse(window.sessionStorage.getItem(wizardStorageKey('u1')) ?? '{}');
    expect(saved.dates.m1.unknownExpiry).toBe(true);
  });

  it('refuses to complete while a licence has neither an expiry date nor "I don\'t know"', async () => {
    const { api, user } = setup();
    fireEvent.input(await screen.findByLabelText('Expiry date printed on Liquor sales licence'), {
      target: { value: '' },
    });
    await user.click(completeButton());
    expect(screen.getByRole('alert').textContent).toBe(
      'Please enter the expiry date printed on each license, or tick "I don\'t know" and give its issue date',
    );
    expect(api.to('POST', '/onboarding/complete')).toHaveLength(0);
  });

  it('completes once, even on a double click, then toasts and opens the dashboard', async () => {
    const { api, user, view, release } = setup();
    await user.click(
      await screen.findByRole('checkbox', {
        name: "I don't know the expiry date of Eating establishment licence",
      }),
    );
    fireEvent.input(screen.getByLabelText('Issue date of Eating establishment licence'), {
      target: { value: '2024-02-29' },
    });
    await user.dblClick(completeButton());
    expect(completeButton().textContent).toBe('Completing...');
    expect((completeButton() as HTMLButtonElement).disabled).toBe(true);
    release();
    expect(await screen.findByText('Dashboard screen')).toBeTruthy();
    expect(screen.getByText('Onboarding completed! Welcome to License Tracker!')).toBeTruthy();
    expect(api.to('POST', '/onboarding/complete')).toHaveLength(1);
    expect(api.to('POST', '/onboarding/complete')[0]?.body).toEqual({
      business: {
        business_name: 'Bistro',
        activity: 'full_service_restaurant',
        business_type: 'Restaurant',
        answers: { has_employees: true },
        address: '1 King St W',
        city: 'Toronto',
        province: 'ON',
        postal_code: null,
      },
      licenses: [
        { template_id: 'p1', expiry_date: '2026-03-31' },
        { template_id: 'f1' },
        { template_id: 'm1', issued_date: '2024-02-29' },
      ],
      notification_channels: ['email'],
    });
    expect(view.client.getQueryData<UserProfile>(profileQueryKey)?.is_onboarded).toBe(true);
    expect(window.sessionStorage.getItem(wizardStorageKey('u1'))).toBeNull();
  });

  it('asks for a phone number before completing with SMS, and saves it to the profile', async () => {
    const { api, user, release } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'SMS' }));
    const phone = screen.getByLabelText(/^Phone number for SMS reminders/);
    await user.click(completeButton());
    expect(screen.getByRole('alert').textContent).toBe('Please enter a phone number for SMS reminders');
    expect(api.to('POST', '/onboarding/complete')).toHaveLength(0);
    await user.type(phone, '416 555 0100');
    await user.click(completeButton());
    await waitFor(() => expect(api.to('POST', '/onboarding/complete')).toHaveLength(1));
    expect(api.to('PUT', '/onboarding/profile')[0]?.body).toEqual({ phone_number: '416 555 0100' });
    expect(api.to('POST', '/onboarding/complete')[0]?.body).toMatchObject({
      notification_channels: ['email', 'sms'],
    });
    release();
    expect(await screen.findByText('Dashboard screen')).toBeTruthy();
  });

  it("shows the server's detail, else the fallback, when completing fails", async () => {
    const { user } = setup({ 'POST /onboarding/complete': reply(400, {}) });
    await user.click(await screen.findByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByText('Failed to complete onboarding')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Expiry dates and reminders' })).toBeTruthy();
  });

  it('asks only the printed expiry of a licence whose term is not known, by its French name in French', async () => {
    await setLanguage('fr');
    try {
      const { api, user, release } = setup({ 'GET /onboarding/license-templates': printedTemplates });
      const label = 'Date d’expiration inscrite sur Permis d’alcool';
      const printed = (await screen.findByLabelText(new RegExp(`^${label}`))) as HTMLInputElement;
      expect(screen.getByRole('heading', { name: 'Permis d’alcool' })).toBeTruthy();
      expect(
        screen.getByText('Entrez la date d’expiration inscrite sur le permis — sa durée n’est pas connue.'),
      ).toBeTruthy();
      // Nothing to calculate an expiry from: no "I don't know" for it, and an empty date stops the step.
      expect(
        screen.queryByRole('checkbox', { name: 'Je ne connais pas la date d’expiration de Permis d’alcool' }),
      ).toBeNull();
      fireEvent.input(printed, { target: { value: '' } });
      await user.click(screen.getByRole('button', { name: 'Terminer la configuration' }));
      expect(api.to('POST', '/onboarding/complete')).toHaveLength(0);
      fireEvent.input(printed, { target: { value: '2027-05-31' } });
      await user.click(screen.getByRole('button', { name: 'Terminer la configuration' }));
      await waitFor(() => expect(api.to('POST', '/onboarding/complete')).toHaveLength(1));
      expect(api.to('POST', '/onboarding/complete')[0]?.body).toMatchObject({
        licenses: [
          { template_id: 'p1', expiry_date: '2027-05-31' },
          { template_id: 'f1' },
          expect.anything(),
        ],
      });
      release();
      await screen.findByText('Dashboard screen');
    } finally {
      await setLanguage('en');
    }
  });

  it('resumes where it was after a reload', async () => {
    const { user, view } = setup();
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('checkbox', { name: 'Eating establishment licence' }));
    view.unmount();
    setup();
    expect(await screen.findByRole('heading', { name: 'Select required licenses' })).toBeTruthy();
    const eating = await screen.findByRole('checkbox', { name: 'Eating establishment licence' });
    // It was ticked when seeded; the click unticked it.
    expect((eating as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('2 licenses selected')).toBeTruthy();
  });
});
