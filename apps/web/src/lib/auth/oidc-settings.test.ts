import { User } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ORIGIN,
  RecordingNavigator,
  stubTokenEndpoint,
  testConfig,
  testUserManager,
} from '../../../test/oidc-fakes';
import { setLanguage } from '../i18n';
import { userManagerSettings } from './oidc-settings';
import { dropSignedOutState, SIGNED_OUT_STATE } from './signed-out-return';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('userManagerSettings', () => {
  it('points the redirects at this origin and sends the ID token on silent renewal', () => {
    const settings = userManagerSettings(testConfig, ORIGIN);
    expect(settings).toMatchObject({
      authority: testConfig.authority,
      client_id: testConfig.client_id,
      redirect_uri: `${ORIGIN}/auth/callback`,
      silent_redirect_uri: `${ORIGIN}/auth/silent-callback.html`,
      post_logout_redirect_uri: `${ORIGIN}/`,
      response_type: 'code',
      scope: testConfig.scope,
      automaticSilentRenew: true,
      includeIdTokenInSilentRenew: true,
    });
    expect(settings.silentRequestTimeoutInSeconds).toBeLessThanOrEqual(5);
  });

  it('keeps the signed-in user in memory, never in web storage', async () => {
    const { manager } = testUserManager();
    await manager.storeUser(
      new User({
        access_token: 'secret-access-token',
        token_type: 'Bearer',
        profile: { sub: 'u1', iss: testConfig.authority, aud: testConfig.client_id, exp: 0, iat: 0 },
      }),
    );
    expect((await manager.getUser())?.access_token).toBe('secret-access-token');
    const stored = [localStorage, sessionStorage].flatMap((store) =>
      Object.keys(store).map((key) => store.getItem(key) ?? ''),
    );
    expect(stored.some((value) => value.includes('secret-access-token'))).toBe(false);
  });
});

describe('asking for the API audience (OIDC_AUDIENCE_PARAM)', () => {
  async function authorizationUrl(audience_param: 'audience' | 'resource' | 'none') {
    const { manager, redirect } = testUserManager({ config: { audience_param } });
    await manager.signinRedirect();
    return redirect.last;
  }

  it('audience: Auth0’s audience parameter, no resource', async () => {
    const url = await authorizationUrl('audience');
    expect(url.searchParams.get('audience')).toBe(testConfig.audience);
    expect(url.searchParams.has('resource')).toBe(false);
  });

  it('resource: an RFC 8707 resource indicator, no audience', async () => {
    const url = await authorizationUrl('resource');
    expect(url.searchParams.getAll('resource')).toEqual([testConfig.audience]);
    expect(url.searchParams.has('audience')).toBe(false);
  });

  it('none: neither parameter (the provider maps the audience itself)', async () => {
    const url = await authorizationUrl('none');
    expect(url.searchParams.has('audience')).toBe(false);
    expect(url.searchParams.has('resource')).toBe(false);
  });
});

describe('nonce', () => {
  it('is sent with every code-flow request and differs each time', async () => {
    const { manager, redirect } = testUserManager();
    await manager.signinRedirect();
    await manager.signinRedirect();
    const [first, second] = redirect.urls.map((url) => url.searchParams.get('nonce'));
    expect(first).toMatch(/^[\w-]{24,}$/);
    expect(second).toMatch(/^[\w-]{24,}$/);
    expect(first).not.toBe(second);
  });

  it('is checked at the callback: the ID token must echo it', async () => {
    const { manager, redirect } = testUserManager();
    const token = stubTokenEndpoint((nonce) => nonce);
    await manager.signinRedirect();
    token.setRequestNonce(redirect.last.searchParams.get('nonce') ?? undefined);
    const user = await manager.signinCallback(
      `${ORIGIN}/auth/callback?code=c1&state=${redirect.last.searchParams.get('state')}`,
    );
    expect(user?.profile.sub).toBe('user-1');
  });

  it('refuses an ID token with another nonce (a replayed or injected token)', async () => {
    const { manager, redirect } = testUserManager();
    stubTokenEndpoint(() => 'someone-elses-nonce');
    await manager.signinRedirect();
    await expect(
      manager.signinCallback(
        `${ORIGIN}/auth/callback?code=c1&state=${redirect.last.searchParams.get('state')}`,
      ),
    ).rejects.toThrow(/nonce/);
    expect(await manager.getUser()).toBeNull();
  });
});

describe('sign-out', () => {
  it('carries only standard parameters (no audience)', async () => {
    const redirect = new RecordingNavigator();
    const { manager } = testUserManager({ redirect });
    await manager.signoutRedirect({ post_logout_redirect_uri: `${ORIGIN}/`, id_token_hint: 'id.token.hint' });
    const url = redirect.last;
    expect(`${url.origin}${url.pathname}`).toBe('https://id.example.ca/oidc/session/end');
    expect([...url.searchParams.keys()].sort()).toEqual(
      expect.arrayContaining(['id_token_hint', 'post_logout_redirect_uri']),
    );
    const standard = new Set([
      'id_token_hint',
      'post_logout_redirect_uri',
      'client_id',
      'state',
      'logout_hint',
      'ui_locales',
    ]);
    expect([...url.searchParams.keys()].filter((key) => !standard.has(key))).toEqual([]);
    // A fixed state: some providers (Glewlwyd) return the user only when the request has one.
    expect(url.searchParams.get('state')).toBe(SIGNED_OUT_STATE);
  });

  it('takes the returned state off the home page address, and nothing else', () => {
    const replaced: string[] = [];
    const history = {
      state: null,
      replaceState: (_s: unknown, _t: string, url: string) => replaced.push(url),
    };
    const at = (href: string) => ({ href }) as Location;
    dropSignedOutState(at(`${ORIGIN}/?state=signed-out`), history as unknown as History);
    dropSignedOutState(at(`${ORIGIN}/?lang=fr&state=signed-out#top`), history as unknown as History);
    dropSignedOutState(at(`${ORIGIN}/auth/callback?code=c&state=abc`), history as unknown as History);
    expect(replaced).toEqual(['/', '/?lang=fr#top']);
  });
});

describe('ui_locales (issue 15)', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('asks the provider for its pages in the app’s language', async () => {
    const { manager, redirect } = testUserManager();
    await setLanguage('fr');
    await manager.signinRedirect();
    await setLanguage('en');
    await manager.signinRedirect();
    expect(redirect.urls.map((url) => url.searchParams.get('ui_locales'))).toEqual(['fr-CA', 'en-CA']);
  });
});
