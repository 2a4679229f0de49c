import { canEdit, type WorkspaceRole } from '@lt/core';
import { and, eq, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, workspaceMembers } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import * as repo from './repository';

/**
 * The one place that decides who may do what with a workspace's businesses and licences
 * (decision 014). Membership is read from the database on every request, never cached: removing a
 * member or changing a role takes effect on their very next request.
 *
 * - not a member: 404, the same answer as for an id that does not exist;
 * - `read`: any member; `edit` (businesses, licences): owner or editor; `own` (the workspace
 *   itself, its members and invitations): owner only. Too weak a role is a 403 that says why.
 */
export type Need = 'read' | 'edit' | 'own';

export const VIEWER_CANNOT_EDIT =
  'You are a viewer in this workspace: you can see its businesses and licences but not change them.';
export const OWNER_ONLY = 'Only an owner of this workspace can do this.';

export function allow(role: WorkspaceRole | undefined, need: Need, notFoundDetail: string): WorkspaceRole {
  if (!role) throw notFound(notFoundDetail);
  if (need === 'edit' && !canEdit(role)) throw forbidden(VIEWER_CANNOT_EDIT);
  if (need === 'own' && role !== 'owner') throw forbidden(OWNER_ONLY);
  return role;
}

/** The join that keeps a query of businesses to those the user is a member for, with the role. */
export function membershipOfBusiness(userId: string | SQLWrapper): SQL {
  return and(eq(workspaceMembers.workspaceId, businesses.workspaceId), eq(workspaceMembers.userId, userId))!;
}

/** The user's role in a workspace, checked against what they want to do. */
export async function roleInWorkspace(
  db: Db,
  userId: string,
  workspaceId: string,
  need: Need,
  notFoundDetail = WORKSPACE_NOT_FOUND,
): Promise<WorkspaceRole> {
  return allow(await repo.roleIn(db, userId, workspaceId), need, notFoundDetail);
}

export const WORKSPACE_NOT_FOUND = 'Workspace not found';
