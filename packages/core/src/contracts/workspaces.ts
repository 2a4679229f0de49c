import { z } from 'zod';
import { normalizePhoneNumber, PHONE_NUMBER_MESSAGE } from '../domain/phone';
import { ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE } from './admin';
import { text } from './common';
import { requiredText, strictBody, typeMessage } from './fields';

/** Workspaces, members and invitations (decision 014). */

export const WORKSPACE_ROLES = ['owner', 'editor', 'viewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** Editors and owners change businesses and licences; viewers only read. */
export const canEdit = (role: WorkspaceRole) => role === 'owner' || role === 'editor';

/** How long an invitation link works, and how many may wait at once in one workspace. */
export const INVITATION_VALID_DAYS = 7;
export const MAX_PENDING_INVITATIONS = 50;

export const roleField = z.enum(WORKSPACE_ROLES, { message: `must be one of ${WORKSPACE_ROLES.join(', ')}` });

export const Workspace = z
  .object({
    id: z.string(),
    name: z.string(),
    personal: z.boolean().meta({ description: "The user's own workspace: one each, never deleted." }),
    role: roleField.meta({ description: "The caller's role in it." }),
    member_count: z.number().int(),
    business_count: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'Workspace' });
export type Workspace = z.infer<typeof Workspace>;

export const WorkspaceInput = strictBody({ name: requiredText(120) });
export type WorkspaceInput = z.input<typeof WorkspaceInput>;

/** DELETE /workspaces/{id}: the name typed again (compared without case or surrounding spaces). */
export const WorkspaceDeletion = strictBody({ confirm_name: text(200) });
export type WorkspaceDeletion = z.input<typeof WorkspaceDeletion>;

export const WorkspaceMember = z
  .object({
    user_id: z.string(),
    full_name: z.string().nullable(),
    email: z.string().nullable(),
    role: roleField,
    joined_at: z.string(),
  })
  .meta({ id: 'WorkspaceMember' });
export type WorkspaceMember = z.infer<typeof WorkspaceMember>;

export const MemberRoleUpdate = strictBody({ role: roleField });
export type MemberRoleUpdate = z.input<typeof MemberRoleUpdate>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const InvitationCreate = strictBody({
  email: z
    .string({ error: typeMessage('an e-mail address') })
    .trim()
    .toLowerCase()
    .max(320, { message: 'must be at most 320 characters' })
    .pipe(z.email({ message: 'must be an e-mail address' })),
  role: roleField,
});
export type InvitationCreate = z.input<typeof InvitationCreate>;

export const WorkspaceInvitation = z
  .object({
    id: z.string(),
    email: z.string(),
    role: roleField,
    status: z.enum(INVITATION_STATUSES),
    invited_by: z.string().nullable(),
    expires_at: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'WorkspaceInvitation' });
export type WorkspaceInvitation = z.infer<typeof WorkspaceInvitation>;

/** GET /invitations/{token}: what the accept page shows before the invitee says yes. */
export const InvitationView = z
  .object({
    workspace_id: z.string(),
    workspace_name: z.string(),
    role: roleField,
    email: z.string(),
    invited_by: z.string().nullable(),
    status: z.enum(INVITATION_STATUSES),
    expires_at: z.string(),
    /** The caller's verified account e-mail is the invited one: only then can they accept. */
    email_matches: z.boolean(),
    already_member: z.boolean(),
  })
  .meta({ id: 'InvitationView' });
export type InvitationView = z.infer<typeof InvitationView>;

/**
 * POST /invitations/{token}/accept: joining counts as onboarding, so a user not yet onboarded
 * confirms their name and phone here (both required then; optional for an onboarded user).
 */
export const InvitationAccept = strictBody({
  full_name: requiredText(200).optional(),
  phone_number: text(40)
    .refine((v) => normalizePhoneNumber(v) !== null, { message: PHONE_NUMBER_MESSAGE })
    .optional(),
});
export type InvitationAccept = z.input<typeof InvitationAccept>;

export const invitationTokenParam = z.object({
  token: z
    .string()
    .min(20, { message: 'is not a valid invitation link' })
    .max(100, { message: 'is not a valid invitation link' })
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'is not a valid invitation link' }),
});

export const memberParams = z.object({
  id: z.uuid({ error: typeMessage('a valid id') }),
  user_id: z.uuid({ error: typeMessage('a valid id') }),
});

export const invitationParams = z.object({
  id: z.uuid({ error: typeMessage('a valid id') }),
  invitation_id: z.uuid({ error: typeMessage('a valid id') }),
});

const wholeNumber = (min: number, max?: number) => {
  const base = z.coerce
    .number({ error: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(min, { message: `must be at least ${min}` });
  return max === undefined ? base : base.max(max, { message: `must be at most ${max}` });
};

/** `?limit=&offset=` of members and invitations. */
export const WorkspacePageQuery = z.object({
  limit: wholeNumber(1, ADMIN_PAGE_MAX).default(ADMIN_PAGE_SIZE),
  offset: wholeNumber(0).default(0),
});
export type WorkspacePageQuery = z.input<typeof WorkspacePageQuery>;

export const AdminWorkspace = z
  .object({
    id: z.string(),
    name: z.string(),
    personal: z.boolean(),
    created_by_email: z.string().nullable(),
    member_count: z.number().int(),
    business_count: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminWorkspace' });
export type AdminWorkspace = z.infer<typeof AdminWorkspace>;
