import { z } from 'zod';

export const MeResponse = z
  .object({
    subject: z.string(),
    issuer: z.string(),
    email: z.string().nullable(),
    name: z.string().nullable(),
    login_method: z.string(),
  })
  .meta({ id: 'Me' });
export type MeResponse = z.infer<typeof MeResponse>;

export const VerifyResponse = z
  .object({ valid: z.literal(true), subject: z.string() })
  .meta({ id: 'Verify' });

export const IsAdminResponse = z
  .object({ is_admin: z.boolean(), is_super_admin: z.boolean() })
  .meta({ id: 'AdminCheck' });
export type IsAdminResponse = z.infer<typeof IsAdminResponse>;

/**
 * How the web app asks the identity provider for a token meant for the API:
 * - `audience`: Auth0's `audience` parameter;
 * - `resource`: RFC 8707 resource indicator (standards-based providers, the built-in one);
 * - `none`: nothing; the provider maps the client to the API itself (Keycloak, Entra ID scopes).
 */
export const AUDIENCE_PARAMS = ['audience', 'resource', 'none'] as const;
export const AudienceParam = z.enum(AUDIENCE_PARAMS);
export type AudienceParam = z.infer<typeof AudienceParam>;

/** Served at /auth-config.json so one web build works with any identity provider. */
export const WebAuthConfig = z.object({
  authority: z.string(),
  client_id: z.string(),
  audience: z.string(),
  audience_param: AudienceParam,
  /** The provider honours `prompt=create` (account creation), so "Get Started" can ask for it. */
  prompt_create: z.boolean(),
  scope: z.string(),
  provider_name: z.string(),
});
export type WebAuthConfig = z.infer<typeof WebAuthConfig>;
