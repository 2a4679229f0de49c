import { z } from 'zod';
import { LICENSE_LEVELS } from '../domain/levels';

/**
 * Watched sources (decision 043): the weekly check of every licence template's source page, the
 * changes an administrator has not reviewed yet, the pages that could not be checked.
 */

/** Why a source could not be checked: the web words each kind, the reason is the operator's line. */
export const SOURCE_FAILURE_KINDS = ['timeout', 'refused', 'http', 'network', 'too_large'] as const;
export type SourceFailureKind = (typeof SOURCE_FAILURE_KINDS)[number];

/** At most this many characters of a page's main text are kept as a change's before or after. */
export const SOURCE_TEXT_MAX_CHARS = 50_000;
/** The web asks for this many changes a page: each carries two texts. */
export const SOURCE_CHANGES_PAGE_SIZE = 10;

/** A template whose `source_url` is the page. */
export const SourceTemplate = z
  .object({
    id: z.string(),
    name: z.string(),
    name_fr: z.string().nullable(),
    level: z.enum(LICENSE_LEVELS),
    province: z.string().nullable(),
    city: z.string().nullable(),
    source_checked_on: z.string().nullable(),
  })
  .meta({ id: 'SourceTemplate' });
export type SourceTemplate = z.infer<typeof SourceTemplate>;

/** GET /admin/sources/changes: a source whose main text changed since it was last reviewed. */
export const SourceChange = z
  .object({
    id: z.string(),
    url: z.string(),
    /** When the text was last seen to change. */
    detected_at: z.string(),
    before_text: z.string(),
    after_text: z.string(),
    reviewed_at: z.string().nullable(),
    reviewed_by_email: z.string().nullable(),
    templates: z.array(SourceTemplate),
  })
  .meta({ id: 'SourceChange' });
export type SourceChange = z.infer<typeof SourceChange>;

/** GET /admin/sources/failures: a source whose last check failed (not a change). */
export const SourceFailure = z
  .object({
    url: z.string(),
    kind: z.enum(SOURCE_FAILURE_KINDS),
    reason: z.string(),
    /** The first failed check of the run of failures. */
    failed_since: z.string(),
    checked_at: z.string(),
    templates: z.array(SourceTemplate),
  })
  .meta({ id: 'SourceFailure' });
export type SourceFailure = z.infer<typeof SourceFailure>;

const count = z.number().int().min(0);

/** One pass over every source (inlined in the document: a nullable reference lints badly). */
export const SourceCheckRun = z.object({
  trigger: z.enum(['schedule', 'admin']),
  started_at: z.string(),
  /** Null while it runs. */
  finished_at: z.string().nullable(),
  checked: count,
  unchanged: count,
  changed: count,
  failed: count,
});
export type SourceCheckRun = z.infer<typeof SourceCheckRun>;

/** GET /admin/sources/status: whether the watch is on, whether a pass is going, the last one. */
export const SourceWatchStatus = z
  .object({
    enabled: z.boolean(),
    running: z.boolean(),
    last_run: SourceCheckRun.nullable(),
  })
  .meta({ id: 'SourceWatchStatus' });
export type SourceWatchStatus = z.infer<typeof SourceWatchStatus>;

/** POST /admin/sources/check (super admins): 202, the pass runs in the background. */
export const SourceCheckStarted = z
  .object({
    /** False when a pass was already going: that one is the one to wait for. */
    started: z.boolean(),
  })
  .meta({ id: 'SourceCheckStarted' });
export type SourceCheckStarted = z.infer<typeof SourceCheckStarted>;
