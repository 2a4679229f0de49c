import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryableScreen } from './retryable-lazy';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/profile-page-x.js');
const Profile = () => <h1>Profile screen</h1>;

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('a lazily loaded screen that can be loaded again (issue 30)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offline: imports nothing, says so, and loads the screen by itself when the connection returns', async () => {
    setOnline(false);
    const load = vi.fn(async () => Profile);
    const Screen = await retryableScreen(load)();
    expect(load).not.toHaveBeenCalled();
    render(<Screen />);
    expect(screen.getByRole('heading', { name: "You're offline" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();

    await act(async () => setOnline(true));
    expect(await screen.findByRole('heading', { name: 'Profile screen' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed chunk is not kept: Retry calls import() again, and the next visit renders the screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setOnline(true);
    const load = vi.fn<() => Promise<typeof Profile>>().mockRejectedValueOnce(chunkError());
    load.mockResolvedValue(Profile);
    const lazy = retryableScreen(load, { reload: vi.fn(async () => true) });
    const Screen = await lazy();
    const view = render(<Screen />);
    expect(screen.getByRole('heading', { name: "Couldn't load this page" })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Profile screen' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    view.unmount();
    // The router keeps the stand-in as the route's screen: it renders the loaded one at once.
    render(<Screen />);
    expect(screen.getByRole('heading', { name: 'Profile screen' })).toBeTruthy();
    expect(await lazy()).toBe(Profile);
  });

  it('a chunk the browser will not fetch again: the page reloads once online, not offline', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setOnline(true);
    const load = vi.fn(async () => {
      throw chunkError();
    });
    const reload = vi.fn(async () => true);
    const Screen = await retryableScreen(load, { reload })();
    render(<Screen />);
    await act(async () => setOnline(false));
    expect(screen.getByRole('heading', { name: "You're offline" })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).not.toHaveBeenCalled();

    await act(async () => setOnline(true));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { name: "Couldn't load this page" })).toBeTruthy();
  });
});
