import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '../../../test/fake-api';
import { renderApp, testProfile } from '../../../test/render-app';
import { toast } from '../../lib/toast';
import { ProfilePage } from './profile-page';

function setup(routes: Record<string, unknown>, profile = testProfile) {
  const api = fakeApi({ 'GET /users/profile': profile, ...routes });
  renderApp(<ProfilePage />, { profile });
  return { api, user: userEvent.setup() };
}

describe('Change Password and e-mail verification on the profile', () => {
  afterEach(() => {
    act(() => toast.remove());
    vi.unstubAllGlobals();
  });

  it('changes the password, says the other devices are signed out, and empties the fields', async () => {
    const { api, user } = setup({ 'POST /users/profile/password': reply(204) });
    expect(screen.getByRole('region', { name: 'Change Password' })).toBeTruthy();
    await user.type(screen.getByLabelText(/Current password/), 'old passphrase 1');
    await user.type(screen.getByLabelText(/New password/), 'new passphrase 22');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Password changed. Your other devices have been signed out.'),
    ).toBeTruthy();
    expect(api.to('POST', '/users/profile/password').map((c) => c.body)).toEqual([
      { current_password: 'old passphrase 1', new_password: 'new passphrase 22' },
    ]);
    await waitFor(() => expect((screen.getByLabelText(/New password/) as HTMLInputElement).value).toBe(''));
  });

  it('says a too short or too easy password next to the field without asking the server, and shows the server’s reason', async () => {
    const { api, user } = setup({
      'POST /users/profile/password': reply(400, {
        detail: 'current_password: this is not your current password',
      }),
    });
    await user.type(screen.getByLabelText(/Current password/), 'old passphrase 1');
    await user.type(screen.getByLabelText(/New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Your new password must be at least 10 characters.')).toBeTruthy();
    expect(api.to('POST', '/users/profile/password')).toHaveLength(0);
    // The account's own e-mail, disguised, is refused before sending too (issue 31).
    await user.clear(screen.getByLabelText(/New password/));
    await user.type(screen.getByLabelText(/New password/), 'P@t.Example.ca2024');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      screen.getByText('This password is too easy to guess: it contains your e-mail address.'),
    ).toBeTruthy();
    expect(api.to('POST', '/users/profile/password')).toHaveLength(0);
    await user.clear(screen.getByLabelText(/New password/));
    await user.type(screen.getByLabelText(/New password/), 'long enough now');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('current_password: this is not your current password')).toBeTruthy();
  });

  it('has no password form for an external sign-in', () => {
    setup({}, { ...testProfile, password_sign_in: false });
    expect(screen.queryByRole('region', { name: 'Change Password' })).toBeNull();
  });

  it('tells an unverified account that no reminders go out, and sends the link again', async () => {
    const { api, user } = setup(
      { 'POST /users/profile/verification-email': { sent: true } },
      { ...testProfile, email_verified: false },
    );
    expect(screen.getByText(/Not verified yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend confirmation e-mail' }));
    expect(
      await screen.findByText(/We sent a new confirmation e-mail to .+\. Only its link works now\./),
    ).toBeTruthy();
    expect(api.to('POST', '/users/profile/verification-email')).toHaveLength(1);
  });

  it('says why the confirmation e-mail could not be sent again (issue 30)', async () => {
    const { user } = setup(
      {
        'POST /users/profile/verification-email': reply(429, {
          detail: 'Too many requests. Please try again later.',
        }),
      },
      { ...testProfile, email_verified: false },
    );
    await user.click(screen.getByRole('button', { name: 'Resend confirmation e-mail' }));
    const said = await screen.findAllByText('Too many requests. Please try again later.');
    expect(said.some((node) => node.getAttribute('role') === 'alert')).toBe(true);
    expect(screen.getByRole('button', { name: 'Resend confirmation e-mail' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('says nothing about verification once verified', () => {
    setup({});
    expect(screen.queryByText(/Not verified yet/)).toBeNull();
  });
});
