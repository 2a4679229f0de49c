// Counting, in one inflated part of a workbook, what exceljs would allocate for it (xlsx-guard.ts).
// A byte scan over the tags rather than an XML parser: it never builds the document, and a tag
// name's prefix (`<x:c>`) is ignored as exceljs's own parser does.

export interface XmlCounts {
  /** Each row up to its last column (the import walks empty cells), plus merged areas. */
  cells: number;
  sharedStrings: number;
  mergedRanges: number;
  /** A `<col max>` past Excel's 16,384 columns: exceljs would create every one. */
  badColumns: boolean;
}

export const emptyCounts = (): XmlCounts => ({
  cells: 0,
  sharedStrings: 0,
  mergedRanges: 0,
  badColumns: false,
});

const LT = 0x3c;
const GT = 0x3e;
const EXCEL_MAX_COLUMNS = 16_384;

/** `AB` → 28; 0 when not letters. */
function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(tag)?.[1];

/** Cells in a range `A1:C4` (a single cell `B2` is one); a range past Excel's grid counts as infinite. */
function rangeArea(ref: string): number {
  const match = /^\$?([A-Za-z]{1,3})\$?(\d{1,7})(?::\$?([A-Za-z]{1,3})\$?(\d{1,7}))?$/.exec(ref.trim());
  if (!match) return Number.POSITIVE_INFINITY;
  const [, c1, r1, c2 = c1, r2 = r1] = match as unknown as [string, string, string, string?, string?];
  const width = Math.abs(columnNumber(c2!) - columnNumber(c1)) + 1;
  const height = Math.abs(Number(r2) - Number(r1)) + 1;
  return width * height;
}

/** A tag split between two chunks is carried over, up to this long (the tags read here are short). */
const MAX_CARRY = 4096;

/**
 * Counts one part as it is inflated, chunk by chunk, into `counts`; stops counting once cells pass
 * `maxCells` (the caller refuses). A tag cut between two chunks is read whole from the next one.
 */
export class XmlCounter {
  private carry: Buffer | undefined;
  // The current row's width so far: its last column, or the count of its cells without `r`.
  private rowWidth = 0;
  private column = 0;

  constructor(
    private readonly counts: XmlCounts,
    private readonly maxCells: number,
  ) {}

  push(chunk: Buffer): void {
    const data = this.carry ? Buffer.concat([this.carry, chunk]) : chunk;
    this.carry = undefined;
    const lastTag = data.lastIndexOf(LT);
    if (lastTag !== -1 && data.indexOf(GT, lastTag) === -1 && data.length - lastTag <= MAX_CARRY) {
      this.scan(data.subarray(0, lastTag));
      this.carry = Buffer.from(data.subarray(lastTag));
    } else {
      this.scan(data);
    }
  }

  end(): void {
    if (this.carry) this.scan(this.carry);
    this.carry = undefined;
    this.endRow();
  }

  private endRow(): void {
    this.counts.cells += this.rowWidth;
    this.rowWidth = 0;
    this.column = 0;
  }

  private scan(xml: Buffer): void {
    const counts = this.counts;
    /** The attributes of the tag whose name ends at `from`. */
    const tagText = (from: number) => {
      const close = xml.indexOf(GT, from);
      return xml.toString('latin1', from, close === -1 ? xml.length : close);
    };
    for (let at = xml.indexOf(LT); at !== -1; at = xml.indexOf(LT, at + 1)) {
      if (counts.cells + this.rowWidth > this.maxCells) {
        this.endRow();
        return;
      }
      let end = at + 1;
      // The tag's name: up to a space, `>` or `/`.
      while (end < xml.length && end - at < 64) {
        const b = xml[end]!;
        if (b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d || b === GT || b === 0x2f) break;
        end += 1;
      }
      const qualified = xml.toString('latin1', at + 1, end);
      const name = qualified.slice(qualified.indexOf(':') + 1);
      if (name === 'row') {
        this.endRow();
      } else if (name === 'c') {
        const ref = attribute(tagText(end), 'r');
        const letters = ref ? /^\$?([A-Za-z]+)/.exec(ref)?.[1] : undefined;
        // Without `r`, exceljs places a cell right after the previous one.
        this.column = letters ? columnNumber(letters) : this.column + 1;
        this.rowWidth = Math.max(this.rowWidth, this.column);
      } else if (name === 'si') {
        counts.sharedStrings += 1;
      } else if (name === 'mergeCell') {
        const ref = attribute(tagText(end), 'ref');
        counts.mergedRanges += 1;
        counts.cells += ref === undefined ? 0 : rangeArea(ref);
      } else if (name === 'col') {
        const max = Number(attribute(tagText(end), 'max'));
        if (Number.isFinite(max) && max > EXCEL_MAX_COLUMNS) counts.badColumns = true;
      }
    }
  }
}

/** One whole part's counts (tests, and parts stored uncompressed). */
export function countXml(xml: Buffer, counts: XmlCounts, maxCells: number): void {
  const counter = new XmlCounter(counts, maxCells);
  counter.push(xml);
  counter.end();
}
