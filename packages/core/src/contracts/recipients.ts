import { z } from 'zod';
import { LANGUAGES } from '../domain/language';
import { normalizePhoneNumber, PHONE_NUMBER_MESSAGE } from '../domain/phone';
import { text } from './common';
import { strictBody, typeMessage } from './fields';
import { WorkspacePageQuery } from './workspaces';

/**
 * A business's reminder recipients (issue 14 item 4, decision 023): workspace members who opted
 * in, and outside contacts such as the client or the location manager.
 */

/** A bound per business: far above a real team, low enough that no list can be a mailing list. */
export const MAX_RECIPIENTS_PER_BUSINESS = 20;
/** Confirmation e-mails one outside contact's address can be sent (a new address starts again). */
export const MAX_RECIPIENT_CONFIRMATIONS = 3;

export const RECIPIENT_KINDS = ['member', 'contact'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];
export const RECIPIENT_CHANNELS = ['email', 'sms'] as const;
export type RecipientChannel = (typeof RECIPIENT_CHANNELS)[number];
/** active: reminders go to them; awaiting_confirmation: an outside contact who has not used the link yet. */
export const RECIPIENT_STATUSES = ['active', 'awaiting_confirmation', 'unsubscribed'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const recipientParams = z.object({
  id: z.uuid({ error: typeMessage('a valid id') }),
  recipient_id: z.uuid({ error: typeMessage('a valid id') }),
});

export const RecipientPageQuery = WorkspacePageQuery;

const emailField = z
  .string({ error: typeMessage('an e-mail address') })
  .trim()
  .toLowerCase()
  .max(320, { message: 'must be at most 320 characters' })
  .refine((v) => v === '' || z.email().safeParse(v).success, { message: 'must be an e-mail address' });

const phoneField = text(40).refine((v) => v === '' || normalizePhoneNumber(v) !== null, {
  message: PHONE_NUMBER_MESSAGE,
});

const channelsField = z
  .array(z.enum(RECIPIENT_CHANNELS, { message: `must be one of ${RECIPIENT_CHANNELS.join(', ')}` }), {
    error: typeMessage('a list of channels'),
  })
  .min(1, { message: 'must name at least one channel' })
  .max(2, { message: 'must list at most 2 channels' })
  .transform((list) => [...new Set(list)]);

const contactFields = {
  name: text(120).optional(),
  email: emailField.optional(),
  phone_number: phoneField.optional(),
  language: z.enum(LANGUAGES, { message: `must be one of ${LANGUAGES.join(', ')}` }).optional(),
  channels: channelsField.optional(),
};

/**
 * POST: `member` opts the caller in (any member, viewers included: it is their own inbox);
 * `contact` adds an outside contact (editors and owners), who confirms by a link before any
 * reminder goes to them. SMS to an outside contact is not offered yet (their number would need its
 * own proof).
 */
export const RecipientCreate = strictBody({
  kind: z.enum(RECIPIENT_KINDS, { message: `must be one of ${RECIPIENT_KINDS.join(', ')}` }),
  ...contactFields,
});
export type RecipientCreate = z.input<typeof RecipientCreate>;

/** PUT: the fields to change; a member changes only their channels. */
export const RecipientUpdate = strictBody(contactFields);
export type RecipientUpdate = z.input<typeof RecipientUpdate>;

export const Recipient = z
  .object({
    id: z.string(),
    kind: z.enum(RECIPIENT_KINDS),
    user_id: z.string().nullable(),
    /** A member's name (or e-mail), an outside contact's name. */
    name: z.string(),
    email: z.string().nullable(),
    phone_number: z.string().nullable(),
    language: z.enum(LANGUAGES),
    channels: z.array(z.enum(RECIPIENT_CHANNELS)),
    status: z.enum(RECIPIENT_STATUSES),
    /** The caller is this member. */
    is_me: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'Recipient' });
export type Recipient = z.infer<typeof Recipient>;
