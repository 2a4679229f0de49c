import { User, UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it } from 'vitest';
import { userManagerSettings } from './oidc-settings';

const config = {
  authority: 'https://id.example.ca/oidc',
  client_id: 'license-tracker-web',
  audience: 'https://api.example.ca',
  scope: 'openid profile email offline_access',
  provider_name: 'License Tracker',
};

describe('userManagerSettings', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('points the redirects at this origin and asks for the audience', () => {
    const settings = userManagerSettings(config, 'https://app.example.ca');
    expect(settings).toMatchObject({
      authority: config.authority,
      client_id: config.client_id,
      redirect_uri: 'https://app.example.ca/auth/callback',
      silent_redirect_uri: 'https://app.example.ca/auth/silent-callback.html',
      post_logout_redirect_uri: 'https://app.example.ca/',
      response_type: 'code',
      scope: config.scope,
      extraQueryParams: { audience: config.audience },
      automaticSilentRenew: true,
    });
  });

  it('keeps the signed-in user in memory, never in web storage', async () => {
    const manager = new UserManager(userManagerSettings(config, 'https://app.example.ca'));
    await manager.storeUser(
      new User({
        access_token: 'secret-access-token',
        token_type: 'Bearer',
        profile: { sub: 'u1', iss: config.authority, aud: config.client_id, exp: 0, iat: 0 },
      }),
    );
    expect((await manager.getUser())?.access_token).toBe('secret-access-token');
    const stored = [localStorage, sessionStorage].flatMap((store) =>
      Object.keys(store).map((key) => store.getItem(key) ?? ''),
    );
    expect(stored.some((value) => value.includes('secret-access-token'))).toBe(false);
  });
});
