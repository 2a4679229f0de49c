// The cells of an uploaded CSV, counted before csv-parse builds them (issue 31, item 4). The file is
// 5 MB at most, but one line of five million separators makes as many cells: seconds of blocked
// event loop and hundreds of MB in the parser and the column guessing. A byte scan, quotes
// respected ("" inside quotes toggles twice, so it changes nothing), counts them first.
import { AppError } from '../../lib/errors';
import { delimiterOf } from './sheet-files';

const QUOTE = 0x22;
const LF = 0x0a;

/** The file's cells: the separators outside quotes, plus one per non-empty line. */
export function csvCells(bytes: Buffer): number {
  const firstLine = bytes.subarray(0, Math.max(0, bytes.indexOf(LF))).toString('latin1');
  const separator = delimiterOf(firstLine || bytes.toString('latin1')).charCodeAt(0);
  let cells = 0;
  let quoted = false;
  let lineHasContent = false;
  for (const byte of bytes) {
    if (byte === QUOTE) quoted = !quoted;
    if (quoted) {
      lineHasContent = true;
    } else if (byte === separator) {
      cells += 1;
      lineHasContent = true;
    } else if (byte === LF) {
      if (lineHasContent) cells += 1;
      lineHasContent = false;
    } else if (byte !== 0x0d) {
      lineHasContent = true;
    }
  }
  return lineHasContent ? cells + 1 : cells;
}

/** Refuses (413) a CSV with more cells than `maxCells`. */
export function guardCsv(bytes: Buffer, maxCells: number): void {
  if (csvCells(bytes) > maxCells) {
    throw new AppError(
      413,
      `The file has more than ${maxCells.toLocaleString('en')} cells; import it in parts.`,
    );
  }
}
