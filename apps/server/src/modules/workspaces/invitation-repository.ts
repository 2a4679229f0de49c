import type { Language } from '@lt/core';
import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authThrottle, users, workspaceInvitations, workspaces } from '../../db/schema';

export type InvitationRow = typeof workspaceInvitations.$inferSelect;
export type InvitationValues = typeof workspaceInvitations.$inferInsert;

const inviterName = sql<string | null>`coalesce(nullif(trim(${users.fullName}), ''), ${users.email})`;

export interface InvitationWithNames {
  invitation: InvitationRow;
  invitedBy: string | null;
  workspaceName: string;
}

/**
 * The profile language of the person an address belongs to (issue 30: their invitation in it);
 * undefined when nobody has it yet. A verified holder first, as admin rights by e-mail are.
 */
export async function languageOfEmail(db: Db, email: string): Promise<Language | undefined> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .orderBy(desc(users.emailVerified))
    .limit(1);
  return row?.language;
}

export async function insert(db: Db, values: InvitationValues): Promise<InvitationRow> {
  const [row] = await db.insert(workspaceInvitations).values(values).returning();
  return row!;
}

const pending = (now: Date) =>
  and(
    isNull(workspaceInvitations.acceptedAt),
    isNull(workspaceInvitations.revokedAt),
    gt(workspaceInvitations.expiresAt, now),
  );

/**
 * Invitations waiting, and those withdrawn since `withdrawnSince` (issue 31: withdrawing and
 * inviting again no longer frees a place at once).
 */
export async function countPendingOrWithdrawn(
  db: Db,
  workspaceId: string,
  now: Date,
  withdrawnSince: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        or(pending(now), gt(workspaceInvitations.revokedAt, withdrawnSince)),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Takes one invitation from the account's allowance for the UTC day, or false when it is spent
 * (issue 31). A fixed-window row of auth_throttle, as the server's SMS budget (reminders/send-caps.ts):
 * shared by every server copy, kept when the invitations or their workspace are deleted, and taken
 * inside the invitation's transaction, so a refused invitation gives its place back.
 */
export async function takeDailyInvitation(db: Db, userId: string, now: Date, cap: number): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const windowEndsAt = new Date(`${day}T00:00:00.000Z`);
  windowEndsAt.setUTCDate(windowEndsAt.getUTCDate() + 1);
  const taken = await db
    .insert(authThrottle)
    .values({ key: `invites:${userId}:${day}`, count: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: { count: sql`${authThrottle.count} + 1` },
      setWhere: sql`${authThrottle.count} < ${cap}`,
    })
    .returning({ count: authThrottle.count });
  return taken.length > 0 && (taken[0]?.count ?? 0) <= cap;
}

/** A new invitation to the same address replaces the one still waiting: one live link each. */
export async function revokePendingFor(db: Db, workspaceId: string, email: string, now: Date) {
  await db
    .update(workspaceInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        eq(workspaceInvitations.email, email),
        pending(now),
      ),
    );
}

const withNames = {
  invitation: workspaceInvitations,
  invitedBy: inviterName,
  workspaceName: workspaces.name,
};

export function list(
  db: Db,
  workspaceId: string,
  page: { limit: number; offset: number },
): Promise<InvitationWithNames[]> {
  return db
    .select(withNames)
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .leftJoin(users, eq(users.id, workspaceInvitations.invitedBy))
    .where(eq(workspaceInvitations.workspaceId, workspaceId))
    .orderBy(desc(workspaceInvitations.createdAt), desc(workspaceInvitations.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAll(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workspaceInvitations)
    .where(eq(workspaceInvitations.workspaceId, workspaceId));
  return row?.n ?? 0;
}

export function findInWorkspace(db: Db, workspaceId: string, id: string): Promise<InvitationRow | undefined> {
  return db
    .select()
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), eq(workspaceInvitations.id, id)))
    .then((rows) => rows[0]);
}

/** By the SHA-256 of its token; `lock` holds it so that two accepts of one link run one after the other. */
export function findByTokenHash(
  db: Db,
  tokenHash: string,
  { lock = false } = {},
): Promise<InvitationWithNames | undefined> {
  const query = db
    .select(withNames)
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .leftJoin(users, eq(users.id, workspaceInvitations.invitedBy))
    .where(eq(workspaceInvitations.tokenHash, tokenHash));
  return (lock ? query.for('update', { of: workspaceInvitations }) : query).then((rows) => rows[0]);
}

export async function update(db: Db, id: string, values: Partial<InvitationValues>): Promise<void> {
  await db.update(workspaceInvitations).set(values).where(eq(workspaceInvitations.id, id));
}

export async function remove(db: Db, id: string): Promise<void> {
  await db.delete(workspaceInvitations).where(eq(workspaceInvitations.id, id));
}
