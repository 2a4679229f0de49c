import type { WebAuthConfig } from '@lt/core';
import {
  InMemoryWebStorage,
  UserManager,
  type UserManagerSettings,
  WebStorageStateStore,
} from 'oidc-client-ts';

/** The server publishes the identity provider settings so one web build works with any provider. */
export async function loadAuthConfig(): Promise<WebAuthConfig> {
  // A plain GET, so that it takes the response index.html preloads (a preload cannot send headers).
  const response = await fetch('/auth-config.json');
  if (!response.ok) throw new Error(`/auth-config.json answered ${response.status}`);
  const config = (await response.json()) as Partial<WebAuthConfig>;
  if (!config.authority || !config.client_id)
    throw new Error('/auth-config.json lacks authority or client_id');
  return {
    authority: config.authority,
    client_id: config.client_id,
    audience: config.audience ?? '',
    scope: config.scope || 'openid profile email',
    provider_name: config.provider_name ?? '',
  };
}

export function userManagerSettings(config: WebAuthConfig, origin: string): UserManagerSettings {
  return {
    authority: config.authority,
    client_id: config.client_id,
    redirect_uri: `${origin}/auth/callback`,
    silent_redirect_uri: `${origin}/auth/silent-callback.html`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: config.scope,
    ...(config.audience ? { extraQueryParams: { audience: config.audience } } : {}),
    // Tokens stay in memory only (never localStorage); a reload signs in again silently.
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    // The PKCE verifier and state must survive the redirect to the provider and back.
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: true,
  };
}

export function createUserManager(config: WebAuthConfig, origin = window.location.origin): UserManager {
  return new UserManager(userManagerSettings(config, origin));
}
