// Data in and out (issue 18): licence export and import, the calendar feed's URL, "download my data".
// Each takes an optional `workspace_id` (decision 017): export and feed need membership (any role),
// import needs owner or editor; without it they span every workspace the caller belongs to.
import { z } from 'zod';
import { IMPORT_FIELDS, SHEET_LANGUAGES } from '../domain/license-sheet';
import { PROVINCE_CODES } from '../domain/provinces';
import { idField } from './fields';
import { LicenseListQuery } from './list-queries';

/** Import limits: a bigger sheet is refused with a 413 / 400 before any row is read. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
/** How many checked rows a dry run answers with. */
export const IMPORT_PREVIEW_ROWS = 50;

/**
 * GET /licenses/export.csv and .xlsx: the very search, filters and sort of `GET /licenses/`
 * (decision 034), every matching row rather than a page, in the reader's language.
 */
export const LicenseExportQuery = LicenseListQuery.omit({ limit: true, offset: true }).extend({
  lang: z
    .enum(SHEET_LANGUAGES, { message: `must be one of ${SHEET_LANGUAGES.join(', ')}` })
    .default('en')
    .meta({
      description:
        'Language of the header row, and of the names and authorities of licences made from a template.',
    }),
});
export type LicenseExportQuery = z.input<typeof LicenseExportQuery>;

export const IMPORT_MODES = ['all_or_nothing', 'valid_rows'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** At most this many businesses named by a sheet are created by one import. */
export const IMPORT_MAX_NEW_BUSINESSES = 100;

/**
 * A column mapping: field → 0-based column index of the sheet. `province` and `city` (import only)
 * place the businesses the sheet names that do not exist yet.
 */
export const ImportMapping = z.partialRecord(z.enum(IMPORT_FIELDS), z.number().int().min(0).max(200));
export type ImportMapping = z.infer<typeof ImportMapping>;

/**
 * POST /licenses/import/: the text fields of the multipart form (the file is its `file` part).
 * `mapping` is JSON; left out, it is guessed from the header row in English or French.
 */
export const ImportFields = z.object({
  workspace_id: idField.optional().meta({
    description:
      'The workspace to import into (owner or editor); rows then name only its businesses. Left out: every business the caller may edit.',
  }),
  mode: z
    .enum(IMPORT_MODES, { message: `must be one of ${IMPORT_MODES.join(', ')}` })
    .default('all_or_nothing'),
  dry_run: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  mapping: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return undefined;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON: {"license_name": 0, …}' });
        return z.NEVER;
      }
      const parsed = ImportMapping.safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          message: `must map fields (${IMPORT_FIELDS.join(', ')}) to column numbers`,
        });
        return z.NEVER;
      }
      return parsed.data;
    }),
  header_row: z
    .string()
    .regex(/^\d{1,2}$/, { message: 'must be a line number' })
    .optional()
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .meta({
      description:
        'The 1-based line holding the headers; left out, the line naming the most known columns among the first 10.',
    }),
  new_business_province: z
    .enum(PROVINCE_CODES, { message: `must be one of ${PROVINCE_CODES.join(', ')}` })
    .optional()
    .meta({ description: 'Province of the new businesses the sheet names, where no column gives one.' }),
  new_business_city: z
    .string()
    .trim()
    .max(120, { message: 'must be at most 120 characters' })
    .optional()
    .meta({ description: 'City of the new businesses the sheet names, where no column gives one.' }),
});

export const ImportSkipped = z.object({
  row: z.number().int(),
  reason: z.string().meta({ description: 'The problems, in English, joined by "; ".' }),
  problems: z.array(z.string()).meta({ description: 'Each problem, in English (the web translates).' }),
  cells: z
    .array(z.string())
    .meta({ description: "The row's cells as text, to download, fix and re-import." }),
});

export const ImportNewBusiness = z.object({
  name: z.string(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  rows: z.number().int().meta({ description: 'How many rows name it.' }),
  created: z.boolean().meta({ description: 'Created by this import (or would be, in a dry run).' }),
});

export const ImportPreviewRow = z.object({
  row: z.number().int(),
  action: z.enum(['create', 'update', 'unchanged', 'skip']),
  license_name: z.string(),
  business_name: z.string(),
  expiry_date: z.string().nullable(),
  problems: z.array(z.string()),
});

export const ImportSummary = z
  .object({
    dry_run: z.boolean(),
    written: z.boolean().meta({
      description:
        'True when the rows were stored; false for a dry run, and for "all or nothing" when a row had a problem.',
    }),
    /** The sheet's header row and the mapping used (given or guessed). */
    headers: z.array(z.string()),
    header_row: z.number().int().meta({ description: 'The 1-based line read as the headers.' }),
    top_rows: z.array(z.array(z.string())).meta({
      description:
        'The first 10 lines of the sheet as text (the first 8 cells of each), to pick the header line.',
    }),
    new_businesses: z.array(ImportNewBusiness).meta({
      description:
        'The businesses the sheet names that do not exist: created with the licences, in one transaction.',
    }),
    mapping: ImportMapping,
    rows: z.number().int().meta({ description: 'Data rows read (blank rows left out).' }),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int().meta({ description: 'Rows matching a licence as it already is.' }),
    skipped: z.array(ImportSkipped),
    preview: z.array(ImportPreviewRow).meta({
      description: `The first ${IMPORT_PREVIEW_ROWS} rows and what would happen to each (dry run only).`,
    }),
  })
  .meta({ id: 'ImportSummary' });
export type ImportSummary = z.infer<typeof ImportSummary>;

/** GET /users/calendar/ and POST /users/calendar/rotate/: the caller's private feed. */
export const CalendarFeed = z
  .object({
    url: z
      .string()
      .meta({ description: 'The private iCalendar address; anyone holding it can read the feed.' }),
  })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof CalendarFeed>;

export const CalendarFileParam = z.object({
  file: z.string().max(100).meta({ description: 'The feed token followed by `.ics`.' }),
});

/** GET /users/calendar/ and the feed itself: optionally one workspace's licences only. */
export const CalendarFeedQuery = z.object({
  workspace_id: idField.optional().meta({
    description:
      'Only this workspace’s licences (the caller must be a member); every workspace when left out.',
  }),
});

/** GET /users/export: everything the product holds about the caller, as one JSON document. */
export const MyDataExport = z
  .object({
    exported_at: z.string(),
    profile: z.record(z.string(), z.unknown()),
    sign_in: z.record(z.string(), z.unknown()),
    workspaces: z.array(z.record(z.string(), z.unknown())).meta({
      description:
        'The workspaces the caller belongs to, each with the caller’s role; other members are not listed (their data is theirs).',
    }),
    invitations: z.array(z.record(z.string(), z.unknown())).meta({
      description: 'Workspace invitations addressed to the caller’s e-mail (without their token).',
    }),
    phone: z.record(z.string(), z.unknown()),
    businesses: z.array(z.record(z.string(), z.unknown())).meta({
      description: 'The businesses the caller created, in any workspace.',
    }),
    licenses: z.array(z.record(z.string(), z.unknown())),
    licenses_csv: z.string().meta({
      description:
        'The same licences as the export’s CSV (its columns, headers in the person’s language), to open in a spreadsheet or re-import.',
    }),
    reminder_deliveries: z.array(z.record(z.string(), z.unknown())),
    workspace_channels: z.array(z.record(z.string(), z.unknown())).meta({
      description:
        'The Slack, Teams and webhook channels of the workspaces the caller owns: a hint of the URL (host and last characters), never the URL whole nor the signing secret.',
    }),
    outside_contacts: z.array(z.record(z.string(), z.unknown())).meta({
      description:
        'The outside contacts (name, e-mail, phone, language, channels, when they confirmed or unsubscribed) of the businesses the caller created. Members who opted in to reminders are in their own file.',
    }),
  })
  .meta({ id: 'MyDataExport' });
export type MyDataExport = z.infer<typeof MyDataExport>;
