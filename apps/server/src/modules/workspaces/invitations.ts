import { createHash, randomBytes } from 'node:crypto';
import {
  INVITATION_VALID_DAYS,
  type InvitationAccept,
  type InvitationStatus,
  type InvitationView,
  type WorkspaceInvitation,
  type WorkspacePageQuery,
  type WorkspaceRole,
} from '@lt/core';
import type { z } from 'zod';
import type { UserRow } from '../../auth/caller';
import type { Db } from '../../db/client';
import { accountCaps, capReached } from '../../lib/account-caps';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { markEmailVerified, markOnboardedByInvitation } from '../users/service';
import { roleInWorkspace } from './access';
import { invitationMail } from './invitation-mail';
import * as repo from './invitation-repository';
import * as workspaces from './repository';

export const INVITATION_NOT_FOUND = 'This invitation link is not valid.';
export const INVITATION_USED = 'This invitation has already been used.';
export const INVITATION_REVOKED = 'This invitation was withdrawn; ask for a new one.';
export const INVITATION_EXPIRED = `This invitation has expired (links work for ${INVITATION_VALID_DAYS} days); ask for a new one.`;
export const INVITATION_OTHER_EMAIL =
  'This invitation was sent to another e-mail address: sign in with that address to accept it.';
export const ALREADY_MEMBER = 'This person is already a member of the workspace.';
export const tooManyPending = (n: number) =>
  `A workspace can have at most ${n} invitations waiting or withdrawn in the last 24 hours; try again later.`;
export const tooManyToday = (n: number) =>
  `You can send at most ${n} invitations a day; try again tomorrow (UTC).`;
export const CONFIRM_EMAIL_TO_INVITE =
  'Only an account with a confirmed e-mail address can invite: confirm yours first.';
export const NAME_AND_PHONE_REQUIRED = 'full_name and phone_number: confirm your name and phone to join';
export const NAME_REQUIRED = 'full_name: confirm your name to join';
const ALREADY_ACCEPTED = 'This invitation was already accepted; remove the member instead.';

type Page = z.output<typeof WorkspacePageQuery>;

/** Sends one e-mail (the product's transport, handed in by the routes). */
export type SendMail = (to: string, mail: { subject: string; text: string; html: string }) => Promise<void>;

/**
 * Marks the built-in provider's account of `subject` confirmed too, so its tokens and profile say
 * so (composed in app.ts: this module knows no sign-in provider). Runs inside the accept.
 */
export type ConfirmAccount = (db: Db, subject: string) => Promise<void>;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function statusOf(row: repo.InvitationRow, now: Date): InvitationStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

function toInvitation({ invitation, invitedBy }: repo.InvitationWithNames, now: Date): WorkspaceInvitation {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    status: statusOf(invitation, now),
    invited_by: invitedBy,
    expires_at: invitation.expiresAt.toISOString(),
    created_at: invitation.createdAt.toISOString(),
  };
}

const DAY_MS = 86_400_000;

/**
 * Owner only, from an account whose e-mail is confirmed, within the account's daily allowance and
 * the workspace's pending cap (issue 31: no relay). The e-mail goes out after the invitation is stored (the outbox transport writes
 * through its own connection, which must not wait for this transaction); if it cannot be sent, the
 * invitation is removed again and the failure travels on as a logged 5xx, not the caller's to fix.
 */
export async function invite(
  db: Db,
  inviter: UserRow,
  workspaceId: string,
  input: { email: string; role: WorkspaceRole },
  ctx: { now: Date; publicUrl: string; send: SendMail },
): Promise<WorkspaceInvitation> {
  const token = randomBytes(32).toString('base64url');
  const inviterName = inviter.fullName?.trim() || inviter.email || 'Someone';
  const caps = accountCaps();
  const { row, workspaceName, language } = await db.transaction(async (tx) => {
    await roleInWorkspace(tx, inviter.id, workspaceId, 'own');
    // After the role: someone else's workspace stays a 404, not a hint about their own account.
    if (!inviter.emailVerified || !inviter.email) throw forbidden(CONFIRM_EMAIL_TO_INVITE);
    const workspace = (await workspaces.findForUser(tx, inviter.id, workspaceId))!;
    if (await workspaces.hasMemberWithEmail(tx, workspaceId, input.email)) throw conflict(ALREADY_MEMBER);
    await repo.revokePendingFor(tx, workspaceId, input.email, ctx.now);
    const since = new Date(ctx.now.getTime() - DAY_MS);
    if ((await repo.countPendingOrWithdrawn(tx, workspaceId, ctx.now, since)) >= caps.pendingInvitations) {
      throw capReached(tooManyPending(caps.pendingInvitations));
    }
    if (!(await repo.takeDailyInvitation(tx, inviter.id, ctx.now, caps.invitationsPerDay))) {
      throw capReached(tooManyToday(caps.invitationsPerDay));
    }
    const inserted = await repo.insert(tx, {
      workspaceId,
      email: input.email,
      role: input.role,
      tokenHash: hashOf(token),
      invitedBy: inviter.id,
      expiresAt: new Date(ctx.now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
      createdAt: ctx.now,
    });
    // The invitee's own language when they have an account, else the inviter's (issue 30).
    const language = (await repo.languageOfEmail(tx, input.email)) ?? inviter.language;
    return { row: inserted, workspaceName: workspace.workspace.name, language };
  });
  try {
    await ctx.send(
      input.email,
      invitationMail({
        inviter: inviterName,
        inviterEmail: inviter.email!,
        invitee: input.email,
        workspaceName,
        role: input.role,
        url: `${ctx.publicUrl}/invite/${token}`,
        language,
      }),
    );
  } catch (error) {
    await repo.remove(db, row.id);
    throw error;
  }
  return toInvitation({ invitation: row, invitedBy: inviterName, workspaceName }, ctx.now);
}

export async function listInvitations(
  db: Db,
  userId: string,
  workspaceId: string,
  page: Page,
  now: Date,
): Promise<{ invitations: WorkspaceInvitation[]; total: number }> {
  await roleInWorkspace(db, userId, workspaceId, 'own');
  const [rows, total] = await Promise.all([repo.list(db, workspaceId, page), repo.countAll(db, workspaceId)]);
  return { total, invitations: rows.map((r) => toInvitation(r, now)) };
}

/** Owner only; withdrawing one already withdrawn or expired is harmless. */
export async function revoke(db: Db, userId: string, workspaceId: string, id: string, now: Date) {
  await db.transaction(async (tx) => {
    await roleInWorkspace(tx, userId, workspaceId, 'own');
    const row = await repo.findInWorkspace(tx, workspaceId, id);
    if (!row) throw notFound('Invitation not found');
    if (row.acceptedAt) throw conflict(ALREADY_ACCEPTED);
    if (!row.revokedAt) await repo.update(tx, id, { revokedAt: now });
  });
}

/** Both sides trimmed and lower-cased: addresses are compared in the form sign-up stores. */
const normalised = (email: string) => email.trim().toLowerCase();
const emailMatches = (user: UserRow, invited: string) =>
  user.email !== null && normalised(user.email) === normalised(invited);

/**
 * A viewer reads and gets no SMS duty, so joining as one asks for no phone (issue 30); editors and
 * owners still give one, as decision 014 asks of someone who skips the wizard.
 */
export const phoneRequiredFor = (role: WorkspaceRole) => role !== 'viewer';

/**
 * The address a live invitation was sent to, for the sign-in pages: only the holder of the token
 * learns it, and only that one address (no lookup of arbitrary addresses). Nothing when the
 * token is malformed, unknown, used, withdrawn or expired.
 */
export async function invitedAddress(db: Db, token: string, now: Date): Promise<string | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const found = await repo.findByTokenHash(db, hashOf(token));
  return found && statusOf(found.invitation, now) === 'pending'
    ? normalised(found.invitation.email)
    : undefined;
}

/** What the accept page shows: to any signed-in holder of the link. */
export async function viewInvitation(
  db: Db,
  user: UserRow,
  token: string,
  now: Date,
): Promise<InvitationView> {
  const found = await repo.findByTokenHash(db, hashOf(token));
  if (!found) throw notFound(INVITATION_NOT_FOUND);
  const { invitation } = found;
  return {
    workspace_id: invitation.workspaceId,
    workspace_name: found.workspaceName,
    role: invitation.role,
    email: invitation.email,
    invited_by: found.invitedBy,
    status: statusOf(invitation, now),
    expires_at: invitation.expiresAt.toISOString(),
    email_matches: emailMatches(user, invitation.email),
    already_member: (await workspaces.roleIn(db, user.id, invitation.workspaceId)) !== undefined,
  };
}

/**
 * Once, before expiry, by the signed-in user whose e-mail is the invited one. The token was mailed
 * to that address, so presenting it proves the address: an unconfirmed one is confirmed here, in
 * the same transaction (issue 30: no second confirmation). Joining counts as onboarding: a user not
 * yet onboarded confirms their name (and phone, except a viewer) and skips the wizard. A member
 * already there keeps their role.
 */
export async function acceptInvitation(
  db: Db,
  user: UserRow,
  token: string,
  input: z.output<typeof InvitationAccept>,
  now: Date,
  confirmAccount?: ConfirmAccount,
): Promise<{ workspace_id: string; role: WorkspaceRole }> {
  return db.transaction(async (tx) => {
    const found = await repo.findByTokenHash(tx, hashOf(token), { lock: true });
    if (!found) throw notFound(INVITATION_NOT_FOUND);
    const { invitation } = found;
    const status = statusOf(invitation, now);
    if (status === 'accepted') throw conflict(INVITATION_USED);
    if (status === 'revoked') throw conflict(INVITATION_REVOKED);
    if (status === 'expired') throw conflict(INVITATION_EXPIRED);
    if (!emailMatches(user, invitation.email)) throw forbidden(INVITATION_OTHER_EMAIL);
    if (!user.emailVerified) {
      await markEmailVerified(tx, user.issuer, user.subject, user.email!);
      await confirmAccount?.(tx, user.subject);
    }
    if (!user.isOnboarded) {
      const phoneNeeded = phoneRequiredFor(invitation.role);
      if (!input.full_name || (phoneNeeded && !input.phone_number)) {
        throw badRequest(phoneNeeded ? NAME_AND_PHONE_REQUIRED : NAME_REQUIRED);
      }
      await markOnboardedByInvitation(tx, user.id, {
        fullName: input.full_name,
        phoneNumber: input.phone_number,
      });
    }
    await workspaces.ensurePersonal(tx, user.id);
    await workspaces.addMember(tx, invitation.workspaceId, user.id, invitation.role);
    await repo.update(tx, invitation.id, { acceptedAt: now, acceptedBy: user.id });
    const role = (await workspaces.roleIn(tx, user.id, invitation.workspaceId))!;
    return { workspace_id: invitation.workspaceId, role };
  });
}
