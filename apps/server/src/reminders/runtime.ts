import type { ReminderConfig } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { channelSender } from './channel-transport';
import { type DeliveryDeps, type DeliveryOptions, type DeliveryTally, deliverDue } from './deliver';
import { emailTransportFor } from './email-transport';
import type { ReminderLog } from './log';
import { twilioSender } from './sms-transport';
import { sweep } from './sweep';
import { cachedUnsubscribeTokens } from './unsubscribe-token';

export interface ReminderRuntime extends DeliveryDeps {
  close(): void;
}

/** The channels and secrets of the reminder worker, from the configuration. */
export async function createReminderRuntime(opts: {
  db: Db;
  clock: Clock;
  log: ReminderLog;
  config: { publicUrl: string; reminders: ReminderConfig };
  worker?: string;
}): Promise<ReminderRuntime> {
  const { db, config } = opts;
  const email = emailTransportFor(config.reminders.smtpUrl, db, opts.log, {
    connections: config.reminders.smtpConnections,
  });
  return {
    db,
    clock: opts.clock,
    log: opts.log,
    email,
    sms: config.reminders.twilio ? twilioSender(config.reminders.twilio) : undefined,
    channels: channelSender({ allowLoopback: config.reminders.webhookAllowLoopback }),
    tokens: await cachedUnsubscribeTokens(db),
    publicUrl: config.publicUrl,
    mailFrom: config.reminders.mailFrom,
    sendCaps: config.reminders.sendCaps,
    worker: opts.worker,
    close: () => email.close(),
  };
}

export interface RunSummary {
  at: string;
  created: number;
  delivered: DeliveryTally;
}

/** One sweep at the clock's now, then every delivery that is due (`reminders run`, tests). */
export async function runReminders(deps: DeliveryDeps, opts: DeliveryOptions = {}): Promise<RunSummary> {
  const at = deps.clock.now();
  const created = await sweep(deps.db, at);
  const delivered = await deliverDue(deps, opts);
  return { at: at.toISOString(), created, delivered };
}
