import type { ReminderDelivery, ReminderStatus } from '@lt/core';
import type { Db } from '../db/client';
import { getLicense } from '../modules/licenses/service';
import { countDeliveries, recent } from './delivery-list';
import { recipientNames } from './recipient-repository';
import * as repo from './repository';

export function toReminderDelivery(
  delivery: repo.DeliveryRow,
  attempts: repo.AttemptRow[],
  recipientName: string | null = null,
): ReminderDelivery {
  return {
    id: delivery.id,
    // A licence's deliveries are reminders, which always have both (a check constraint says so).
    license_id: delivery.licenseId!,
    expiry_date: delivery.expiryDate!,
    threshold_days: delivery.thresholdDays,
    channel: delivery.channel as ReminderDelivery['channel'],
    recipient_name: recipientName,
    status: delivery.status,
    attempts: delivery.attempts,
    provider_id: delivery.providerId,
    last_error: delivery.lastError,
    due_at: delivery.dueAt.toISOString(),
    sent_at: delivery.sentAt?.toISOString() ?? null,
    created_at: delivery.createdAt.toISOString(),
    updated_at: delivery.updatedAt.toISOString(),
    history: attempts.map((a) => ({
      attempt: a.attempt,
      outcome: a.outcome as ReminderDelivery['history'][number]['outcome'],
      provider_id: a.providerId,
      error: a.error,
      at: a.at.toISOString(),
    })),
  };
}

/** The reminders of one licence, to its owner; another owner's licence is "License not found". */
export async function licenseReminders(
  db: Db,
  ownerId: string,
  licenseId: string,
): Promise<ReminderDelivery[]> {
  await getLicense(db, ownerId, licenseId);
  const rows = await repo.deliveriesOfLicense(db, licenseId);
  // The delivery log names each recipient (decision 023); a removed one by the address it reached.
  const names = await recipientNames(
    db,
    rows.map((r) => r.delivery.targetKey),
  );
  return rows.map(({ delivery, attempts }) =>
    toReminderDelivery(
      delivery,
      attempts,
      delivery.targetKey === '' ? null : (names.get(delivery.targetKey) ?? delivery.recipient ?? ''),
    ),
  );
}

/** A delivery as the admin reminders list reads it (admin/service.ts words it as `AdminReminder`). */
export interface DeliveryListItem {
  id: string;
  /** `digest` rows are for a user's week, not for one licence: no licence, business or expiry. */
  kind: 'reminder' | 'digest';
  digest_week: string | null;
  license_id: string | null;
  license_name: string | null;
  business_name: string | null;
  /** Null for an outside contact or a channel (target_key, decision 022). */
  user_id: string | null;
  user_email: string | null;
  channel: string;
  threshold_days: number;
  expiry_date: string | null;
  status: string;
  attempts: number;
  recipient: string | null;
  provider_id: string | null;
  last_error: string | null;
  due_at: string;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The latest deliveries across all users, most recently changed first (for the admin panel). */
export async function recentDeliveries(
  db: Db,
  opts: { limit: number; offset?: number; status?: ReminderStatus },
): Promise<DeliveryListItem[]> {
  const rows = await recent(db, {
    limit: Math.max(1, Math.min(opts.limit, 1000)),
    offset: Math.max(0, opts.offset ?? 0),
    status: opts.status,
  });
  return rows.map(({ delivery: d, licenseName, businessName, userEmail }) => ({
    id: d.id,
    kind: d.kind === 'digest' ? 'digest' : 'reminder',
    digest_week: d.digestWeek,
    license_id: d.licenseId,
    license_name: licenseName,
    business_name: businessName,
    user_id: d.userId,
    user_email: userEmail,
    channel: d.channel,
    threshold_days: d.thresholdDays,
    expiry_date: d.expiryDate,
    status: d.status,
    attempts: d.attempts,
    recipient: d.recipient,
    provider_id: d.providerId,
    last_error: d.lastError,
    due_at: d.dueAt.toISOString(),
    sent_at: d.sentAt?.toISOString() ?? null,
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
  }));
}

/** One page of `recentDeliveries` and how many there are in all (X-Total-Count). */
export async function recentDeliveriesPage(
  db: Db,
  opts: { limit: number; offset: number; status?: ReminderStatus },
): Promise<{ items: DeliveryListItem[]; total: number }> {
  const [items, total] = await Promise.all([
    recentDeliveries(db, opts),
    countDeliveries(db, { status: opts.status }),
  ]);
  return { items, total };
}
