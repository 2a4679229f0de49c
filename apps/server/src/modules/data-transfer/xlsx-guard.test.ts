import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { bombWorkbook, deflated, workbookWith } from '../../../test/support/zip-bomb';
import { AppError } from '../../lib/errors';
import { DEFAULT_XLSX_LIMITS, guardXlsx, type XlsxLimits } from './xlsx-guard';

const MB = 1024 * 1024;
const small: XlsxLimits = { ...DEFAULT_XLSX_LIMITS, uncompressedBytes: 2 * MB };

/** What the guard throws: its status and detail. */
async function refusal(run: () => Promise<unknown>): Promise<{ status: number; detail: string }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, detail: error.detail };
    throw error;
  }
  throw new Error('not refused');
}

describe('guardXlsx', () => {
  it('lets a workbook written by a spreadsheet program through, and counts its cells', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Licences');
    sheet.addRow(['Business', 'Licence name', 'Expiry']);
    for (let i = 0; i < 200; i += 1)
      sheet.addRow([`Café ${i}`, `Permit ${i}`, new Date(Date.UTC(2027, 0, 1))]);
    sheet.mergeCells('E1:F2');
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const counts = await guardXlsx(bytes);
    // 201 rows of 3 cells, the first two up to F (exceljs writes the merged cells), and the merge's 4.
    expect(counts.cells).toBe(2 * 6 + 199 * 3 + 4);
    expect(counts.mergedRanges).toBe(1);
    expect(counts.sharedStrings).toBeGreaterThanOrEqual(400);
  });

  it('refuses a sheet declared bigger than the limit before inflating anything', async () => {
    const bomb = await bombWorkbook(8 * MB);
    expect(bomb.length).toBeLessThan(16 * 1024);
    expect(await refusal(() => guardXlsx(bomb, small))).toEqual({
      status: 413,
      detail: 'The workbook expands to more than 2 MB when opened; import it in parts.',
    });
  });

  it('refuses a sheet that lies about its size once inflation passes the limit', async () => {
    const liar = await bombWorkbook(8 * MB, 1_000);
    expect((await refusal(() => guardXlsx(liar, small))).detail).toBe(
      'The workbook expands to more than 2 MB when opened; import it in parts.',
    );
  });

  it('refuses an absurd compression ratio even under the size limit', async () => {
    const bomb = await bombWorkbook(8 * MB);
    expect((await refusal(() => guardXlsx(bomb))).detail).toMatch(
      /^The workbook is compressed [\d,]+ to 1, far more/,
    );
  });

  it('counts a row up to its last column, and every cell of a merged range', async () => {
    // 20 rows with one cell each in the last column: 327,680 cells for exceljs to walk.
    const wide = workbookWith(
      Array.from({ length: 20 }, (_, i) => `<row r="${i + 1}"><c r="XFD${i + 1}"><v>1</v></c></row>`).join(
        '',
      ),
    );
    expect(await refusal(() => guardXlsx(wide))).toEqual({
      status: 413,
      detail: 'The file has more than 300,000 cells; import it in parts.',
    });
    const merged = workbookWith(
      '<row r="1"><c r="A1"><v>1</v></c></row></sheetData><mergeCells><mergeCell ref="A1:XFD1048576"/></mergeCells><sheetData>',
    );
    expect((await refusal(() => guardXlsx(merged))).detail).toBe(
      'The file has more than 300,000 cells; import it in parts.',
    );
    // Cells without an address follow one another; a namespace prefix changes nothing.
    const prefixed = workbookWith('<x:row><x:c><x:v>1</x:v></x:c><x:c/><x:c/></x:row><row><c r="C2"/></row>');
    expect((await guardXlsx(prefixed)).cells).toBe(6);
    // Tags cut between inflated chunks (64 KB) are read whole: 5,000 rows up to C.
    const rows = Array.from(
      { length: 5_000 },
      (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>1</v></c><c r="C${i + 1}" s="1"/></row>`,
    );
    expect((await guardXlsx(workbookWith(rows.join('')))).cells).toBe(15_000);
  });

  it('refuses too many shared strings, merged ranges or zip entries', async () => {
    const strings = deflated('xl/sharedStrings.xml', `<sst>${'<si><t>x</t></si>'.repeat(11)}</sst>`);
    expect(
      (await refusal(() => guardXlsx(workbookWith('', [strings]), { ...small, sharedStrings: 10 }))).detail,
    ).toBe('The workbook has more than 10 different texts; import it in parts.');
    const merges =
      '</sheetData><mergeCells><mergeCell ref="A1:A2"/><mergeCell ref="B1:B2"/></mergeCells><sheetData>';
    expect((await refusal(() => guardXlsx(workbookWith(merges), { ...small, mergedRanges: 1 }))).detail).toBe(
      'The workbook has more than 1 merged cell ranges; unmerge them or save the sheet as CSV.',
    );
    expect((await refusal(() => guardXlsx(workbookWith(''), { ...small, entries: 3 }))).detail).toBe(
      'The workbook has more than 3 parts; it cannot be imported.',
    );
  });

  it('answers 400 for a zip it cannot read', async () => {
    const good = workbookWith('<row><c><v>1</v></c></row>');
    for (const broken of [good.subarray(0, good.length - 30), Buffer.from('PK\u0003\u0004 not a zip')]) {
      expect(await refusal(() => guardXlsx(broken))).toEqual({
        status: 400,
        detail: 'The file is not a readable .xlsx workbook.',
      });
    }
  });
});
