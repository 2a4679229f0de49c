import { z } from 'zod';
import { NOTIFICATION_CHANNELS } from '../domain/levels';
import { text } from './common';
import { strictBody } from './fields';

/** How e-mail reminders arrive: one per licence and lead time, or one weekly digest (decision 013). */
export const REMINDER_DIGESTS = ['off', 'weekly'] as const;
export type ReminderDigest = (typeof REMINDER_DIGESTS)[number];

export const UserProfile = z
  .object({
    id: z.string(),
    email: z.string().nullable(),
    full_name: z.string().nullable(),
    phone_number: z.string().nullable(),
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
    login_method: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof UserProfile>;

/** PUT /users/profile and PUT /onboarding/profile (PRODUCT §7). Email is not part of it: it cannot change. */
export const ProfileUpdate = z.strictObject({
  full_name: text(200).optional(),
  phone_number: text(40).optional(),
  address: text(300).optional(),
  city: text(120).optional(),
  province: text(80).optional(),
  postal_code: text(10)
    .transform((v) => v.toUpperCase())
    .optional(),
  /** Reminder channels (PRODUCT §3); chosen at onboarding, changeable on the profile page. */
  notification_channels: z
    .array(z.enum(NOTIFICATION_CHANNELS))
    .max(2)
    .transform((c) => [...new Set(c)])
    .optional(),
  reminder_digest: z
    .enum(REMINDER_DIGESTS, { message: `must be one of ${REMINDER_DIGESTS.join(', ')}` })
    .optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

/**
 * DELETE /users/profile: the account's e-mail typed again confirms that the account and everything
 * in it goes (an account without an e-mail confirms with ""). Compared without case or spaces.
 */
export const AccountDeletion = strictBody({ confirm_email: text(320) }).meta({ id: 'AccountDeletion' });
export type AccountDeletion = z.infer<typeof AccountDeletion>;

/** Whether the e-mail typed confirms the deletion of an account with `accountEmail` (null: none). */
export function confirmsAccountEmail(typed: string, accountEmail: string | null): boolean {
  return typed.trim().toLowerCase() === (accountEmail ?? '').trim().toLowerCase();
}
