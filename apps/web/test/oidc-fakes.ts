// A provider on paper for the auth tests: its metadata (so no discovery fetch), navigators that
// record where oidc-client-ts would send the browser, and a token endpoint behind a fetch stub.
import type { WebAuthConfig } from '@lt/core';
import type { INavigator, IWindow, NavigateParams } from 'oidc-client-ts';
import { vi } from 'vitest';
import { AppUserManager } from '../src/lib/auth/app-user-manager';
import { userManagerSettings } from '../src/lib/auth/oidc-settings';

export const ISSUER = 'https://id.example.ca/oidc';
export const ORIGIN = 'https://app.example.ca';

export const testConfig: WebAuthConfig = {
  authority: ISSUER,
  client_id: 'license-tracker-web',
  audience: 'https://api.example.ca',
  audience_param: 'audience',
  prompt_create: false,
  scope: 'openid profile email offline_access',
  provider_name: 'Example ID',
};

export const metadata = {
  issuer: ISSUER,
  authorization_endpoint: `${ISSUER}/auth`,
  token_endpoint: `${ISSUER}/token`,
  end_session_endpoint: `${ISSUER}/session/end`,
  jwks_uri: `${ISSUER}/jwks`,
  userinfo_endpoint: `${ISSUER}/me`,
};

/** Records the URLs it is asked to open; `answer` decides what the "provider" sends back. */
export class RecordingNavigator implements INavigator {
  readonly urls: URL[] = [];
  /** By default it answers at once, as a redirect does (the page would be gone). */
  constructor(private readonly answer: (request: URL) => Promise<string> = async () => '') {}
  async prepare(): Promise<IWindow> {
    return {
      navigate: async (params: NavigateParams) => {
        const url = new URL(params.url);
        this.urls.push(url);
        return { url: await this.answer(url) };
      },
      close: () => {},
    };
  }
  async callback(): Promise<void> {}
  get last(): URL {
    const url = this.urls.at(-1);
    if (!url) throw new Error('nothing was opened');
    return url;
  }
}

export interface TestManagerOptions {
  config?: Partial<WebAuthConfig>;
  redirect?: RecordingNavigator;
  /** The hidden frame of silent sign-in; undefined uses oidc-client-ts's real iframe. */
  iframe?: INavigator;
  silentTimeoutSeconds?: number;
}

export function testUserManager(options: TestManagerOptions = {}) {
  const config = { ...testConfig, ...options.config };
  const settings = {
    ...userManagerSettings(config, ORIGIN),
    metadata,
    ...(options.silentTimeoutSeconds ? { silentRequestTimeoutInSeconds: options.silentTimeoutSeconds } : {}),
  };
  const redirect = options.redirect ?? new RecordingNavigator();
  const manager = new AppUserManager(
    settings,
    { promptCreate: config.prompt_create },
    redirect,
    undefined,
    options.iframe,
  );
  return { manager, redirect, config };
}

function base64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned-looking JWT: oidc-client-ts reads ID token claims, the server verifies signatures. */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;
}

/** A token endpoint answering with an ID token carrying `nonce` (as a provider echoes it). */
export function stubTokenEndpoint(nonce: (requestNonce: string | undefined) => string | undefined) {
  let lastNonce: string | undefined;
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(metadata.token_endpoint)) return new Response('not found', { status: 404 });
    const now = Math.floor(Date.now() / 1000);
    const idToken = fakeJwt({
      iss: ISSUER,
      aud: testConfig.client_id,
      sub: 'user-1',
      iat: now,
      exp: now + 600,
      name: 'Marie Tremblay',
      email: 'marie@example.ca',
      nonce: nonce(lastNonce),
    });
    return new Response(
      JSON.stringify({
        access_token: fakeJwt({ sub: 'user-1', aud: testConfig.audience, exp: now + 600 }),
        token_type: 'Bearer',
        expires_in: 600,
        id_token: idToken,
        refresh_token: 'refresh-1',
        scope: testConfig.scope,
      }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** The nonce of the authorization request, for the "provider" to echo. */
    setRequestNonce: (value: string | undefined) => {
      lastNonce = value;
    },
  };
}
