// The private calendar feed (issue 18): one all-day event on each licence's expiry date, alarms at
// its lead times. Scoped like GET /licenses/ (every workspace of the token's owner), or to one
// workspace by a `workspace_id` on the feed's address; membership is checked on every read.
import { timingSafeEqual } from 'node:crypto';
import { inReaderLanguage, isLanguage, RenewalRuleSchema } from '@lt/core';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { writeCalendar } from '../../lib/icalendar';
import { listLicenses } from '../licenses/service';
import { roleInWorkspace } from '../workspaces/access';
import { type FeedTokens, feedTokens } from './feed-token';
import * as repo from './repository';
import { CALENDAR_WORDING } from './wording';

export interface FeedContext {
  db: Db;
  tokens: FeedTokens;
  publicUrl: string;
}

const hashAt = (ctx: FeedContext, userId: string) => (generation: number) =>
  ctx.tokens.hash(ctx.tokens.tokenFor(userId, generation));

const feedUrl = (ctx: FeedContext, userId: string, generation: number, workspaceId?: string) =>
  `${ctx.publicUrl}/api/calendar/${ctx.tokens.tokenFor(userId, generation)}.ics${
    workspaceId ? `?workspace_id=${workspaceId}` : ''
  }`;

/**
 * The address at the user's generation; a user who never rotated is at generation 1 (no row, no write).
 * One workspace's address is the same token with `?workspace_id=`: rotating revokes them all.
 */
export async function calendarUrl(ctx: FeedContext, userId: string, workspaceId?: string): Promise<string> {
  if (workspaceId) await roleInWorkspace(ctx.db, userId, workspaceId, 'read');
  const feed = await repo.findByUser(ctx.db, userId);
  return feedUrl(ctx, userId, feed?.generation ?? 1, workspaceId);
}

export async function rotateCalendar(ctx: FeedContext, userId: string): Promise<string> {
  const feed = await repo.rotate(ctx.db, userId, hashAt(ctx, userId));
  return feedUrl(ctx, userId, feed.generation);
}

/** A password reset (issue 31): whoever copied the feed's address with the old password loses it. */
export async function rotateAfterReset(db: Db, userId: string): Promise<void> {
  const tokens = await feedTokens(db);
  await repo.rotate(db, userId, (generation) => tokens.hash(tokens.tokenFor(userId, generation)));
}

/** The access decision's answer without its error: a stranger's feed is simply not there. */
async function isMember(db: Db, userId: string, workspaceId: string): Promise<boolean> {
  try {
    await roleInWorkspace(db, userId, workspaceId, 'read');
    return true;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return false;
    throw error;
  }
}

/** The feed of the token's owner, or null when the token is not a current one. */
export async function calendarFeed(
  ctx: FeedContext,
  token: string,
  now: Date,
  workspaceId?: string,
): Promise<string | null> {
  if (!ctx.tokens.isWellFormed(token)) return null;
  // The token names its user; it is current when its hash is the stored one, or, for a user who
  // never rotated (no row), when it is generation 1's.
  const userId = ctx.tokens.userOf(token);
  const owner = await repo.ownerOfFeed(ctx.db, userId);
  if (!owner) return null;
  const current = owner.feed ? owner.feed.tokenHash : hashAt(ctx, userId)(1);
  if (!timingSafeEqual(Buffer.from(current), Buffer.from(ctx.tokens.hash(token)))) return null;
  const host = new URL(ctx.publicUrl).host;
  const link = `${ctx.publicUrl}/app/licenses`;
  // A member no more: the workspace's address stops answering, like a missing one.
  if (workspaceId && !(await isMember(ctx.db, userId, workspaceId))) return null;
  const licenses = (await listLicenses(ctx.db, userId)).filter(
    (owned) => !workspaceId || owned.workspaceId === workspaceId,
  );
  // The owner's language: a calendar app asks without a person (issue 27: names in it too).
  const language = isLanguage(owner.language) ? owner.language : 'en';
  const w = CALENDAR_WORDING[language];
  return writeCalendar({
    prodId: '-//License Tracker//Licence expiries//EN',
    name: w.name,
    stamp: now,
    events: licenses.flatMap(({ license, businessName }) => {
      if (!license.expiryDate) return [];
      const name = inReaderLanguage(license.licenseName, license.licenseNameFr, language);
      const authority =
        license.authority && inReaderLanguage(license.authority, license.authorityFr, language);
      const title = w.title(name, businessName);
      const details = [
        w.licence(name),
        w.business(businessName),
        ...(license.licenseNumber ? [w.number(license.licenseNumber)] : []),
        ...(authority ? [w.authority(authority)] : []),
        w.rule(RenewalRuleSchema.parse(license.renewalRule)),
        link,
      ];
      return [
        {
          // One event per licence period: a renewal's new expiry is a new event, the old one stays.
          uid: `licence-${license.id}-${license.expiryDate}@${host}`,
          date: license.expiryDate,
          summary: w.summary(title),
          description: details.join('\n'),
          url: link,
          alarms: license.reminderEnabled
            ? license.reminderDays.map((days) => ({
                daysBefore: days,
                description: w.alarm(title, days),
              }))
            : [],
        },
      ];
    }),
  });
}
