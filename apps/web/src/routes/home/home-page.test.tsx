import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuth, renderWithAuth, signedIn } from '../../../test/render';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('offers "Log in" to a signed-out visitor, which starts sign-in towards the dashboard', async () => {
    const auth = fakeAuth();
    renderWithAuth(<HomePage />, { auth });
    const nav = screen.getByRole('navigation', { name: 'Main' });

    expect(within(nav).queryByRole('link', { name: 'Go to Dashboard' })).toBeNull();
    await userEvent.click(within(nav).getByRole('button', { name: 'Log in' }));
    expect(auth.signIn).toHaveBeenCalledWith('/app/dashboard');
  });

  it('replaces "Log in" with "Go to Dashboard" for a signed-in user', () => {
    renderWithAuth(<HomePage />, { auth: signedIn() });
    const nav = screen.getByRole('navigation', { name: 'Main' });

    expect(within(nav).queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe(
      '/app/dashboard',
    );
  });

  it('"Get Started" starts account creation when signed out and links to the dashboard when signed in', async () => {
    const auth = fakeAuth();
    const { unmount } = renderWithAuth(<HomePage />, { auth });
    const [first] = screen.getAllByRole('button', { name: 'Get Started' });
    await userEvent.click(first!);
    expect(auth.signUp).toHaveBeenCalledWith('/app/dashboard');
    expect(auth.signIn).not.toHaveBeenCalled();
    unmount();

    renderWithAuth(<HomePage />, { auth: signedIn() });
    expect(screen.queryAllByRole('button', { name: 'Get Started' })).toHaveLength(0);
    const links = screen.getAllByRole('link', { name: 'Get Started' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toBe('/app/dashboard');
  });

  it('shows the hero, the stats strip and the 2025 copyright', () => {
    renderWithAuth(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Never Miss a License Renewal Deadline' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Why Choose License Tracker' })).toBeTruthy();
    expect(screen.getByText(/hundreds of businesses/)).toBeTruthy();
    expect(screen.getByText(/© 2025 License Tracker/)).toBeTruthy();
  });

  it('hides the dashboard preview when its image fails to load', () => {
    renderWithAuth(<HomePage />);
    const image = screen.getByRole('img', { name: /Preview of the License Tracker dashboard/ });
    fireEvent.error(image);
    expect(screen.queryByRole('img', { name: /Preview of the License Tracker dashboard/ })).toBeNull();
  });
});
