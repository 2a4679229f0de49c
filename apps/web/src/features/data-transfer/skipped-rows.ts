// The skipped rows of an import as a CSV file (issue 30): the sheet's headers and each row's cells
// as they were, with one more column saying why, in the reader's language. Fixed, it imports again:
// the reason column is not a field, so the import leaves it out.
import type { ImportSummary } from '@lt/core';
import { saveText } from '../../lib/save-file';

const quoted = (cell: string) =>
  /[",\r\n]/.test(cell) || /^\s|\s$/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;

export function skippedRowsCsv(
  summary: Pick<ImportSummary, 'headers' | 'skipped'>,
  reasonHeader: string,
  translate: (problem: string) => string,
): string {
  const lines = [
    [...summary.headers, reasonHeader],
    ...summary.skipped.map((s) => [...s.cells, s.problems.map(translate).join('; ')]),
  ];
  return `${lines.map((cells) => cells.map(quoted).join(',')).join('\r\n')}\r\n`;
}

/** Saves the text as a file; a BOM first so that Excel reads the accents right. */
export function saveCsv(text: string, name: string): void {
  saveText(text, name, 'text/csv;charset=utf-8');
}
