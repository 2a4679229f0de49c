import type { Db } from '../db/client';
import { type SendChannel, takeSendAllowance } from './send-caps';

export interface AllowanceRequest {
  userId: string;
  channel: SendChannel;
  now: Date;
  cap: number;
}

/**
 * `takeSendAllowance` for many messages in one transaction (decision 027): each request is still
 * its own atomic upsert, in order, so the cap holds exactly as before; they share one commit.
 * Sorted by account and channel so two workers' batches lock their counters in the same order.
 */
export async function takeSendAllowances(db: Db, requests: readonly AllowanceRequest[]): Promise<boolean[]> {
  if (requests.length === 0) return [];
  if (requests.length === 1) return [await takeSendAllowance(db, requests[0]!)];
  const order = requests
    .map((r, i) => ({ r, i }))
    .sort((a, b) =>
      a.r.userId === b.r.userId ? a.r.channel.localeCompare(b.r.channel) : a.r.userId < b.r.userId ? -1 : 1,
    );
  const answers: boolean[] = new Array(requests.length).fill(false);
  await db.transaction(async (tx) => {
    for (const { r, i } of order) answers[i] = await takeSendAllowance(tx as unknown as Db, r);
  });
  return answers;
}
