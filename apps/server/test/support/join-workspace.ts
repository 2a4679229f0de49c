// Membership through the real invitation path, for API tests outside test/security (not a test file).
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './app';
import type { ApiClient } from './businesses';

/** The owner invites the member's account e-mail with `role`; the member accepts the link read from the outbox. */
export async function joinWorkspace(
  t: TestApp,
  owner: ApiClient,
  member: ApiClient,
  workspaceId: string,
  role: 'editor' | 'viewer' | 'owner',
): Promise<void> {
  const email = (await member.get('/api/users/profile')).json().email as string;
  const invited = await owner.post(`/api/workspaces/${workspaceId}/invitations/`, { email, role });
  expect(invited.statusCode, invited.body).toBe(201);
  const result = (await t.database.db.execute(
    sql`select text as body from email_outbox where "to" = ${email} order by created_at desc limit 1`,
  )) as unknown as { rows: { body: string }[] };
  const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(result.rows[0]!.body)![1]!;
  const accepted = await member.post(`/api/invitations/${token}/accept/`, {
    full_name: 'A member',
    phone_number: '416 555 0100',
  });
  expect(accepted.statusCode, accepted.body).toBeLessThan(300);
}
