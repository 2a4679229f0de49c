// Decision 020: the sweep looks only at licences whose bookmark has come. On random licences,
// owners and changes, with a pinned clock moving on in random steps, it must create exactly the
// reminders that looking at every licence creates (the reference sweep, run first and rolled back).
import { addDays } from '@lt/core';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../../test/support/database';
import { seedBusiness, seedLicense, seedOwner } from '../../test/support/reminders/fixtures';
import { referenceReminderSweep } from '../../test/support/reminders/reference-sweep';
import type { Db } from '../db/client';
import { sweepReminders } from './sweep';

const PLACES = [
  { province: 'ON', city: 'Toronto' },
  { province: 'BC', city: 'Vancouver' },
  { province: 'NL', city: "St. John's" },
  { province: 'SK', city: 'Regina' },
  { province: 'AB', city: 'Calgary' },
];
const ZONES = [
  'America/Toronto',
  'America/Vancouver',
  'America/St_Johns',
  'America/Regina',
  'America/Halifax',
];
const CHANNEL_SETS = [['email'], ['sms'], ['email', 'sms'], ['email', 'sms'], []];
const START = Date.parse('2026-06-01T00:00:00Z');
const START_DAY = '2026-06-01';

// Mostly short lead times and near expiry dates, so that thresholds pass while the clock moves.
const leadTimes = fc.uniqueArray(
  fc.oneof(fc.integer({ min: 1, max: 45 }), fc.integer({ min: 1, max: 365 })),
  {
    minLength: 1,
    maxLength: 5,
  },
);
const licence = fc.record({
  owner: fc.nat(2),
  expiryIn: fc.option(fc.integer({ min: -40, max: 120 }), { freq: 8 }),
  leadTimes,
  enabled: fc.constantFrom(true, true, true, false),
});
const owner = fc.record({
  channels: fc.constantFrom(...CHANNEL_SETS),
  weekly: fc.boolean(),
  place: fc.constantFrom(...PLACES),
});
/** What happens between two sweeps: time passes, or someone changes something. */
const step = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      // Mostly hours, across 09:00 in one zone or another; sometimes weeks (downtime).
      hours: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 24 * 40 })),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('expiry' as const),
      licence: fc.nat(7),
      days: fc.integer({ min: -40, max: 120 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('leadTimes' as const), licence: fc.nat(7), leadTimes }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('enabled' as const), licence: fc.nat(7), on: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('onIt' as const), licence: fc.nat(7), on: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('channels' as const),
      owner: fc.nat(2),
      channels: fc.constantFrom(...CHANNEL_SETS),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('digest' as const), owner: fc.nat(2), weekly: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('zone' as const),
      owner: fc.nat(2),
      zone: fc.constantFrom(...ZONES),
    }),
  },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

interface Rows {
  rows: { license_id: string; expiry_date: string; threshold_days: number; channel: string }[];
}
const keyOf = (r: Rows['rows'][number]) =>
  `${r.license_id} ${r.expiry_date} ${r.threshold_days} ${r.channel}`;

/** What the reference sweep would create at `now`, rolled back. */
async function referenceAt(db: Db, now: Date): Promise<string[]> {
  let keys: string[] = [];
  await db
    .transaction(async (tx) => {
      keys = ((await tx.execute(referenceReminderSweep(now))) as unknown as Rows).rows.map(keyOf);
      throw new Error('rollback');
    })
    .catch((error: unknown) => {
      if ((error as Error).message !== 'rollback') throw error;
    });
  return keys.sort();
}

async function allKeys(db: Db): Promise<Set<string>> {
  const result = (await db.execute(
    sql`select license_id, expiry_date::text, threshold_days, channel from reminder_deliveries`,
  )) as unknown as Rows;
  return new Set(result.rows.map(keyOf));
}

async function apply(
  db: Db,
  s: Step,
  ids: { owners: string[]; businesses: string[]; licences: string[] },
  now: Date,
) {
  const lic = 'licence' in s ? ids.licences[s.licence % ids.licences.length]! : '';
  const who = 'owner' in s ? ids.owners[s.owner % ids.owners.length]! : '';
  switch (s.kind) {
    case 'wait':
      return new Date(now.getTime() + s.hours * 3_600_000);
    case 'expiry':
      // A renewal or an edit: a new expiry date clears "I'm on it", as the service does.
      await db.execute(sql`update licenses set expiry_date = ${addDays(START_DAY, s.days)}::date,
        issued_date = ${addDays(START_DAY, s.days - 365)}::date, reminders_acknowledged_at = null,
        renewal_rule = '{"kind":"term","months":12}' where id = ${lic}`);
      break;
    case 'leadTimes':
      await db.execute(
        sql`update licenses set reminder_days = ${`{${s.leadTimes.join(',')}}`}::smallint[] where id = ${lic}`,
      );
      break;
    case 'enabled':
      await db.execute(sql`update licenses set reminder_enabled = ${s.on} where id = ${lic}`);
      break;
    case 'onIt':
      await db.execute(
        sql`update licenses set reminders_acknowledged_at = ${s.on ? now.toISOString() : null}::timestamptz where id = ${lic}`,
      );
      break;
    case 'channels':
      await db.execute(
        sql`update users set notification_channels = ${`{${s.channels.join(',')}}`}::text[] where id = ${who}`,
      );
      break;
    case 'digest':
      await db.execute(
        sql`update users set reminder_digest = ${s.weekly ? 'weekly' : 'off'} where id = ${who}`,
      );
      break;
    case 'zone':
      await db.execute(sql`update businesses set time_zone = ${s.zone} where owner_id = ${who}`);
      break;
  }
  return now;
}

describe.each(DB_KINDS)('the sweep bookmark (%s)', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t?.destroy());

  it('creates exactly the reminders the sweep of every licence creates, whatever changes in between', async () => {
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(
        fc.array(owner, { minLength: 3, maxLength: 3 }),
        fc.array(licence, { minLength: 3, maxLength: 8 }),
        fc.integer({ min: 0, max: 24 * 30 }),
        fc.array(step, { minLength: 10, maxLength: 40 }),
        async (owners, licences, startHour, steps) => {
          await db.execute(sql`delete from users`);
          const ids = { owners: [] as string[], businesses: [] as string[], licences: [] as string[] };
          for (const o of owners) {
            const row = await seedOwner(db, {
              channels: o.channels,
              reminderDigest: o.weekly ? 'weekly' : 'off',
            });
            ids.owners.push(row.id);
            ids.businesses.push((await seedBusiness(db, row.id, o.place)).id);
          }
          for (const l of licences) {
            const row = await seedLicense(db, ids.businesses[l.owner]!, {
              expiryDate: l.expiryIn === null ? null : addDays(START_DAY, l.expiryIn),
              reminderDays: l.leadTimes,
              reminderEnabled: l.enabled,
            });
            ids.licences.push(row.id);
          }
          let now = new Date(START + startHour * 3_600_000);
          for (const s of [{ kind: 'wait', hours: 0 } as Step, ...steps]) {
            now = await apply(db, s, ids, now);
            const expected = await referenceAt(db, now);
            const before = await allKeys(db);
            await sweepReminders(db, now);
            const created = [...(await allKeys(db))].filter((k) => !before.has(k)).sort();
            expect(created, `${now.toISOString()} after ${JSON.stringify(s)}`).toEqual(expected);
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 300_000);
});
