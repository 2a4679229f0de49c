import multipart from '@fastify/multipart';
import { ErrorBody, IMPORT_MAX_BYTES, ImportFields, ImportSummary, LicenseExportQuery } from '@lt/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors';
import { guardCsv } from './csv-guard';
import { exportFileName, exportRows } from './export';
import { importLicenses } from './import';
import { isZip, writeCsv, writeXlsx } from './sheet-files';
import { DEFAULT_XLSX_LIMITS, guardXlsx } from './xlsx-guard';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file response in the API document: its media type and bytes. */
const fileResponse = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: z.string().meta({ format: 'binary' }) } },
});

const ImportBody = ImportFields.extend({
  // Checked in the handler, so that a missing file is named in words (zod's "nonoptional" is not).
  file: z
    .any()
    .optional()
    .meta({
      type: 'string',
      format: 'binary',
      description: `Required. The sheet: .csv (UTF-8, with or without BOM, ";" or "," separated) or .xlsx; at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
    }),
});

/** Licence export and import (issue 18): every workspace of the caller like /licenses/, or one (`workspace_id`). */
export async function dataTransferRoutes(app: FastifyInstance): Promise<void> {
  // Encapsulated here: only the import takes multipart bodies. Files are read into memory, bounded.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 12, fieldSize: 64 * 1024, parts: 13 },
  });
  // A body that claims to be multipart but is not (no boundary, cut short) fails while it is read,
  // before the handler runs: that is the client's to fix, a 400. Errors once the handler runs (the
  // database…) go on to the product's error handler as they are.
  const handlerStarted = new WeakSet<object>();
  app.addHook('preHandler', async (request) => {
    handlerStarted.add(request);
  });
  app.setErrorHandler((error: { statusCode?: number }, request) => {
    if (error.statusCode === undefined && !handlerStarted.has(request) && request.isMultipart()) {
      throw badRequest('The multipart/form-data body cannot be read.');
    }
    throw error;
  });
  // One import at a time per account (issue 31): a second one waits for nothing, it is answered
  // 429. Kept in this server copy's memory: behind several copies, one each per copy.
  const importing = new Set<string>();
  const xlsxLimits = { ...DEFAULT_XLSX_LIMITS, uncompressedBytes: app.config.importMaxUncompressedBytes };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['licenses'];

  r.get(
    '/licenses/export.csv',
    {
      schema: {
        tags,
        description:
          'The licences as CSV (UTF-8 with a byte-order mark), the licence manager’s filters applied; cells that a spreadsheet would run as formulas start with an apostrophe. Re-importing it changes nothing.',
        querystring: LicenseExportQuery,
        response: { 200: fileResponse('text/csv', 'The CSV file'), ...errors },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const rows = await exportRows(app.db, request.user.id, request.query, now);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(now, 'csv')}"`)
        .header('cache-control', 'no-store')
        .send(writeCsv(rows) as never); // bytes: the JSON contract does not apply
    },
  );

  r.get(
    '/licenses/export.xlsx',
    {
      schema: {
        tags,
        description:
          'The licences as an Excel workbook, with the same columns and filters as the CSV export.',
        querystring: LicenseExportQuery,
        response: { 200: fileResponse(XLSX_TYPE, 'The workbook'), ...errors },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const rows = await exportRows(app.db, request.user.id, request.query, now);
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${exportFileName(now, 'xlsx')}"`)
        .header('cache-control', 'no-store')
        .send((await writeXlsx(rows, 'Licences')) as never);
    },
  );

  r.post(
    '/licenses/import/',
    {
      schema: {
        tags,
        description:
          'Imports licences from a sheet into the caller’s businesses (named in a column, or the only one), those of one workspace with `workspace_id` (owner or editor: a viewer gets 403). The header line is found (or given as `header_row`); columns are guessed from headers and values in English or French. A row matches an existing licence by its ID column (from an export), else its licence number, else business, name and expiry, so re-importing creates nothing. Businesses the sheet names that do not exist are listed (`new_businesses`) and created with the licences in one transaction, placed by the sheet’s province and city columns or `new_business_province` / `new_business_city`. Skipped rows come back with their cells, to download, fix and re-import. `dry_run=true` answers the preview and writes nothing; `all_or_nothing` writes nothing when any row has a problem.',
        consumes: ['multipart/form-data'],
        body: ImportBody,
        response: { 200: ImportSummary, 403: ErrorBody, 413: ErrorBody, 429: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const { file, mapping, mode, dry_run, workspace_id, header_row } = request.body;
      const { new_business_province: province, new_business_city: city } = request.body;
      if (!Buffer.isBuffer(file) || file.length === 0) {
        throw badRequest('file: is required (a .csv or .xlsx file sent as multipart/form-data)');
      }
      const userId = request.user.id;
      if (importing.has(userId)) {
        reply.header('retry-after', '5');
        throw new AppError(429, 'An import of yours is already running; try again when it has finished.');
      }
      importing.add(userId);
      try {
        // Before exceljs or csv-parse builds anything: a file past the limits is refused unread.
        if (isZip(file)) await guardXlsx(file, xlsxLimits);
        else guardCsv(file, xlsxLimits.cells);
        return await importLicenses(
          app.db,
          userId,
          {
            file,
            mapping,
            mode,
            dryRun: dry_run,
            workspaceId: workspace_id,
            headerRow: header_row,
            newBusiness: { province, city },
          },
          app.clock.now(),
        );
      } finally {
        importing.delete(userId);
      }
    },
  );
}
