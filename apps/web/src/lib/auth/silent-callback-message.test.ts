import { UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { silentCallbackMessage } from './silent-callback-message';

afterEach(() => vi.restoreAllMocks());

describe('silentCallbackMessage', () => {
  it('is what oidc-client-ts’s own silent callback posts to the parent window', async () => {
    // In jsdom the window is its own parent: the library posts to it.
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    const url = `${window.location.origin}/auth/silent-callback.html?code=c1&state=s1`;
    await new UserManager({
      authority: window.location.origin,
      client_id: 'web',
      redirect_uri: '',
      automaticSilentRenew: false,
    }).signinSilentCallback(url);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]).toEqual([silentCallbackMessage(url), window.location.origin]);
  });
});
