// The figures of a chaos run (run.ts): what arrived at the loopback relay, Twilio fake or outbox,
// per delivery, against what the database says, and where that breaks the README's promises.
import type { reminderDeliveries } from '../../src/db/schema';

/** Sends in flight per worker (its SMTP connections): what one kill can leave unrecorded. */
export const IN_FLIGHT_PER_WORKER = 4;

export interface ChaosResult {
  seconds: number;
  kills: number;
  restarts: number;
  deliveries: number;
  /** Deliveries that should reach someone (all but the addresses the relay refuses for good). */
  expected: number;
  /** Of those, how many arrived at least once. */
  received: number;
  duplicated: { email: number; sms: number; outbox: number };
  /** Expected, not received, and not recorded as failed (still open after the drain too). */
  lost: number;
  /** Given up after the last attempt and recorded so. */
  failed: number;
  droppedReplies: { email: number; sms: number };
  /** Where the run broke a promise of the README; empty when it held. */
  violations: string[];
}

export interface Person {
  email: string;
  phone: string;
}

export function tally(input: {
  rows: (typeof reminderDeliveries.$inferSelect)[];
  people: Map<string, Person>;
  smtpIds: string[];
  smsTo: string[];
  outboxIds: string[];
  droppedReplies: { email: number; sms: number };
  kills: number;
  restarts: number;
  workers: number;
  seconds: number;
  outboxMode: boolean;
}): ChaosResult {
  const count = (list: string[]) => {
    const counts = new Map<string, number>();
    for (const key of list) counts.set(key, (counts.get(key) ?? 0) + 1);
    return counts;
  };
  const [byMessageId, byPhone, byOutbox] = [count(input.smtpIds), count(input.smsTo), count(input.outboxIds)];
  const result: ChaosResult = {
    seconds: Math.round(input.seconds),
    kills: input.kills,
    restarts: input.restarts,
    deliveries: input.rows.length,
    expected: 0,
    received: 0,
    duplicated: { email: 0, sms: 0, outbox: 0 },
    lost: 0,
    failed: 0,
    droppedReplies: input.droppedReplies,
    violations: [],
  };
  for (const d of input.rows) {
    const person = input.people.get(d.licenseId ?? '')!;
    const refused = d.channel === 'email' && !input.outboxMode && person.email.startsWith('bounce-');
    const arrived =
      d.channel === 'sms'
        ? (byPhone.get(person.phone) ?? 0)
        : input.outboxMode
          ? (byOutbox.get(d.id) ?? 0)
          : (byMessageId.get(`<reminder-${d.id}@tracker.example.test>`) ?? 0);
    const channel = d.channel === 'sms' ? 'sms' : input.outboxMode ? 'outbox' : 'email';
    result.duplicated[channel] += Math.max(0, arrived - 1);
    if (refused) {
      if (d.status !== 'failed' || arrived > 0) result.violations.push(`refused ${d.id} is ${d.status}`);
      continue;
    }
    result.expected += 1;
    if (arrived > 0) result.received += 1;
    else if (d.status === 'failed') result.failed += 1;
    else result.lost += 1;
  }
  // What the README promises: nothing lost; no SMS and no outbox row twice; an e-mail twice only
  // when its answer was lost after the relay took it: a dropped reply, a killed worker's sends in
  // flight, or a database that went away before the outcome was recorded.
  const emailAllowance =
    input.droppedReplies.email + IN_FLIGHT_PER_WORKER * (input.kills + input.restarts * input.workers);
  if (result.lost > 0) result.violations.push(`${result.lost} lost`);
  if (result.duplicated.sms > 0) result.violations.push(`${result.duplicated.sms} SMS sent twice`);
  if (result.duplicated.outbox > 0) result.violations.push(`${result.duplicated.outbox} outbox rows twice`);
  if (result.duplicated.email > emailAllowance)
    result.violations.push(`${result.duplicated.email} e-mails twice, more than ${emailAllowance}`);
  return result;
}

export function summary(r: ChaosResult): string {
  const d = r.duplicated;
  return [
    `${r.seconds} s, ${r.kills} kills, ${r.restarts} database restarts:`,
    `expected ${r.expected}, received ${r.received},`,
    `duplicated ${d.email + d.sms + d.outbox} (e-mail ${d.email} after ${r.droppedReplies.email} dropped replies, SMS ${d.sms} after ${r.droppedReplies.sms}, outbox ${d.outbox}),`,
    `lost ${r.lost}, failed and recorded ${r.failed}`,
    r.violations.length ? `— BROKEN: ${r.violations.join('; ')}` : '— as promised',
  ].join(' ');
}
