import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { preparedPer } from '../db/prepared';
import { adminGrants, users } from '../db/schema';
import type { UserRow } from './caller';

export interface Roles {
  is_admin: boolean;
  is_super_admin: boolean;
}

/** What the roles of a user are decided on: who they are and what their provider vouches for. */
export type RoleSubject = { id: string; email: string | null; emailVerified: boolean };

const NO_ROLES: Roles = { is_admin: false, is_super_admin: false };

/**
 * Admins come from ADMIN_EMAILS / SUPER_ADMIN_EMAILS and from `npm run admin -- grant`.
 * Checked on the server for every admin route; the web only mirrors it.
 *
 * An e-mail is proof only once verified (decision 009): whoever registers an admin's address
 * first, or presents a token with `email_verified: false`, gets nothing. A grant the operator
 * made for an existing user is bound to that user and needs no further proof; it goes with them.
 */
// Read for every caller every few seconds (the caller cache, decision 012): prepared (decision 038).
const grantOfUser = preparedPer((db) =>
  db
    .select()
    .from(adminGrants)
    .where(eq(adminGrants.userId, sql.placeholder('userId')))
    .prepare('admin_grant_of_user'),
);
const grantOfEmail = preparedPer((db) =>
  db
    .select()
    .from(adminGrants)
    .where(and(eq(adminGrants.email, sql.placeholder('email')), sql`${adminGrants.userId} is null`))
    .prepare('admin_grant_of_email'),
);

export async function rolesFor(db: Db, config: Config, user: RoleSubject): Promise<Roles> {
  const [bound] = await grantOfUser(db).execute({ userId: user.id });
  const email = user.email?.toLowerCase();
  if (!email || !user.emailVerified) {
    return bound ? { is_admin: true, is_super_admin: bound.isSuperAdmin } : NO_ROLES;
  }
  const [byEmail] = await grantOfEmail(db).execute({ email });
  const grant = bound ?? byEmail;
  const isSuper = config.superAdminEmails.includes(email) || grant?.isSuperAdmin === true;
  const isAdmin = isSuper || config.adminEmails.includes(email) || grant !== undefined;
  return { is_admin: isAdmin, is_super_admin: isSuper };
}

/** The caller's roles, through the caller cache (a grant made elsewhere shows within its bound). */
export function callerRoles(app: FastifyInstance, user: UserRow): Promise<Roles> {
  return app.callers.rolesFor(user, () => rolesFor(app.db, app.config, user));
}

/**
 * The operator's grant. When exactly one user has the e-mail now, the grant is bound to that
 * user (the operator vouches for them); otherwise it waits for a user who verifies the address.
 */
export async function grantAdmin(
  db: Db,
  email: string,
  superAdmin: boolean,
): Promise<{ boundTo: string | null }> {
  const normalized = email.trim().toLowerCase();
  const holders = await db.select({ id: users.id }).from(users).where(eq(users.email, normalized));
  const userId = holders.length === 1 ? holders[0]!.id : null;
  await db
    .insert(adminGrants)
    .values({ email: normalized, userId, isSuperAdmin: superAdmin })
    .onConflictDoUpdate({ target: adminGrants.email, set: { isSuperAdmin: superAdmin, userId } });
  return { boundTo: userId };
}

export async function revokeAdmin(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .delete(adminGrants)
    .where(eq(adminGrants.email, email.trim().toLowerCase()))
    .returning();
  return rows.length > 0;
}
