import type { JWK } from 'jose';
import type { Configuration, KoaContextWithOIDC, Provider } from 'oidc-provider';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { tokenGenerationOf } from '../sessions';
import { findAccountBySubject, type LocalAccount } from './accounts';
import { createOidcAdapter } from './adapter';
import { firstPartyGrantLoader } from './grants';
import { headersLanguage } from './page-language';
import { errorPage, loggedOutPage, logoutPage } from './pages';
import { providerErrorDescription } from './provider-error-wording';
import { SIGNING_ALG } from './signing-keys';

/** Short, and ended early by a reset, a password change or a sign-out (decision 046); refresh renews it. */
export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;

/**
 * The default prompts plus `create` (OpenID Connect Prompt Create 1.0): the web app's "Get
 * Started" asks for it and the interaction shows the account creation page instead of sign-in.
 */
function interactionPolicyWithCreate(interactionPolicy: OidcProviderModule['interactionPolicy']) {
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }));
  return policy;
}

type TokenProfile = { email: string; email_verified: boolean; name: string };

/** What tokens say about an account; `email_verified` is what the API grants admin rights on. */
function tokenProfile(account: LocalAccount): TokenProfile {
  return { email: account.email, email_verified: account.emailVerifiedAt !== null, name: account.fullName };
}

export interface ProviderOptions {
  config: Config;
  db: Db;
  /** Private signing JWKs, shared by every copy through the database. */
  jwks: JWK[];
  /** Cookie signing keys, shared the same way so any copy accepts any copy's cookies. */
  cookieKeys: string[];
}

type OidcProviderModule = typeof import('oidc-provider');

/**
 * oidc-provider's SessionNotFound (no interaction bound to this browser), known by its name so
 * that the sign-in pages need not import the package before it is loaded (decision 037).
 */
export function isSessionNotFound(err: unknown): boolean {
  return err instanceof Error && err.name === 'SessionNotFound';
}

/**
 * The provider, with oidc-provider (and Koa under it, about 0.4 s of CPU and 40 MB) imported
 * here rather than at the top: the server answers before it is loaded (decision 037).
 */
export async function createProvider({ config, db, jwks, cookieKeys }: ProviderOptions): Promise<Provider> {
  const { default: Provider, errors, interactionPolicy } = await import('oidc-provider');
  const { issuer, clientId, audience } = config.identity;
  const publicUrl = config.publicUrl;
  const publicOrigin = new URL(publicUrl).origin;
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    signed: true,
    secure: publicUrl.startsWith('https:'),
  } as const;

  const configuration: Configuration = {
    adapter: createOidcAdapter(db),
    jwks: { keys: jwks as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: cookieKeys, long: cookieOptions, short: cookieOptions },
    clients: [
      {
        client_id: clientId,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/auth/callback`, `${publicUrl}/auth/silent-callback.html`],
        post_logout_redirect_uris: [`${publicUrl}/`],
      },
    ],
    responseTypes: ['code'],
    pkce: { methods: ['S256'], required: () => true },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The web client always sends `audience` because Auth0 needs it; here the resource is implied.
    // `invitation`: the token of the invitation link being followed (issue 30), read by the pages.
    extraParams: ['audience', 'invitation'],
    // Browsers send Origin on same-origin POSTs too; the default helper would refuse the token call.
    clientBasedCORS: (_ctx, origin, client) => client.clientId === clientId && origin === publicOrigin,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: 'openid profile email',
            audience,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: SIGNING_ALG } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          // Browsers say where a navigation came from; without that header, assume elsewhere.
          const site = ctx.get('sec-fetch-site');
          const language = headersLanguage(ctx.get('cookie'), ctx.get('accept-language'));
          ctx.body = logoutPage(form, site === 'same-origin' || site === 'same-site', language);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage(headersLanguage(ctx.get('cookie'), ctx.get('accept-language')));
        },
      },
    },
    interactions: {
      policy: interactionPolicyWithCreate(interactionPolicy),
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    loadExistingGrant: firstPartyGrantLoader(clientId),
    // Without this, offline_access is dropped unless prompt=consent, and the web app could not
    // renew silently; refresh tokens still end with the sign-in session unless offline_access.
    issueRefreshToken: (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') &&
      (code.kind === 'AuthorizationCode' || code.scopes.has('offline_access')),
    rotateRefreshToken: true,
    findAccount: async (_ctx, sub) => {
      const account = await findAccountBySubject(db, sub);
      if (!account) return undefined;
      const profile = tokenProfile(account);
      return { accountId: sub, profile, claims: () => ({ sub, ...profile }) };
    },
    // The API reads who the user is from the access token alone (no userinfo round trip).
    extraTokenClaims: async (ctx, token) => {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      if (!accountId) return undefined;
      // `sid` names the sign-in session, so a password change can end every session but this one.
      const sessionUid = 'sessionUid' in token ? (token.sessionUid as string | undefined) : undefined;
      // `gen`: the account's token generation now; a reset, change or sign-out ends it (decision 046).
      const gen = await tokenGenerationOf(db, issuer, accountId);
      const session = sessionUid ? { sid: sessionUid, gen } : { gen };
      // The token endpoint has usually loaded the account already.
      const loaded = ctx.oidc.account?.accountId === accountId ? ctx.oidc.account.profile : undefined;
      if (loaded) return { ...(loaded as TokenProfile), ...session };
      const account = await findAccountBySubject(db, accountId);
      return account ? { ...tokenProfile(account), ...session } : undefined;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      // Server errors keep their detail in the log; the page only says something failed.
      // The provider's error descriptions are its own English: French ones come from
      // provider-error-wording.ts, else the page's generic sentence in the visitor's language.
      const language = headersLanguage(ctx.get('cookie'), ctx.get('accept-language'));
      const description = out.error === 'server_error' ? undefined : out.error_description;
      ctx.body = errorPage(providerErrorDescription(description, language), language);
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: SESSION_TTL_SECONDS,
      Grant: SESSION_TTL_SECONDS,
      // Rotation must not extend a browser's refresh token forever: it inherits what is left.
      RefreshToken: (ctx: KoaContextWithOIDC) =>
        ctx?.oidc.entities.RotatedRefreshToken?.remainingTTL ?? SESSION_TTL_SECONDS,
    },
  };

  const provider = new Provider(issuer, configuration);
  // Koa may read X-Forwarded-Proto/Host: requests reach it with both rewritten from PUBLIC_URL
  // (http/public-origin.ts), so every URL it builds names PUBLIC_URL whatever the client sent.
  provider.proxy = true;
  return provider;
}
