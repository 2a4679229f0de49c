import {
  DEFAULT_LANGUAGE,
  isLanguage,
  MAX_RECIPIENT_CONFIRMATIONS,
  normalizePhoneNumber,
  type Recipient,
  type RecipientCreate,
  type RecipientPageQuery,
  type RecipientUpdate,
} from '@lt/core';
import type { z } from 'zod';
import type { UserRow } from '../../auth/caller';
import type { Db } from '../../db/client';
import { accountCaps, capReached } from '../../lib/account-caps';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { cachedRecipientTokens, recipientConfirmUrl } from '../../reminders/recipient-tokens';
import { confirmationMail } from '../../reminders/recipient-wording';
import { takeSendAllowance } from '../../reminders/send-caps';
import { getBusiness } from '../businesses/service';
import type { SendMail } from '../workspaces/invitations';
import * as repo from './repository';

export const RECIPIENT_NOT_FOUND = 'Recipient not found';
export const tooManyRecipients = (n: number) =>
  `A business can have at most ${n} reminder recipients; remove some first.`;
export const ALREADY_RECIPIENT = 'You already receive the reminders of this business.';
export const EMAIL_ALREADY_LISTED = 'email: this address already receives the reminders of this business';
export const MEMBER_FIELDS =
  'A member receives reminders at the e-mail and phone of their own profile: send only kind and channels.';
export const OTHERS_OPT_IN = 'Each member opts in or out of reminders themselves.';
export const CONTACT_NEEDS_NAME = 'name: is required for an outside contact';
export const CONTACT_NEEDS_ADDRESS = 'email: an outside contact needs an e-mail address or a phone number';
export const EMAIL_CHANNEL_NEEDS_EMAIL = 'email: is required to send e-mail reminders';
export const NO_SMS_FOR_CONTACTS = 'channels: SMS to an outside contact is not available yet; choose e-mail.';
export const CONFIRMATIONS_CAPPED = `This contact was already sent ${MAX_RECIPIENT_CONFIRMATIONS} confirmation e-mails; they can use the last one.`;
export const ALREADY_CONFIRMED = 'This contact already confirmed; reminders go to them.';
export const MEMBER_NEEDS_NO_CONFIRMATION =
  'A member receives reminders at their own profile’s address: there is nothing to confirm.';
export const UNSUBSCRIBED_NO_RESEND =
  'This contact stopped these reminders: no confirmation can be sent to them.';
export const NO_EMAIL_TO_CONFIRM = 'This contact has no e-mail address to send a confirmation to.';
export const DAILY_CAP = 'Your account reached its daily cap of e-mails; try again tomorrow.';

type Page = z.output<typeof RecipientPageQuery>;
type CreateValues = z.output<typeof RecipientCreate>;
type UpdateValues = z.output<typeof RecipientUpdate>;

export interface SendContext {
  now: Date;
  publicUrl: string;
  send: SendMail;
  /** The caller's daily e-mail cap (SEND_CAP_EMAIL_PER_DAY): confirmations count against it. */
  emailCap: number;
}

export function toRecipient({ recipient: r, member }: repo.RecipientWithMember, callerId: string): Recipient {
  const language = member ? member.language : r.language;
  return {
    id: r.id,
    kind: r.userId ? 'member' : 'contact',
    user_id: r.userId,
    name: member ? member.fullName?.trim() || member.email || '' : (r.name ?? ''),
    email: member ? member.email : r.email,
    phone_number: r.phoneNumber,
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
    channels: r.channels as Recipient['channels'],
    status: r.unsubscribedAt
      ? 'unsubscribed'
      : !r.userId && !r.confirmedAt
        ? 'awaiting_confirmation'
        : 'active',
    is_me: r.userId === callerId,
    created_at: r.createdAt.toISOString(),
  };
}

/** Any member of the business's workspace reads the list (a viewer too). */
export async function listRecipients(db: Db, userId: string, businessId: string, page: Page) {
  await getBusiness(db, userId, businessId, 'read');
  const [rows, total] = await Promise.all([
    repo.listPage(db, businessId, page),
    repo.countOf(db, businessId),
  ]);
  return { total, recipients: rows.map((r) => toRecipient(r, userId)) };
}

/** An outside contact's fields as stored, checked together (each message names its field). */
function contactValues(input: {
  name?: string | null;
  email?: string | null;
  phone_number?: string | null;
  channels: string[];
}) {
  const name = input.name?.trim() || null;
  const email = input.email || null;
  const phone = input.phone_number ? normalizePhoneNumber(input.phone_number) : null;
  if (!name) throw badRequest(CONTACT_NEEDS_NAME);
  if (!email && !phone) throw badRequest(CONTACT_NEEDS_ADDRESS);
  if (input.channels.includes('sms')) throw badRequest(NO_SMS_FOR_CONTACTS);
  if (input.channels.includes('email') && !email) throw badRequest(EMAIL_CHANNEL_NEEDS_EMAIL);
  return { name, email, phoneNumber: phone };
}

const hasContactFields = (body: {
  name?: unknown;
  email?: unknown;
  phone_number?: unknown;
  language?: unknown;
}) =>
  body.name !== undefined ||
  body.email !== undefined ||
  body.phone_number !== undefined ||
  body.language !== undefined;

export async function createRecipient(
  db: Db,
  caller: UserRow,
  businessId: string,
  body: CreateValues,
  ctx: SendContext,
): Promise<Recipient> {
  const channels = body.channels ?? ['email'];
  const created = await db.transaction(async (tx) => {
    // A member opts themselves in (a viewer too: it is their inbox); contacts need an editor.
    const { business } = await getBusiness(
      tx,
      caller.id,
      businessId,
      body.kind === 'member' ? 'read' : 'edit',
    );
    await repo.lockBusiness(tx, businessId);
    const cap = accountCaps().recipientsPerBusiness;
    if ((await repo.countOf(tx, businessId)) >= cap) throw capReached(tooManyRecipients(cap));
    if (body.kind === 'member') {
      if (hasContactFields(body)) throw badRequest(MEMBER_FIELDS);
      if (await repo.findMember(tx, businessId, caller.id)) throw conflict(ALREADY_RECIPIENT);
      const row = await repo.insert(tx, {
        businessId,
        userId: caller.id,
        channels,
        createdBy: caller.id,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      return { row, businessName: business.businessName };
    }
    const values = contactValues({ ...body, channels });
    if (values.email && (await repo.findEmail(tx, businessId, values.email)))
      throw conflict(EMAIL_ALREADY_LISTED);
    const row = await repo.insert(tx, {
      businessId,
      ...values,
      language: body.language ?? DEFAULT_LANGUAGE,
      channels,
      createdBy: caller.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    return { row, businessName: business.businessName };
  });
  if (created.row.email && !created.row.userId) {
    try {
      await sendConfirmation(db, caller, created.row, created.businessName, ctx);
    } catch (error) {
      // Nothing half-written: a contact whose confirmation could not go out is not kept.
      await repo.remove(db, created.row.id);
      throw error;
    }
  }
  const found = await repo.find(db, businessId, created.row.id);
  return toRecipient(found!, caller.id);
}

/**
 * A confirmation e-mail (issue 16): counted against the caller's daily e-mail cap and, per address,
 * capped at MAX_RECIPIENT_CONFIRMATIONS (the first and any resent ones alike, decision 034). The
 * address's count is taken first, atomically, and given back when the e-mail does not go out.
 */
async function sendConfirmation(
  db: Db,
  caller: UserRow,
  row: repo.RecipientRow,
  businessName: string,
  ctx: SendContext,
): Promise<void> {
  if (!(await repo.reserveConfirmation(db, row.id, MAX_RECIPIENT_CONFIRMATIONS)))
    throw conflict(CONFIRMATIONS_CAPPED);
  try {
    const allowed = await takeSendAllowance(db, {
      userId: caller.id,
      channel: 'email',
      now: ctx.now,
      cap: ctx.emailCap,
    });
    if (!allowed) throw new AppError(429, DAILY_CAP);
    const tokens = await cachedRecipientTokens(db);
    const url = recipientConfirmUrl(ctx.publicUrl, tokens.confirm.sign(row.id, row.email!));
    const inviter = caller.fullName?.trim() || caller.email || 'License Tracker';
    await ctx.send(row.email!, confirmationMail(row.language, { inviter, business: businessName, url }));
  } catch (error) {
    await repo.releaseConfirmation(db, row.id);
    throw error;
  }
}

/**
 * "Resend" for a contact whose confirmation e-mail was lost (decision 034): an editor's or owner's,
 * under the same caps as the first. A member, a confirmed or unsubscribed contact is a 409.
 */
export async function resendConfirmation(
  db: Db,
  caller: UserRow,
  businessId: string,
  id: string,
  ctx: SendContext,
): Promise<Recipient> {
  const { business } = await getBusiness(db, caller.id, businessId, 'edit');
  const found = await repo.find(db, businessId, id);
  if (!found) throw notFound(RECIPIENT_NOT_FOUND);
  const row = found.recipient;
  if (row.userId) throw conflict(MEMBER_NEEDS_NO_CONFIRMATION);
  if (row.confirmedAt) throw conflict(ALREADY_CONFIRMED);
  if (row.unsubscribedAt) throw conflict(UNSUBSCRIBED_NO_RESEND);
  if (!row.email) throw conflict(NO_EMAIL_TO_CONFIRM);
  await sendConfirmation(db, caller, row, business.businessName, ctx);
  return toRecipient((await repo.find(db, businessId, id))!, caller.id);
}

/** Whose permission a change of this recipient needs: the member themselves, else an editor. */
async function recipientFor(db: Db, callerId: string, businessId: string, id: string) {
  const { role, business } = await getBusiness(db, callerId, businessId, 'read');
  const found = await repo.find(db, businessId, id);
  if (!found) throw notFound(RECIPIENT_NOT_FOUND);
  if (found.recipient.userId !== callerId) {
    await getBusiness(db, callerId, businessId, 'edit');
  }
  return { found, role, business };
}

export async function updateRecipient(
  db: Db,
  caller: UserRow,
  businessId: string,
  id: string,
  body: UpdateValues,
  ctx: SendContext,
): Promise<Recipient> {
  const { row, businessName, resend } = await db.transaction(async (tx) => {
    const { found, business } = await recipientFor(tx, caller.id, businessId, id);
    const current = found.recipient;
    const channels = body.channels ?? current.channels;
    if (current.userId) {
      if (current.userId !== caller.id) throw forbidden(OTHERS_OPT_IN);
      if (hasContactFields(body)) throw badRequest(MEMBER_FIELDS);
      const row = await repo.update(tx, id, { channels, updatedAt: ctx.now });
      return { row, businessName: business.businessName, resend: false };
    }
    const values = contactValues({
      name: body.name ?? current.name,
      email: body.email ?? current.email,
      phone_number: body.phone_number ?? current.phoneNumber,
      channels,
    });
    const emailChanged = values.email !== current.email;
    if (emailChanged && values.email && (await repo.findEmail(tx, businessId, values.email))) {
      throw conflict(EMAIL_ALREADY_LISTED);
    }
    // A new address is a new consent to ask for: confirmed again, its own count of e-mails.
    const row = await repo.update(tx, id, {
      ...values,
      language: body.language ?? current.language,
      channels,
      updatedAt: ctx.now,
      ...(emailChanged ? { confirmedAt: null, confirmationsSent: 0, unsubscribedAt: null } : {}),
    });
    if (emailChanged) await repo.cancelOpenDeliveries(tx, id, ctx.now, 'the e-mail address changed');
    return { row, businessName: business.businessName, resend: emailChanged && values.email !== null };
  });
  if (resend) await sendConfirmation(db, caller, row, businessName, ctx);
  return toRecipient((await repo.find(db, businessId, id))!, caller.id);
}

/** A member leaves the list themselves; anyone else's entry needs an editor. */
export async function deleteRecipient(db: Db, callerId: string, businessId: string, id: string, now: Date) {
  await db.transaction(async (tx) => {
    await recipientFor(tx, callerId, businessId, id);
    await repo.cancelOpenDeliveries(tx, id, now, 'the recipient was removed');
    await repo.remove(tx, id);
  });
}
