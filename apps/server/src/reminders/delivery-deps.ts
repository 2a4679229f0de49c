// What delivering reminders needs, apart from deliver.ts so that the files it is split into
// (outcomes.ts, digest-attempt.ts) can name it without importing deliver.ts back.
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { ChannelSender } from './channel-transport';
import type { EmailTransport } from './email-transport';
import type { ReminderLog } from './log';
import type { AllowanceRequest } from './send-cap-batches';
import type { SendCaps } from './send-caps';
import type { SmsSender } from './sms-transport';
import type { LinkTokens } from './unsubscribe-token';

export interface DeliveryDeps {
  db: Db;
  clock: Clock;
  log: ReminderLog;
  email: EmailTransport;
  /** Absent when Twilio is not configured: SMS deliveries are recorded as skipped. */
  sms?: SmsSender;
  /** Slack, Teams and webhook channels (decision 026); default: public https addresses only. */
  channels?: ChannelSender;
  tokens: LinkTokens;
  publicUrl: string;
  mailFrom: string;
  /** Names this worker in claims and attempts. */
  worker?: string;
  /** How long a claim lasts; default: from the transports' time limits (`leaseFor`). */
  leaseMs?: number;
  /** Wait before retry after failed attempt n; default `retryDelayMs` (the chaos test shortens it). */
  retryDelayMs?: (attempt: number) => number;
  /** Messages per account and UTC day (default DEFAULT_SEND_CAPS). */
  sendCaps?: SendCaps;
  /** How a send takes from the daily cap; `deliverDue` shares one commit among its sends (decision 027). */
  takeAllowance?: (request: AllowanceRequest) => Promise<boolean>;
}
