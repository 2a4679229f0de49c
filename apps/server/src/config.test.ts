import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_OIDC_SCOPE, loadConfig } from './config';

const external = {
  OIDC_ISSUER: 'https://login.microsoftonline.com/tenant/v2.0',
  OIDC_CLIENT_ID: 'spa-client',
  OIDC_AUDIENCE: 'api://1234/access',
};

describe('OIDC_SCOPE', () => {
  it('defaults to openid profile email offline_access', () => {
    expect(loadConfig(external).identity.scope).toBe(DEFAULT_OIDC_SCOPE);
    expect(loadConfig({}).identity.scope).toBe(DEFAULT_OIDC_SCOPE);
  });

  it("takes an external provider's scope list, whitespace normalised (Entra ID names the API)", () => {
    const config = loadConfig({
      ...external,
      OIDC_SCOPE: '  openid profile\temail offline_access   api://1234/access ',
    });
    expect(config.identity.scope).toBe('openid profile email offline_access api://1234/access');
  });

  it('refuses a scope list without openid', () => {
    expect(() => loadConfig({ ...external, OIDC_SCOPE: 'profile email' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...external, OIDC_SCOPE: 'profile email' })).toThrow(
      /OIDC_SCOPE: must include openid/,
    );
  });

  it('does not change what the built-in provider is asked for', () => {
    expect(loadConfig({ OIDC_SCOPE: 'openid api://x' }).identity.scope).toBe(DEFAULT_OIDC_SCOPE);
  });
});
