import type { AudienceParam, WebAuthConfig } from '@lt/core';
import { InMemoryWebStorage, type UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';
import { AppUserManager } from './app-user-manager';

// Type-only use of @lt/core here: a value import would pull zod into the public pages' bundle.
// The record is exhaustive over AudienceParam, so it cannot drift from the contract.
const AUDIENCE_PARAM_VALUES: Record<AudienceParam, true> = { audience: true, resource: true, none: true };

function isAudienceParam(value: unknown): value is AudienceParam {
  return typeof value === 'string' && Object.hasOwn(AUDIENCE_PARAM_VALUES, value);
}

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
    audience_param: isAudienceParam(config.audience_param) ? config.audience_param : 'audience',
    prompt_create: config.prompt_create === true,
    scope: config.scope || 'openid profile email',
    provider_name: config.provider_name ?? '',
  };
}

/** Seconds a background check of the provider session may take before the user counts as signed out. */
export const SILENT_SIGN_IN_TIMEOUT_SECONDS = 5;

/**
 * How the API audience is asked for: Auth0's `audience`, RFC 8707's `resource` (sent on the
 * authorization and token requests), or nothing when the provider maps it itself.
 */
function audienceRequest(config: WebAuthConfig): Partial<UserManagerSettings> {
  if (!config.audience) return {};
  switch (config.audience_param) {
    case 'audience':
      return { extraQueryParams: { audience: config.audience } };
    case 'resource':
      return { resource: config.audience };
    case 'none':
      return {};
  }
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
    ...audienceRequest(config),
    // Tokens stay in memory only (never localStorage); a reload signs in again silently.
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    // The PKCE verifier, nonce and state must survive the redirect to the provider and back.
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: true,
    // Some providers refuse prompt=none without it (decision 001).
    includeIdTokenInSilentRenew: true,
    silentRequestTimeoutInSeconds: SILENT_SIGN_IN_TIMEOUT_SECONDS,
  };
}

export function createUserManager(config: WebAuthConfig, origin = window.location.origin): AppUserManager {
  return new AppUserManager(userManagerSettings(config, origin), { promptCreate: config.prompt_create });
}
