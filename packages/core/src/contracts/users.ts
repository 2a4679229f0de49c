import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';
import { LANGUAGES } from '../domain/language';
import { NOTIFICATION_CHANNELS } from '../domain/levels';
import { normalizePhoneNumber, PHONE_NUMBER_MESSAGE } from '../domain/phone';
import { text } from './common';
import { strictBody, typeMessage } from './fields';

/** How e-mail reminders arrive: one per licence and lead time, or one weekly digest (decision 013). */
export const REMINDER_DIGESTS = ['off', 'weekly'] as const;
export type ReminderDigest = (typeof REMINDER_DIGESTS)[number];

export const UserProfile = z
  .object({
    id: z.string(),
    email: z.string().nullable(),
    /** The identity provider vouches for `email`; until then no admin rights by e-mail and no reminders to it. */
    email_verified: z.boolean(),
    full_name: z.string().nullable(),
    phone_number: z.string().nullable(),
    /** `phone_number` was proved with an SMS code; SMS reminders go only to a verified number. */
    phone_verified: z.boolean(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    province: z.string().nullable(),
    postal_code: z.string().nullable(),
    is_onboarded: z.boolean(),
    notification_channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
    reminder_digest: z.enum(REMINDER_DIGESTS).meta({
      description:
        '`weekly`: one e-mail on Monday at 09:00 local time with everything expiring within 60 days and everything overdue, instead of one e-mail per licence.',
    }),
    language: z.enum(LANGUAGES).meta({
      description:
        "The person's language (`en` | `fr`): the app, errors, e-mails and SMS use it. Set at first sign-in from the browser's language; changed with the FR/EN switch.",
    }),
    login_method: z.string(),
    /** A built-in account: its password is changed on the profile page, not at a provider. */
    password_sign_in: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof UserProfile>;

/** PUT /users/profile and PUT /onboarding/profile (PRODUCT §7). Email is not part of it: it cannot change. */
export const ProfileUpdate = strictBody({
  full_name: text(200).optional(),
  /** Empty clears it; anything else must be a NANP number (the one rule in domain/phone.ts). */
  phone_number: text(40)
    .refine((v) => v === '' || normalizePhoneNumber(v) !== null, { message: PHONE_NUMBER_MESSAGE })
    .optional(),
  address: text(300).optional(),
  city: text(120).optional(),
  province: text(80).optional(),
  postal_code: text(10)
    .transform((v) => v.toUpperCase())
    .optional(),
  /** Reminder channels (PRODUCT §3); chosen at onboarding, changeable on the profile page. */
  notification_channels: z
    .array(z.enum(NOTIFICATION_CHANNELS, { message: `must be one of ${NOTIFICATION_CHANNELS.join(', ')}` }), {
      error: typeMessage('a list of channels'),
    })
    .max(2, { message: 'must list at most 2 channels' })
    .transform((c) => [...new Set(c)])
    .optional(),
  reminder_digest: z
    .enum(REMINDER_DIGESTS, { message: `must be one of ${REMINDER_DIGESTS.join(', ')}` })
    .optional(),
  language: z.enum(LANGUAGES, { message: `must be one of ${LANGUAGES.join(', ')}` }).optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

/**
 * DELETE /users/profile: the account's e-mail typed again confirms that the account and everything
 * in it goes (an account without an e-mail confirms with ""). Compared without case or spaces.
 */
export const AccountDeletion = strictBody({ confirm_email: text(320) }).meta({ id: 'AccountDeletion' });
export type AccountDeletion = z.infer<typeof AccountDeletion>;

/**
 * POST /users/profile/password (built-in sign-in only). Lengths only here; the server also refuses
 * the most common passwords and answers which rule failed in `detail`.
 */
export const PasswordChange = strictBody({
  current_password: z
    .string({ error: typeMessage('text') })
    .min(1, { message: 'current_password: please enter your current password' })
    .max(MAX_PASSWORD_LENGTH, { message: `must be at most ${MAX_PASSWORD_LENGTH} characters` }),
  new_password: z
    .string({ error: typeMessage('text') })
    .min(MIN_PASSWORD_LENGTH, {
      message: `new_password: must be at least ${MIN_PASSWORD_LENGTH} characters`,
    })
    .max(MAX_PASSWORD_LENGTH, {
      message: `new_password: must be at most ${MAX_PASSWORD_LENGTH} characters`,
    }),
}).meta({ id: 'PasswordChange' });
export type PasswordChange = z.infer<typeof PasswordChange>;

/** Whether the e-mail typed confirms the deletion of an account with `accountEmail` (null: none). */
export function confirmsAccountEmail(typed: string, accountEmail: string | null): boolean {
  return typed.trim().toLowerCase() === (accountEmail ?? '').trim().toLowerCase();
}

/** Minutes an SMS code proving a phone number stays valid, and wrong tries before it is void. */
export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODE_MAX_ATTEMPTS = 5;

/** POST /users/profile/phone-verification/confirm: the 6-digit code the SMS carried. */
export const PhoneCode = z
  .strictObject({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { message: 'must be the 6 digits of the SMS' }),
  })
  .meta({ id: 'PhoneCode' });
export type PhoneCode = z.infer<typeof PhoneCode>;

/** The answer to a code sent: where (the last digits only) and for how long. */
export const PhoneCodeSent = z
  .object({ sent_to: z.string(), expires_in_minutes: z.number().int() })
  .meta({ id: 'PhoneCodeSent' });
export type PhoneCodeSent = z.infer<typeof PhoneCodeSent>;
