import { SOURCE_TEXT_MAX_CHARS, type SourceFailureKind } from '@lt/core';
import { and, asc, count, desc, eq, exists, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { licenseTemplates, sourceChanges, sourceCheckRuns, users, watchedSources } from '../../db/schema';

/** The SQL of the watch (decision 043): sources, their changes and failures, the passes. */

/** A pass younger than this with no end is still going; an older one died with its process. */
export const RUN_TIME_LIMIT_MS = 2 * 60 * 60_000;
/** Held while a pass is started, so two starters cannot both see "none going" (any process). */
const RUN_START_LOCK_KEY = 724_110_043;

export type SourceRow = typeof watchedSources.$inferSelect;

/** Every distinct source URL of the templates, with what the watch last stored of it. */
export async function sourcesToCheck(db: Db): Promise<{ url: string; state: SourceRow | null }[]> {
  const urls = await db
    .selectDistinct({ url: licenseTemplates.sourceUrl })
    .from(licenseTemplates)
    .where(and(isNotNull(licenseTemplates.sourceUrl), ne(licenseTemplates.sourceUrl, '')))
    .orderBy(asc(licenseTemplates.sourceUrl));
  const states = await db.select().from(watchedSources);
  const byUrl = new Map(states.map((row) => [row.url, row]));
  return urls.map(({ url }) => ({ url: url!, state: byUrl.get(url!) ?? null }));
}

/** Starts a pass unless one is going; null when one is. */
export async function startRun(db: Db, trigger: 'schedule' | 'admin', at: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RUN_START_LOCK_KEY})`);
    const since = new Date(at.getTime() - RUN_TIME_LIMIT_MS);
    const [going] = await tx
      .select({ id: sourceCheckRuns.id })
      .from(sourceCheckRuns)
      .where(and(isNull(sourceCheckRuns.finishedAt), gt(sourceCheckRuns.startedAt, since)))
      .limit(1);
    if (going) return null;
    const [row] = await tx
      .insert(sourceCheckRuns)
      .values({ trigger, startedAt: at })
      .returning({ id: sourceCheckRuns.id });
    return row!.id;
  });
}

export interface RunTally {
  checked: number;
  unchanged: number;
  changed: number;
  failed: number;
}

export async function finishRun(db: Db, id: string, at: Date, tally: RunTally): Promise<void> {
  await db
    .update(sourceCheckRuns)
    .set({ finishedAt: at, ...tally })
    .where(eq(sourceCheckRuns.id, id));
}

export async function lastRun(db: Db) {
  const [row] = await db.select().from(sourceCheckRuns).orderBy(desc(sourceCheckRuns.startedAt)).limit(1);
  return row ?? null;
}

const capped = (text: string) => text.slice(0, SOURCE_TEXT_MAX_CHARS);

/** A failed check: the failure replaces the last one, the run of failures keeps its start. */
export async function recordFailure(
  db: Db,
  url: string,
  at: Date,
  failure: { kind: SourceFailureKind; reason: string },
): Promise<void> {
  await db
    .insert(watchedSources)
    .values({ url, checkedAt: at, failureKind: failure.kind, failureReason: failure.reason, failedSince: at })
    .onConflictDoUpdate({
      target: watchedSources.url,
      set: {
        checkedAt: at,
        failureKind: failure.kind,
        failureReason: failure.reason,
        failedSince: sql`coalesce(${watchedSources.failedSince}, ${at.toISOString()}::timestamptz)`,
      },
    });
}

const noFailure = { failureKind: null, failureReason: null, failedSince: null } as const;

/** A 304, or a page whose text is what was stored: only the validators and the time move. */
export async function recordUnchanged(
  db: Db,
  url: string,
  at: Date,
  validators?: { etag: string | null; lastModified: string | null },
): Promise<void> {
  await db
    .update(watchedSources)
    .set({ checkedAt: at, ...noFailure, ...(validators ?? {}) })
    .where(eq(watchedSources.url, url));
}

/** The first text seen of a source: what later checks compare with; not a change. */
export async function recordBaseline(
  db: Db,
  url: string,
  at: Date,
  page: { hash: string; text: string; etag: string | null; lastModified: string | null },
): Promise<void> {
  const values = {
    textHash: page.hash,
    mainText: capped(page.text),
    etag: page.etag,
    lastModified: page.lastModified,
    checkedAt: at,
    ...noFailure,
  };
  await db
    .insert(watchedSources)
    .values({ url, ...values })
    .onConflictDoUpdate({ target: watchedSources.url, set: values });
}

/**
 * A new text: the source moves on, and its open change is created or, when one waits for review,
 * given the new text as its after (its before stays the text last reviewed). One transaction.
 */
export async function recordChange(
  db: Db,
  url: string,
  at: Date,
  page: { hash: string; text: string; etag: string | null; lastModified: string | null; before: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(watchedSources)
      .set({
        textHash: page.hash,
        mainText: capped(page.text),
        etag: page.etag,
        lastModified: page.lastModified,
        checkedAt: at,
        changedAt: at,
        ...noFailure,
      })
      .where(eq(watchedSources.url, url));
    const moved = await tx
      .update(sourceChanges)
      .set({ afterText: capped(page.text), detectedAt: at })
      .where(and(eq(sourceChanges.url, url), isNull(sourceChanges.reviewedAt)))
      .returning({ id: sourceChanges.id });
    if (moved.length === 0) {
      await tx
        .insert(sourceChanges)
        .values({ url, beforeText: capped(page.before), afterText: capped(page.text), detectedAt: at });
    }
  });
}

/** Only sources some template still names are listed. */
const inUse = (url: typeof watchedSources.url | typeof sourceChanges.url) =>
  exists(sql`(select 1 from ${licenseTemplates} where ${licenseTemplates.sourceUrl} = ${url})`);

export interface Page {
  limit: number;
  offset: number;
}

/** Changes not reviewed yet, the latest first. */
export async function openChangesPage(db: Db, page: Page) {
  const where = and(isNull(sourceChanges.reviewedAt), inUse(sourceChanges.url));
  const [items, [total]] = await Promise.all([
    db
      .select({ change: sourceChanges, reviewerEmail: users.email })
      .from(sourceChanges)
      .leftJoin(users, eq(users.id, sourceChanges.reviewedBy))
      .where(where)
      .orderBy(desc(sourceChanges.detectedAt), desc(sourceChanges.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(sourceChanges).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function changeById(db: Db, id: string) {
  const [row] = await db
    .select({ change: sourceChanges, reviewerEmail: users.email })
    .from(sourceChanges)
    .leftJoin(users, eq(users.id, sourceChanges.reviewedBy))
    .where(eq(sourceChanges.id, id));
  return row ?? null;
}

/** Sources whose last check failed, the longest failing first. */
export async function failuresPage(db: Db, page: Page) {
  const where = and(isNotNull(watchedSources.failureKind), inUse(watchedSources.url));
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(watchedSources)
      .where(where)
      .orderBy(asc(watchedSources.failedSince), asc(watchedSources.url))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(watchedSources).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** The templates naming each of these URLs. */
export async function templatesOf(db: Db, urls: string[]) {
  if (urls.length === 0) return [];
  return db
    .select({
      id: licenseTemplates.id,
      name: licenseTemplates.name,
      nameFr: licenseTemplates.nameFr,
      level: licenseTemplates.level,
      province: licenseTemplates.province,
      city: licenseTemplates.city,
      sourceUrl: licenseTemplates.sourceUrl,
      sourceCheckedOn: licenseTemplates.sourceCheckedOn,
    })
    .from(licenseTemplates)
    .where(inArray(licenseTemplates.sourceUrl, urls))
    .orderBy(asc(licenseTemplates.name), asc(licenseTemplates.id));
}

/**
 * Marks an open change reviewed and dates the check of every template naming its URL; one
 * transaction. False when the change was already reviewed (or does not exist).
 */
export async function markReviewed(
  db: Db,
  id: string,
  by: string,
  at: Date,
  checkedOn: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [reviewed] = await tx
      .update(sourceChanges)
      .set({ reviewedAt: at, reviewedBy: by })
      .where(and(eq(sourceChanges.id, id), isNull(sourceChanges.reviewedAt)))
      .returning({ url: sourceChanges.url });
    if (!reviewed) return false;
    await tx
      .update(licenseTemplates)
      .set({ sourceCheckedOn: checkedOn })
      .where(eq(licenseTemplates.sourceUrl, reviewed.url));
    return true;
  });
}
