import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/raw-rows';
import { type SendChannel, takeSendAllowance } from './send-caps';

export interface AllowanceRequest {
  userId: string;
  channel: SendChannel;
  now: Date;
  cap: number;
}

interface Counter {
  userId: string;
  day: string;
  channel: SendChannel;
  cap: number;
  /** Indexes of the requests for this counter, in call order. */
  requests: number[];
}

/**
 * `takeSendAllowance` for many messages at once (decisions 027, 031): one transaction of two
 * statements, however many requests. The first makes sure each counter has its row; the second
 * locks the rows (in account and channel order, so two workers' batches cannot deadlock), reads
 * what each had taken and adds what its requests may take: up to the cap, the rest refused. A
 * counter's earlier requests get the places first, as they did one upsert at a time, and since
 * the row stays locked from the read to the write, the cap holds exactly as before.
 */
export async function takeSendAllowances(db: Db, requests: readonly AllowanceRequest[]): Promise<boolean[]> {
  if (requests.length === 0) return [];
  if (requests.length === 1) return [await takeSendAllowance(db, requests[0]!)];
  const counters = new Map<string, Counter>();
  requests.forEach((r, i) => {
    const day = r.now.toISOString().slice(0, 10);
    // One deps has one cap per channel: a counter's first request says it.
    const key = `${r.userId} ${day} ${r.channel}`;
    const counter = counters.get(key) ?? {
      userId: r.userId,
      day,
      channel: r.channel,
      cap: r.cap,
      requests: [],
    };
    counter.requests.push(i);
    counters.set(key, counter);
  });
  const list = [...counters.values()];
  const input = JSON.stringify(
    list.map((c, k) => ({
      k,
      user_id: c.userId,
      day: c.day,
      channel: c.channel,
      cap: c.cap,
      n: c.requests.length,
    })),
  );
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into daily_sends (user_id, day, channel, sent, refused)
      select distinct user_id, day, channel, 0, 0
      from jsonb_to_recordset(${input}::jsonb) as r(user_id uuid, day date, channel text)
      order by user_id, day, channel
      on conflict do nothing`);
    return rowsOf<{ k: number; before: number; after: number }>(
      await tx.execute(sql`
        with input as (
          select * from jsonb_to_recordset(${input}::jsonb)
            as r(k int, user_id uuid, day date, channel text, cap int, n int)
        ), held as (
          select d.user_id, d.day, d.channel, d.sent from daily_sends d
          where (d.user_id, d.day, d.channel) in (select user_id, day, channel from input)
          order by d.user_id, d.day, d.channel
          for update
        ), taken as (
          select i.k, i.user_id, i.day, i.channel, i.n, h.sent as before,
            greatest(h.sent, least(h.sent + i.n, i.cap)) as after
          from input i join held h on h.user_id = i.user_id and h.day = i.day and h.channel = i.channel
        )
        update daily_sends d
        set sent = d.sent + (t.after - t.before), refused = d.refused + t.n - (t.after - t.before)
        from taken t
        where d.user_id = t.user_id and d.day = t.day and d.channel = t.channel
        returning t.k, t.before, t.after`),
    );
  });
  const answers: boolean[] = new Array(requests.length).fill(false);
  for (const row of rows) {
    const granted = Number(row.after) - Number(row.before);
    for (const i of list[Number(row.k)]!.requests.slice(0, granted)) answers[i] = true;
  }
  return answers;
}
