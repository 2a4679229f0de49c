// Which line of a sheet holds the headers (issue 30): registers often put a title, a date or a blank
// line above them. The line naming the most known columns wins; the user can pick another.
import { headerField } from './license-sheet';
import { headerHint } from './sheet-column-guess';

/** How many lines are looked at for the headers (and offered to pick from). */
export const HEADER_SCAN_ROWS = 10;

const textOf = (cell: unknown) =>
  cell === null || cell === undefined || cell instanceof Date ? '' : String(cell).trim();

/** How many cells of a line read as column headers: an exact header counts 2, a hint 1. */
export function headerScore(cells: readonly unknown[]): number {
  let score = 0;
  for (const cell of cells) {
    const text = textOf(cell);
    if (!text || text.length > 60) continue;
    if (headerField(text)) score += 2;
    else if (headerHint(text)) score += 1;
  }
  return score;
}

/**
 * The 0-based index of the header line among the first lines: the best scored, the first of equals.
 * A line below the first must name at least two columns' worth (score 2): one licence-like word
 * in a data row ("Sign permit") does not make it the headers.
 */
export function findHeaderRow(rows: readonly (readonly unknown[])[]): number {
  let best = 0;
  let bestScore = Math.max(1, headerScore(rows[0] ?? []));
  rows.slice(0, HEADER_SCAN_ROWS).forEach((cells, index) => {
    const score = headerScore(cells);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}
