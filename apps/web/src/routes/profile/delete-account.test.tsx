import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '../../../test/fake-api';
import { renderApp, testProfile } from '../../../test/render-app';
import { toast } from '../../lib/toast';
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

    await user.click(button());
    expect(await screen.findByText('Your account has been deleted')).toBeTruthy();
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
    expect(await screen.findByText('confirm_email: does not match the e-mail of this account')).toBeTruthy();
    expect(view.auth.signOut).not.toHaveBeenCalled();
  });
});
