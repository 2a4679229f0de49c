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

/** Served at /auth-config.json so one web build works with any identity provider. */
export const WebAuthConfig = z.object({
  authority: z.string(),
  client_id: z.string(),
  audience: z.string(),
  scope: z.string(),
  provider_name: z.string(),
});
export type WebAuthConfig = z.infer<typeof WebAuthConfig>;
