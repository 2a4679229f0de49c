import { ADMIN_RUN_MAX_DELIVERIES, type AdminReminderRun } from '@lt/core';
import type { FastifyInstance } from 'fastify';
import { deliverDue } from '../../reminders/deliver';
import { createReminderRuntime } from '../../reminders/runtime';
import { sweepKinds } from '../../reminders/sweep';

/**
 * "Send due reminders now" (super admins): the sweep the worker runs hourly, then a delivery pass
 * as its minute tick does, in the request. Both are safe beside a running worker: the sweep is
 * idempotent on the deliveries' keys and a delivery is claimed before it is sent. Capped so a
 * request stays short; what is left is due and the worker sends it.
 */
export async function runRemindersNow(app: FastifyInstance): Promise<AdminReminderRun> {
  const at = app.clock.now();
  const created = await sweepKinds(app.db, at);
  const runtime = await createReminderRuntime({
    db: app.db,
    clock: app.clock,
    log: app.log,
    config: app.config,
  });
  try {
    const delivered = await deliverDue(runtime, { maxDeliveries: ADMIN_RUN_MAX_DELIVERIES });
    return { at: at.toISOString(), created, delivered };
  } finally {
    runtime.close();
  }
}
