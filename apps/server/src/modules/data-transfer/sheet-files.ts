// Reading and writing the licence sheet as files: CSV (csv-parse / csv-stringify) and .xlsx (exceljs).
// What the columns mean is core's (license-sheet.ts); this file only moves cells in and out of bytes.
import { IMPORT_MAX_ROWS, type SheetCell } from '@lt/core';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type ExcelJS from 'exceljs';
import { badRequest } from '../../lib/errors';

const UTF8_BOM = '\uFEFF';
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** CSV text, CRLF line ends as RFC 4180 has them (inside a JSON document: no byte-order mark). */
export const writeCsvText = (rows: readonly (readonly string[])[]): string =>
  stringify(rows as string[][], { record_delimiter: 'windows' });

/** CSV with a UTF-8 byte-order mark, so Excel reads accents right. */
export function writeCsv(rows: readonly (readonly string[])[]): Buffer {
  return Buffer.from(UTF8_BOM + writeCsvText(rows), 'utf8');
}

/** exceljs is loaded at the first .xlsx, not at start: it costs a second and 27 MB (decision 033). */
const loadExcel = async () => (await import('exceljs')).default;

export async function writeXlsx(rows: readonly (readonly string[])[], sheetName: string): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  workbook.created = new Date(0);
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  for (const row of rows) sheet.addRow([...row]);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const tooManyRows = () =>
  badRequest(`The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en')} rows; import it in parts.`);

/** `;` when the header line has more semicolons than commas (a French Excel's CSV), else `,`. */
export function delimiterOf(text: string): ';' | ',' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => firstLine.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

function readCsv(bytes: Buffer): SheetCell[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('The file is not UTF-8 text: save it as "CSV UTF-8" or as .xlsx.');
  }
  if (text.startsWith(UTF8_BOM)) text = text.slice(1);
  try {
    return parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      // One row more than allowed (plus the header) tells that the file is too long.
      to: IMPORT_MAX_ROWS + 2,
    }) as string[][];
  } catch (error) {
    // csv-parse's own messages name the line and the problem (an unclosed quote…).
    const message = error instanceof Error ? error.message : String(error);
    throw badRequest(`The CSV file cannot be read: ${message}`);
  }
}

async function readXlsx(bytes: Buffer): Promise<SheetCell[][]> {
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest('The file is not a readable .xlsx workbook.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  if (sheet.actualRowCount > IMPORT_MAX_ROWS + 1) throw tooManyRows();
  const rows: SheetCell[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: SheetCell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = xlsxValue(cell.value);
    });
    rows.push(Array.from(cells, (c) => c ?? ''));
  });
  return rows;
}

/** A cell's value as text, number, boolean or date: formulas give their result, rich text its text. */
function xlsxValue(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return '';
  if (value instanceof Date || typeof value !== 'object') return value as SheetCell;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return xlsxValue(value.result as ExcelJS.CellValue);
  return '';
}

/** A zip file (so an .xlsx) by its signature. */
export const isZip = (bytes: Buffer): boolean => ZIP_MAGIC.every((byte, i) => bytes[i] === byte);

/** The rows of an uploaded sheet, the header first: .xlsx by its zip signature, else CSV. */
export async function readSheet(bytes: Buffer): Promise<SheetCell[][]> {
  const rows = isZip(bytes) ? await readXlsx(bytes) : readCsv(bytes);
  if (rows.length > IMPORT_MAX_ROWS + 1) throw tooManyRows();
  return rows;
}
