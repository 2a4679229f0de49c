import { z } from 'zod';
import { NOTIFICATION_CHANNELS } from '../domain/levels';

/**
 * Where a reminder delivery stands. `pending` waits for its first try or a retry; `sending` is
 * claimed by a worker under a lease; the rest are final: `skipped` when the channel cannot be used
 * (SMS not configured, no phone number), `cancelled` when the licence, its expiry date or the
 * user's channels changed before it went out.
 */
export const REMINDER_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped', 'cancelled'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

/** What one attempt ended with; `retry` is a transient failure that will be tried again. */
export const REMINDER_ATTEMPT_OUTCOMES = ['sent', 'retry', 'failed', 'skipped', 'cancelled'] as const;
export type ReminderAttemptOutcome = (typeof REMINDER_ATTEMPT_OUTCOMES)[number];

export const ReminderAttempt = z
  .object({
    attempt: z.number().int(),
    outcome: z.enum(REMINDER_ATTEMPT_OUTCOMES),
    provider_id: z.string().nullable(),
    error: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: 'ReminderAttempt' });
export type ReminderAttempt = z.infer<typeof ReminderAttempt>;

/** GET /licenses/{id}/reminders/: one row per (expiry date, threshold, channel), newest first. */
export const ReminderDelivery = z
  .object({
    id: z.string(),
    license_id: z.string(),
    expiry_date: z.string(),
    threshold_days: z.number().int().meta({
      description:
        "Days before the expiry date: one of the licence's lead times, 0 on the expiry day, −7, −14, … weekly after it.",
    }),
    channel: z.enum(NOTIFICATION_CHANNELS),
    recipient_name: z.string().nullable().meta({
      description:
        "Who it went to when not the business's creator: one of the business's recipients (decision 023); null for the creator.",
    }),
    status: z.enum(REMINDER_STATUSES),
    attempts: z.number().int(),
    provider_id: z.string().nullable(),
    last_error: z.string().nullable(),
    due_at: z.string(),
    sent_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    history: z.array(ReminderAttempt),
  })
  .meta({ id: 'ReminderDelivery' });
export type ReminderDelivery = z.infer<typeof ReminderDelivery>;
