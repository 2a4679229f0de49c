import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { adminGrants } from '../db/schema';

export interface Roles {
  is_admin: boolean;
  is_super_admin: boolean;
}

/**
 * Admins come from ADMIN_EMAILS / SUPER_ADMIN_EMAILS and from `npm run admin -- grant`.
 * Checked on the server for every admin route; the web only mirrors it.
 */
export async function rolesFor(db: Db, config: Config, email: string | null): Promise<Roles> {
  if (!email) return { is_admin: false, is_super_admin: false };
  const normalized = email.toLowerCase();
  const [grant] = await db.select().from(adminGrants).where(eq(adminGrants.email, normalized));
  const isSuper = config.superAdminEmails.includes(normalized) || grant?.isSuperAdmin === true;
  const isAdmin = isSuper || config.adminEmails.includes(normalized) || grant !== undefined;
  return { is_admin: isAdmin, is_super_admin: isSuper };
}

/** The caller's roles, through the caller cache (a grant made elsewhere shows within its bound). */
export function callerRoles(app: FastifyInstance, email: string | null): Promise<Roles> {
  return app.callers.rolesFor(email, () => rolesFor(app.db, app.config, email));
}

export async function grantAdmin(db: Db, email: string, superAdmin: boolean): Promise<void> {
  const normalized = email.trim().toLowerCase();
  await db
    .insert(adminGrants)
    .values({ email: normalized, isSuperAdmin: superAdmin })
    .onConflictDoUpdate({ target: adminGrants.email, set: { isSuperAdmin: superAdmin } });
}

export async function revokeAdmin(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .delete(adminGrants)
    .where(eq(adminGrants.email, email.trim().toLowerCase()))
    .returning();
  return rows.length > 0;
}
