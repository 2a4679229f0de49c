import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PageError } from './page-error';

describe('a screen that throws (issue 30)', () => {
  it('shows the panel inside the shell, whose navigation stays usable; Retry renders the screen again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('boom');
      return <h1>Profile screen</h1>;
    }
    const router = createMemoryRouter(
      [
        {
          path: '/app',
          element: (
            <>
              <Link to="/app/other">Other</Link>
              <Outlet />
            </>
          ),
          children: [
            {
              ErrorBoundary: PageError,
              children: [
                { path: 'profile', Component: Flaky },
                { path: 'other', element: <h1>Other screen</h1> },
              ],
            },
          ],
        },
      ],
      { initialEntries: ['/app/profile'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: "Couldn't load this page" })).toBeTruthy();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Profile screen' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Other' }));
    expect(await screen.findByRole('heading', { name: 'Other screen' })).toBeTruthy();
  });
});
