import type {
  LicenseLevel,
  SourceChange,
  SourceCheckRun,
  SourceFailure,
  SourceFailureKind,
  SourceTemplate,
  SourceWatchStatus,
} from '@lt/core';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { type CheckDeps, checkSources } from './check-sources';
import * as repository from './repository';

/** The Sources tab of the Admin Panel (decision 043). */

type TemplateRow = Awaited<ReturnType<typeof repository.templatesOf>>[number];

function templatesByUrl(rows: TemplateRow[]): Map<string, SourceTemplate[]> {
  const byUrl = new Map<string, SourceTemplate[]>();
  for (const row of rows) {
    const template: SourceTemplate = {
      id: row.id,
      name: row.name,
      name_fr: row.nameFr,
      level: row.level as LicenseLevel,
      province: row.province,
      city: row.city,
      source_checked_on: row.sourceCheckedOn,
    };
    byUrl.set(row.sourceUrl!, [...(byUrl.get(row.sourceUrl!) ?? []), template]);
  }
  return byUrl;
}

type ChangeRow = NonNullable<Awaited<ReturnType<typeof repository.changeById>>>;

function changeJson(row: ChangeRow, templates: Map<string, SourceTemplate[]>): SourceChange {
  const { change } = row;
  return {
    id: change.id,
    url: change.url,
    detected_at: change.detectedAt.toISOString(),
    before_text: change.beforeText,
    after_text: change.afterText,
    reviewed_at: change.reviewedAt?.toISOString() ?? null,
    reviewed_by_email: row.reviewerEmail ?? null,
    templates: templates.get(change.url) ?? [],
  };
}

export async function openChanges(db: Db, page: repository.Page) {
  const { items, total } = await repository.openChangesPage(db, page);
  const templates = templatesByUrl(
    await repository.templatesOf(
      db,
      items.map((row) => row.change.url),
    ),
  );
  return { total, items: items.map((row) => changeJson(row, templates)) };
}

export async function failures(db: Db, page: repository.Page) {
  const { items, total } = await repository.failuresPage(db, page);
  const templates = templatesByUrl(
    await repository.templatesOf(
      db,
      items.map((row) => row.url),
    ),
  );
  return {
    total,
    items: items.map(
      (row): SourceFailure => ({
        url: row.url,
        kind: row.failureKind as SourceFailureKind,
        reason: row.failureReason ?? '',
        failed_since: (row.failedSince ?? row.checkedAt ?? row.createdAt).toISOString(),
        checked_at: (row.checkedAt ?? row.createdAt).toISOString(),
        templates: templates.get(row.url) ?? [],
      }),
    ),
  };
}

/**
 * "Mark reviewed": the change leaves the list, and every template naming its page is dated as
 * checked today — the server's clock, in UTC (a catalogue fact belongs to no business's zone).
 */
export async function review(db: Db, id: string, reviewer: string, now: Date): Promise<SourceChange> {
  const reviewed = await repository.markReviewed(db, id, reviewer, now, now.toISOString().slice(0, 10));
  const row = await repository.changeById(db, id);
  if (!row) throw notFound('Source change not found');
  if (!reviewed) throw conflict('This source change was already reviewed.');
  return changeJson(row, templatesByUrl(await repository.templatesOf(db, [row.change.url])));
}

export async function status(db: Db, enabled: boolean, now: Date): Promise<SourceWatchStatus> {
  const run = await repository.lastRun(db);
  const running =
    !!run && !run.finishedAt && now.getTime() - run.startedAt.getTime() < repository.RUN_TIME_LIMIT_MS;
  const lastRun: SourceCheckRun | null = run
    ? {
        trigger: run.trigger as SourceCheckRun['trigger'],
        started_at: run.startedAt.toISOString(),
        finished_at: run.finishedAt?.toISOString() ?? null,
        checked: run.checked,
        unchanged: run.unchanged,
        changed: run.changed,
        failed: run.failed,
      }
    : null;
  return { enabled, running, last_run: lastRun };
}

/**
 * "Check sources now": a pass takes minutes (a second between two pages of one host), longer than
 * a request should, so it runs in the background and the tab follows it through the status. The
 * pass is started (its row written) before the answer, so a status read right after sees it.
 */
export async function startCheck(deps: CheckDeps): Promise<{ started: boolean; pass: Promise<void> }> {
  let settle!: (started: boolean) => void;
  let fail!: (error: unknown) => void;
  let begun = false;
  const started = new Promise<boolean>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const pass = checkSources(deps, 'admin', () => {
    begun = true;
    settle(true);
  }).then(
    (result) => {
      if (!result.ran) settle(false);
    },
    (error: unknown) => {
      // Before the pass began, the request fails with it (a 5xx); after, it is background work:
      // logged, never dropped (the pass row is finished anyway).
      if (!begun) return fail(error);
      deps.log.warn({ err: error }, 'source watch: the pass failed');
    },
  );
  return { started: await started, pass };
}
