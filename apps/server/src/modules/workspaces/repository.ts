import type { WorkspaceRole } from '@lt/core';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { businesses, users, workspaceMembers, workspaces } from '../../db/schema';

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type MemberRow = typeof workspaceMembers.$inferSelect;

export const PERSONAL_WORKSPACE_NAME = 'Personal';

/**
 * The user's personal workspace, made with its owner membership if it does not exist yet. An insert
 * that may do nothing (the partial unique index), so concurrent calls converge on one workspace.
 */
export async function ensurePersonal(db: Db, userId: string): Promise<WorkspaceRow> {
  await db.execute(sql`
    insert into ${workspaces} (name, personal, created_by) values (${PERSONAL_WORKSPACE_NAME}, true, ${userId})
    on conflict (created_by) where personal do nothing`);
  const [row] = await db
    .select()
    .from(workspaces)
    .where(and(eq(workspaces.createdBy, userId), eq(workspaces.personal, true)));
  await db
    .insert(workspaceMembers)
    .values({ workspaceId: row!.id, userId, role: 'owner' })
    .onConflictDoNothing();
  return row!;
}

export async function insert(db: Db, name: string, createdBy: string): Promise<WorkspaceRow> {
  const [row] = await db.insert(workspaces).values({ name, createdBy }).returning();
  await db.insert(workspaceMembers).values({ workspaceId: row!.id, userId: createdBy, role: 'owner' });
  return row!;
}

export async function countCreatedBy(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(workspaces).where(eq(workspaces.createdBy, userId));
  return row?.n ?? 0;
}

const memberCount =
  sql<number>`(select count(*) from ${workspaceMembers} m where m.workspace_id = ${workspaces.id})`.mapWith(
    Number,
  );
const businessCount =
  sql<number>`(select count(*) from ${businesses} b where b.workspace_id = ${workspaces.id})`.mapWith(Number);

export interface WorkspaceWithRole {
  workspace: WorkspaceRow;
  role: WorkspaceRole;
  memberCount: number;
  businessCount: number;
}

/** The shell's workspace switcher asks it of every caller every few seconds: prepared (decision 038). */
const listOfUser = preparedPer((db) =>
  db
    .select({
      workspace: workspaces,
      role: sql<WorkspaceRole>`${workspaceMembers.role}`,
      memberCount,
      businessCount,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, sql.placeholder('userId')))
    .orderBy(desc(workspaces.personal), asc(workspaces.name), asc(workspaces.id))
    .prepare('workspaces_of_user'),
);

/** The caller's workspaces, the personal one first, then by name. */
export function listForUser(db: Db, userId: string): Promise<WorkspaceWithRole[]> {
  return listOfUser(db).execute({ userId });
}

export function findForUser(db: Db, userId: string, id: string): Promise<WorkspaceWithRole | undefined> {
  return db
    .select({
      workspace: workspaces,
      role: sql<WorkspaceRole>`${workspaceMembers.role}`,
      memberCount,
      businessCount,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaces.id, id)))
    .then((rows) => rows[0]);
}

export async function rename(db: Db, id: string, name: string): Promise<void> {
  await db.update(workspaces).set({ name }).where(eq(workspaces.id, id));
}

/** Its memberships, invitations and businesses (with their licences) go with it, by cascade. */
export async function remove(db: Db, id: string): Promise<void> {
  await db.delete(workspaces).where(eq(workspaces.id, id));
}

export interface MemberWithUser {
  member: MemberRow;
  fullName: string | null;
  email: string | null;
}

/** One page of members: owners first, then by name. */
export function listMembers(
  db: Db,
  workspaceId: string,
  page: { limit: number; offset: number },
  onlyUserId?: string,
): Promise<MemberWithUser[]> {
  return db
    .select({ member: workspaceMembers, fullName: users.fullName, email: users.email })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        onlyUserId ? eq(workspaceMembers.userId, onlyUserId) : undefined,
      ),
    )
    .orderBy(
      sql`case ${workspaceMembers.role} when 'owner' then 0 when 'editor' then 1 else 2 end`,
      asc(users.fullName),
      asc(users.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function countMembers(db: Db, workspaceId: string, role?: WorkspaceRole): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workspaceMembers)
    .where(
      and(eq(workspaceMembers.workspaceId, workspaceId), role ? eq(workspaceMembers.role, role) : undefined),
    );
  return row?.n ?? 0;
}

/**
 * The member's row, locked with every owner row of the workspace until the transaction ends: two
 * owners demoting or removing each other at once cannot leave the workspace without an owner.
 */
export async function lockMembers(db: Db, workspaceId: string): Promise<MemberRow[]> {
  return db
    .select()
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .for('update');
}

export async function setRole(db: Db, workspaceId: string, userId: string, role: WorkspaceRole) {
  await db
    .update(workspaceMembers)
    .set({ role })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

export async function removeMember(db: Db, workspaceId: string, userId: string): Promise<void> {
  await db
    .delete(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

/** Adds a member; one already there keeps their role (an invitation never demotes). */
export async function addMember(db: Db, workspaceId: string, userId: string, role: WorkspaceRole) {
  await db.insert(workspaceMembers).values({ workspaceId, userId, role }).onConflictDoNothing();
}

export async function roleIn(
  db: Db,
  userId: string,
  workspaceId: string,
): Promise<WorkspaceRole | undefined> {
  const [row] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.workspaceId, workspaceId)));
  return row?.role;
}

/**
 * Before an account is deleted (decision 014): workspaces where the user is alone go, with their
 * businesses; where others remain without an owner, the longest-standing member becomes owner;
 * businesses the user created in a workspace that stays pass to one of its owners, so that they are
 * not deleted with the account and their reminders keep going to someone.
 */
export async function releaseWorkspacesOf(db: Db, userId: string): Promise<void> {
  await db.execute(sql`
    delete from ${workspaces} w
    where exists (select 1 from ${workspaceMembers} m where m.workspace_id = w.id and m.user_id = ${userId})
      and not exists (select 1 from ${workspaceMembers} m where m.workspace_id = w.id and m.user_id <> ${userId})`);
  await db.execute(sql`
    update ${workspaceMembers} m set role = 'owner'
    from (
      select distinct on (o.workspace_id) o.workspace_id, o.user_id
      from ${workspaceMembers} o
      where o.user_id <> ${userId}
        and o.workspace_id in (select workspace_id from ${workspaceMembers} where user_id = ${userId})
        and not exists (
          select 1 from ${workspaceMembers} x
          where x.workspace_id = o.workspace_id and x.role = 'owner' and x.user_id <> ${userId})
      order by o.workspace_id, o.created_at, o.user_id
    ) heir
    where m.workspace_id = heir.workspace_id and m.user_id = heir.user_id`);
  await db.execute(sql`
    update ${businesses} b set owner_id = (
      select o.user_id from ${workspaceMembers} o
      where o.workspace_id = b.workspace_id and o.role = 'owner' and o.user_id <> ${userId}
      order by o.created_at, o.user_id limit 1)
    where b.owner_id = ${userId}
      and exists (
        select 1 from ${workspaceMembers} o
        where o.workspace_id = b.workspace_id and o.role = 'owner' and o.user_id <> ${userId})`);
}

export async function hasMemberWithEmail(db: Db, workspaceId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), sql`lower(${users.email}) = ${email}`))
    .limit(1);
  return rows.length > 0;
}
