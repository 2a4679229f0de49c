import type { Workspace, WorkspaceMember, WorkspacePageQuery, WorkspaceRole } from '@lt/core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { accountCaps, capReached } from '../../lib/account-caps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { allow, roleInWorkspace, WORKSPACE_NOT_FOUND } from './access';
import * as repo from './repository';

type Page = z.output<typeof WorkspacePageQuery>;

export const PERSONAL_NOT_DELETABLE =
  'Your personal workspace cannot be deleted; delete its businesses, or your account, instead.';
export const CONFIRM_NAME_MISMATCH = 'confirm_name: does not match the name of this workspace';
export const LAST_OWNER =
  'A workspace needs at least one owner: make another member an owner first, or delete the workspace.';
export const MEMBER_NOT_FOUND = 'Member not found';
export const tooManyWorkspaces = (n: number) => `You can create at most ${n} workspaces.`;
export const CREATOR_STAYS = 'You cannot leave or be removed from your own personal workspace.';

/** Onboarding and the first business make it; one per user (decision 014). */
export const ensurePersonalWorkspace = repo.ensurePersonal;

function toWorkspace(w: repo.WorkspaceWithRole): Workspace {
  return {
    id: w.workspace.id,
    name: w.workspace.name,
    personal: w.workspace.personal,
    role: w.role,
    member_count: w.memberCount,
    business_count: w.businessCount,
    created_at: w.workspace.createdAt.toISOString(),
  };
}

/** Every workspace of the user, the personal one always among them. */
export async function listWorkspaces(db: Db, userId: string): Promise<Workspace[]> {
  let rows = await repo.listForUser(db, userId);
  if (!rows.some((w) => w.workspace.personal && w.workspace.createdBy === userId)) {
    await repo.ensurePersonal(db, userId);
    rows = await repo.listForUser(db, userId);
  }
  return rows.map(toWorkspace);
}

export async function getWorkspace(db: Db, userId: string, id: string): Promise<Workspace> {
  const found = await repo.findForUser(db, userId, id);
  allow(found?.role, 'read', WORKSPACE_NOT_FOUND);
  return toWorkspace(found!);
}

export async function createWorkspace(db: Db, userId: string, name: string): Promise<Workspace> {
  return db.transaction(async (tx) => {
    const cap = accountCaps().workspaces;
    if ((await repo.countCreatedBy(tx, userId)) >= cap) throw capReached(tooManyWorkspaces(cap));
    await repo.ensurePersonal(tx, userId);
    const row = await repo.insert(tx, name, userId);
    return getWorkspace(tx, userId, row.id);
  });
}

export async function renameWorkspace(db: Db, userId: string, id: string, name: string): Promise<Workspace> {
  return db.transaction(async (tx) => {
    await roleInWorkspace(tx, userId, id, 'own');
    await repo.rename(tx, id, name);
    return getWorkspace(tx, userId, id);
  });
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Owner only, confirmed by the name; its businesses and licences go with it. */
export async function deleteWorkspace(
  db: Db,
  userId: string,
  id: string,
  confirmName: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await repo.findForUser(tx, userId, id);
    allow(found?.role, 'own', WORKSPACE_NOT_FOUND);
    if (found!.workspace.personal) throw badRequest(PERSONAL_NOT_DELETABLE);
    if (!sameName(found!.workspace.name, confirmName)) throw badRequest(CONFIRM_NAME_MISMATCH);
    await repo.remove(tx, id);
  });
}

export async function listMembers(
  db: Db,
  userId: string,
  workspaceId: string,
  page: Page,
): Promise<{ members: WorkspaceMember[]; total: number }> {
  await roleInWorkspace(db, userId, workspaceId, 'read');
  const [rows, total] = await Promise.all([
    repo.listMembers(db, workspaceId, page),
    repo.countMembers(db, workspaceId),
  ]);
  return {
    total,
    members: rows.map(toMember),
  };
}

function toMember({ member, fullName, email }: repo.MemberWithUser): WorkspaceMember {
  return {
    user_id: member.userId,
    full_name: fullName,
    email,
    role: member.role,
    joined_at: member.createdAt.toISOString(),
  };
}

/**
 * The members are locked for the change, so that two owners demoting or removing each other at
 * the same time cannot leave the workspace without an owner.
 */
async function lockedMember(tx: Db, workspaceId: string, memberId: string) {
  const members = await repo.lockMembers(tx, workspaceId);
  const member = members.find((m) => m.userId === memberId);
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  const owners = members.filter((m) => m.role === 'owner').length;
  return { member, owners };
}

/** Owner only. The last owner cannot step down. */
export async function changeRole(
  db: Db,
  userId: string,
  workspaceId: string,
  memberId: string,
  role: WorkspaceRole,
): Promise<WorkspaceMember> {
  return db.transaction(async (tx) => {
    await roleInWorkspace(tx, userId, workspaceId, 'own');
    const { member, owners } = await lockedMember(tx, workspaceId, memberId);
    if (member.role === 'owner' && role !== 'owner' && owners <= 1) throw conflict(LAST_OWNER);
    await repo.setRole(tx, workspaceId, memberId, role);
    const [changed] = await repo.listMembers(tx, workspaceId, { limit: 1, offset: 0 }, memberId);
    return toMember(changed!);
  });
}

/** An owner removes anyone; any member may leave. The last owner can do neither. */
export async function removeMember(db: Db, userId: string, workspaceId: string, memberId: string) {
  await db.transaction(async (tx) => {
    const found = await repo.findForUser(tx, userId, workspaceId);
    allow(found?.role, memberId === userId ? 'read' : 'own', WORKSPACE_NOT_FOUND);
    const { member, owners } = await lockedMember(tx, workspaceId, memberId);
    if (found!.workspace.personal && member.userId === found!.workspace.createdBy) {
      throw conflict(CREATOR_STAYS);
    }
    if (member.role === 'owner' && owners <= 1) throw conflict(LAST_OWNER);
    await repo.removeMember(tx, workspaceId, memberId);
  });
}

export const releaseWorkspacesOf = repo.releaseWorkspacesOf;
