import type { UserProfile } from '@lt/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '../../../test/fake-api';
import { renderApp, testProfile } from '../../../test/render-app';
import { profileQueryKey } from '../../features/users/use-profile';
import { toast } from '../../lib/toast';
import { ProfilePage } from './profile-page';

const profile: UserProfile = {
  ...testProfile,
  city: 'Toronto',
  province: 'ON',
  phone_number: '416 555 0100',
};

function setup(put: unknown, user: UserProfile = profile) {
  let stored: unknown = user;
  const api = fakeApi({
    'PUT /users/profile':
      typeof put === 'function'
        ? put
        : () => {
            stored = put;
            return { body: put };
          },
    'GET /users/profile': () => ({ body: stored }),
  });
  const view = renderApp(<ProfilePage />, { profile: user });
  return { api, view, user: userEvent.setup() };
}

describe('Profile Settings', () => {
  afterEach(() => {
    act(() => toast.remove());
    vi.unstubAllGlobals();
  });

  it('shows e-mail and login method read-only', () => {
    setup({});
    expect(screen.getByRole('heading', { name: 'Profile Settings' })).toBeTruthy();
    const email = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(email.value).toBe('pat@example.ca');
    expect(screen.getByText('Email cannot be changed')).toBeTruthy();
    const method = screen.getByLabelText('Login Method') as HTMLInputElement;
    expect(method.readOnly).toBe(true);
    expect(method.value).toBe('License Tracker');
    expect(screen.getByText('Authentication provider')).toBeTruthy();
  });

  it('says "Unknown" without a login method', () => {
    setup({}, { ...profile, login_method: '' });
    expect((screen.getByLabelText('Login Method') as HTMLInputElement).value).toBe('Unknown');
  });

  it('saves the personal information, reminder channels and digest, then toasts and refreshes', async () => {
    const saved = {
      ...profile,
      full_name: 'Pat Q. Owner',
      postal_code: 'M5H 1A1',
      notification_channels: ['sms'],
    };
    const { api, user, view } = setup(saved);
    const name = screen.getByLabelText('Full Name');
    await user.clear(name);
    await user.type(name, 'Pat Q. Owner');
    const postal = screen.getByLabelText('Postal Code') as HTMLInputElement;
    await user.type(postal, 'm5h 1a1');
    expect(postal.value).toBe('M5H 1A1');
    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    await user.click(screen.getByRole('checkbox', { name: 'SMS' }));
    const digest = screen.getByRole('checkbox', { name: 'Weekly digest instead of one e-mail per license' });
    expect(digest.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText(
        'One e-mail on Monday morning with everything expiring in the next 60 days and everything overdue, instead of one e-mail per licence.',
      ),
    ).toBeTruthy();
    await user.click(digest);
    await waitFor(() => expect(api.to('GET', '/users/profile')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    expect(api.to('PUT', '/users/profile')[0]?.body).toEqual({
      full_name: 'Pat Q. Owner',
      phone_number: '416 555 0100',
      address: '',
      city: 'Toronto',
      province: 'ON',
      postal_code: 'M5H 1A1',
      notification_channels: ['sms'],
      reminder_digest: 'weekly',
    });
    // Refreshed after the save.
    await waitFor(() => expect(api.to('GET', '/users/profile')).toHaveLength(2));
    expect(view.client.getQueryData<UserProfile>(profileQueryKey)?.full_name).toBe('Pat Q. Owner');
  });

  it("shows the server's detail, else the fallback, when saving fails", async () => {
    const { user } = setup(reply(400, { detail: 'postal_code: must be at most 10 characters' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('postal_code: must be at most 10 characters')).toBeTruthy();
    act(() => toast.remove());
    fakeApi({ 'PUT /users/profile': reply(500) });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeTruthy();
  });
});
