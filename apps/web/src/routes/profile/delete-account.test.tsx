import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '../../../test/fake-api';
import { renderApp, testProfile } from '../../../test/render-app';
import { AppToaster, toast } from '../../lib/toast';
import { ProfilePage } from './profile-page';

function setup(remove: unknown) {
  const api = fakeApi({ 'DELETE /users/profile': remove, 'GET /users/profile': testProfile });
  const view = renderApp(<ProfilePage />);
  return { api, view, user: userEvent.setup() };
}

const button = () => screen.getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement;

describe('Delete Account', () => {
  afterEach(() => {
    act(() => toast.remove());
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('wakes only once the account’s e-mail is typed, then deletes, forgets the data and signs out', async () => {
    const { api, view, user } = setup(reply(204));
    expect(screen.getByRole('region', { name: 'Delete Account' })).toBeTruthy();
    const confirm = screen.getByLabelText('Type your email to confirm');
    expect(button().disabled).toBe(true);
    await user.type(confirm, 'pat@example.com');
    expect(button().disabled).toBe(true);
    await user.clear(confirm);
    await user.type(confirm, ' PAT@example.ca');
    expect(button().disabled).toBe(false);

    // It asks once more (issue 30): keeping the account sends nothing.
    await user.click(button());
    const ask = screen.getByRole('dialog', { name: 'Delete your account for good?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('DELETE', '/users/profile')).toHaveLength(0);
    await user.click(button());
    await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByText('Your account has been deleted')).toBeTruthy();
    // The sign-out reloads the page: the notice waits for the page it lands on.
    expect(sessionStorage.getItem('lt.toast-after-reload')).toBe('Your account has been deleted');
    expect(api.to('DELETE', '/users/profile').map((c) => c.body)).toEqual([
      { confirm_email: 'PAT@example.ca' },
    ]);
    await waitFor(() => expect(view.auth.signOut).toHaveBeenCalledTimes(1));
    expect(view.client.getQueryCache().getAll()).toEqual([]);
    // A second click does not send it again.
    await user.click(button());
    expect(api.to('DELETE', '/users/profile')).toHaveLength(1);
  });

  it('shows the server’s reason when it refuses, and stays signed in', async () => {
    const { view, user } = setup(
      reply(400, { detail: 'confirm_email: does not match the e-mail of this account' }),
    );
    await user.type(screen.getByLabelText('Type your email to confirm'), 'pat@example.ca');
    await user.click(button());
    await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByText('confirm_email: does not match the e-mail of this account')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.auth.signOut).not.toHaveBeenCalled();
  });

  it('tells the page landed on after the sign-out that the account was deleted, once', async () => {
    sessionStorage.setItem('lt.toast-after-reload', 'Your account has been deleted');
    const first = render(<AppToaster />);
    expect(await screen.findByText('Your account has been deleted')).toBeTruthy();
    expect(sessionStorage.getItem('lt.toast-after-reload')).toBeNull();
    first.unmount();
    act(() => toast.remove());
    render(<AppToaster />);
    expect(screen.queryByText('Your account has been deleted')).toBeNull();
  });
});
