// Every row the product holds about one user, as stored (column names as in the database), for
// "download my data". Each query is bound to the user id; nothing here takes another id.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

type Row = Record<string, unknown>;

async function rows(db: Db, query: SQL): Promise<Row[]> {
  return (await rawRows<{ row: Row }>(db, query)).map((r) => r.row);
}

export interface StoredData {
  user: Row | undefined;
  workspaces: Row[];
  invitations: Row[];
  phoneVerifications: Row[];
  smsOptOut: Row | undefined;
  dailySends: Row[];
  localAccount: Row | undefined;
  adminGrants: Row[];
  calendarFeed: Row | undefined;
  businesses: Row[];
  licenses: Row[];
  periods: Row[];
  deliveries: Row[];
  attempts: Row[];
  /** Channels of the workspaces the caller owns, with the URL still whole: the route hints it. */
  channels: Row[];
  /** The outside contacts the caller's businesses remind (decision 023). */
  outsideContacts: Row[];
}

/**
 * "Mine" in a shared workspace (decision 017): the businesses the user created there, and their
 * licences, while the user is still a member. Other members' businesses are the workspace's (its
 * export shows them to any member), and so are those the user created before leaving it.
 */
export async function storedData(db: Db, userId: string): Promise<StoredData> {
  const memberOf = sql`(select workspace_id from workspace_members where user_id = ${userId})`;
  const owned = sql`(select id from businesses where owner_id = ${userId} and workspace_id in ${memberOf})`;
  const licenceIds = sql`(select id from licenses where business_id in ${owned})`;
  const deliveryIds = sql`(select id from reminder_deliveries where user_id = ${userId})`;
  const [
    user,
    localAccount,
    adminGrants,
    calendarFeed,
    businesses,
    licenses,
    periods,
    deliveries,
    attempts,
    workspaces,
    invitations,
    phoneVerifications,
    smsOptOut,
    dailySends,
    channels,
    outsideContacts,
  ] = await Promise.all([
    rows(db, sql`select to_jsonb(t) as row from users t where id = ${userId}`),
    // The password is kept only as a scrypt hash; the hash itself is left out of the file.
    rows(
      db,
      sql`select to_jsonb(t) - 'password_hash' as row from local_accounts t
            where 'local|' || t.id::text = (select subject from users where id = ${userId})`,
    ),
    rows(db, sql`select to_jsonb(t) as row from admin_grants t where user_id = ${userId}`),
    // The feed's token hash is a credential's digest: its dates only.
    rows(
      db,
      sql`select jsonb_build_object('created_at', created_at, 'rotated_at', rotated_at, 'generation', generation) as row
            from calendar_feeds where user_id = ${userId}`,
    ),
    rows(db, sql`select to_jsonb(t) as row from businesses t where id in ${owned} order by created_at, id`),
    rows(
      db,
      sql`select to_jsonb(t) as row from licenses t where business_id in ${owned} order by created_at, id`,
    ),
    rows(
      db,
      sql`select to_jsonb(t) as row from license_periods t where license_id in ${licenceIds} order by created_at, id`,
    ),
    rows(
      db,
      sql`select to_jsonb(t) - 'claim_token' - 'claimed_by' as row from reminder_deliveries t
            where user_id = ${userId} order by created_at, id`,
    ),
    rows(
      db,
      sql`select to_jsonb(t) as row from reminder_attempts t where delivery_id in ${deliveryIds} order by at, id`,
    ),
    // The caller's memberships with the role; the other members are theirs to export.
    rows(
      db,
      sql`select jsonb_build_object('id', w.id, 'name', w.name, 'personal', w.personal, 'role', m.role,
              'member_since', m.created_at, 'created_by_you', coalesce(w.created_by = ${userId}, false)) as row
            from workspace_members m join workspaces w on w.id = m.workspace_id
            where m.user_id = ${userId} order by m.created_at, w.id`,
    ),
    // Invitations to the caller's address, without the link's token digest or who sent them.
    rows(
      db,
      sql`select to_jsonb(t) - 'token_hash' - 'invited_by' - 'accepted_by' as row from workspace_invitations t
            where lower(t.email) = (select lower(email) from users where id = ${userId}) order by created_at, id`,
    ),
    rows(
      db,
      sql`select to_jsonb(t) - 'code_hash' as row from phone_verifications t where user_id = ${userId}`,
    ),
    rows(
      db,
      sql`select to_jsonb(t) as row from sms_opt_outs t
            where phone_number in (select phone_number from users where id = ${userId}
                                   union select phone_verified_number from users where id = ${userId})`,
    ),
    rows(
      db,
      sql`select to_jsonb(t) as row from daily_sends t where user_id = ${userId} order by day, channel`,
    ),
    // Channels are the owners' setting (decision 026), so the file of each owner holds them. The
    // webhook's signing secret never leaves; the URL (itself a credential) is cut to a hint by the route.
    rows(
      db,
      sql`select to_jsonb(c) - 'secret' || jsonb_build_object('workspace_name', w.name) as row
            from workspace_channels c join workspaces w on w.id = c.workspace_id
            where c.workspace_id in (select workspace_id from workspace_members
                                     where user_id = ${userId} and role = 'owner')
            order by c.created_at, c.id`,
    ),
    // Entered by the caller for their businesses, like the licences. Members who opted in are in
    // their own file: another person's account is not the caller's to export.
    rows(
      db,
      sql`select to_jsonb(t) - 'user_id' as row from business_recipients t
            where t.business_id in ${owned} and t.user_id is null order by t.created_at, t.id`,
    ),
  ]);
  return {
    user: user[0],
    localAccount: localAccount[0],
    adminGrants,
    calendarFeed: calendarFeed[0],
    businesses,
    licenses,
    periods,
    deliveries,
    attempts,
    workspaces,
    invitations,
    phoneVerifications,
    smsOptOut: smsOptOut[0],
    dailySends,
    channels,
    outsideContacts,
  };
}
