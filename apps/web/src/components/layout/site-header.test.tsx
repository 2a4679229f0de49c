import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuth, renderWithAuth, signedIn } from '../../../test/render';
import { SiteHeader } from './site-header';

describe('SiteHeader: Get Started and Log in', () => {
  it('"Get Started" opens account creation, "Log in" opens sign-in', async () => {
    const auth = fakeAuth();
    renderWithAuth(<SiteHeader />, { auth });
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(auth.signUp).toHaveBeenCalledWith('/app/dashboard');
    expect(auth.signIn).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(auth.signIn).toHaveBeenCalledWith('/app/dashboard');
    expect(auth.signUp).toHaveBeenCalledTimes(1);
  });

  it('both are usable while the session is still being checked (the page does not wait)', async () => {
    const auth = fakeAuth({ isLoading: true });
    renderWithAuth(<SiteHeader />, { auth });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(auth.signIn).toHaveBeenCalled();
  });

  it('a signed-in user gets links to the dashboard instead', () => {
    renderWithAuth(<SiteHeader />, { auth: signedIn() });
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/app/dashboard');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });
});
