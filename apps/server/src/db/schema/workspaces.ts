import type { WorkspaceRole } from '@lt/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Where businesses live (decision 014): a user's personal workspace (one each, made at onboarding
 * or with the first business) and the shared ones they create or are invited into.
 */
export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    personal: boolean('personal').notNull().default(false),
    /** Who made it; null once that account is deleted (a shared workspace outlives its creator). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Exactly one personal workspace per user: "ensure" is an insert that may do nothing.
    uniqueIndex('workspaces_personal_key').on(t.createdBy).where(sql`${t.personal}`),
    // The admin list's order (newest first, the index read backwards).
    index('workspaces_created_idx').on(t.createdAt, t.id),
  ],
);

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `owner` | `editor` | `viewer` (WORKSPACE_ROLES in @lt/core). */
    role: text('role').$type<WorkspaceRole>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    // "The workspaces of this user": every request that lists or checks access starts here.
    index('workspace_members_user_idx').on(t.userId, t.workspaceId),
    check('workspace_members_role', sql`${t.role} in ('owner', 'editor', 'viewer')`),
  ],
);

/** A single-use link e-mailed to someone, valid 7 days; only the SHA-256 of its token is kept. */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<WorkspaceRole>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workspace_invitations_token_key').on(t.tokenHash),
    index('workspace_invitations_workspace_idx').on(t.workspaceId, t.createdAt),
    check('workspace_invitations_role', sql`${t.role} in ('owner', 'editor', 'viewer')`),
  ],
);
