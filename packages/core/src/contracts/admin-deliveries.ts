import { z } from 'zod';
import { NOTIFICATION_CHANNELS } from '../domain/levels';
import { AdminPageQuery } from './admin';
import { REMINDER_STATUSES } from './reminders';

/** The Admin Panel's view of deliveries: what each account sent today, every reminder, a run now. */

/** GET /admin/sends-today: what each account sent today (UTC) on a channel, and what its daily cap refused. */
export const AdminDailySends = z
  .object({
    user_id: z.string(),
    email: z.string().nullable(),
    channel: z.enum(['email', 'sms']),
    sent: z.number().int(),
    refused: z.number().int(),
  })
  .meta({ id: 'AdminDailySends' });
export type AdminDailySends = z.infer<typeof AdminDailySends>;

/** `?status=&limit=&offset=` of the reminders list; no status (or an empty one) means every status. */
export const AdminReminderQuery = AdminPageQuery.extend({
  status: z
    .enum(['', ...REMINDER_STATUSES], { message: `must be one of ${REMINDER_STATUSES.join(', ')}` })
    .optional()
    .transform((v) => v || undefined),
});
export type AdminReminderQuery = z.input<typeof AdminReminderQuery>;

/** GET /admin/reminders: one reminder delivery across all users, most recently changed first. */
export const AdminReminder = z
  .object({
    id: z.string(),
    kind: z.enum(['reminder', 'digest']).meta({
      description:
        '`reminder`: one licence at one threshold. `digest`: a weekly digest e-mail for the owner; it has no licence, business or expiry date.',
    }),
    digest_week: z.string().nullable().meta({ description: "A digest's week: the local Monday." }),
    license_id: z.string().nullable(),
    license_name: z.string().nullable(),
    business_name: z.string().nullable(),
    owner_email: z.string().nullable(),
    channel: z.enum(NOTIFICATION_CHANNELS),
    threshold_days: z.number().int().meta({
      description:
        "Days before the expiry date: one of the licence's lead times, 0 on the expiry day, −7 … −28 after it (0 for a digest).",
    }),
    expiry_date: z.string().nullable(),
    status: z.enum(REMINDER_STATUSES),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    provider_id: z.string().nullable(),
    due_at: z.string(),
    sent_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminReminder' });
export type AdminReminder = z.infer<typeof AdminReminder>;

/**
 * POST /admin/reminders/run (super admins): one sweep and a delivery pass now, as the worker's
 * hourly sweep and minute tick would do. At most `ADMIN_RUN_MAX_DELIVERIES` are attempted in the
 * request; the worker sends any others on its next tick.
 */
export const ADMIN_RUN_MAX_DELIVERIES = 200;
const count = z.number().int();
export const AdminReminderRun = z
  .object({
    at: z.string(),
    created: z.object({ reminders: count, digests: count }),
    delivered: z.object({
      sent: count,
      retry: count,
      failed: count,
      skipped: count,
      cancelled: count,
      lost: count,
    }),
  })
  .meta({ id: 'AdminReminderRun' });
export type AdminReminderRun = z.infer<typeof AdminReminderRun>;
