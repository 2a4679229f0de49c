// Bounded reading of an uploaded .xlsx (issue 31, item 4). The 5 MB upload limit bounds the
// compressed file only: a 1 MB workbook can expand to a gigabyte, and exceljs inflates and
// parses everything before our row limit is checked (38 s and 1.4 GB per file were measured).
// So before exceljs sees the bytes, this reads the zip's central directory (declared sizes),
// then inflates every entry itself, streamed, under one output budget (declared sizes can lie), counting
// what would make exceljs allocate: cells (a row's width up to its last column, since the
// import walks empty cells too), merged areas (exceljs creates every cell of a merge), shared
// strings and column ranges. Each inflated chunk is dropped once counted.
import { createInflateRaw } from 'node:zlib';
import { AppError, badRequest } from '../../lib/errors';
import { emptyCounts, XmlCounter, type XmlCounts } from './xlsx-guard-xml';

export interface XlsxLimits {
  /** Bytes of all entries once inflated (IMPORT_MAX_UNCOMPRESSED_BYTES). */
  uncompressedBytes: number;
  /** Zip entries: a workbook has a few dozen. */
  entries: number;
  /** Cells, counting each row up to its last column and every cell of a merged range. */
  cells: number;
  sharedStrings: number;
  mergedRanges: number;
}

export const DEFAULT_XLSX_LIMITS: XlsxLimits = {
  uncompressedBytes: 50 * 1024 * 1024,
  entries: 1_000,
  // The import's 10,000 rows by 30 columns.
  cells: 300_000,
  sharedStrings: 300_000,
  // exceljs checks each merge against every other one: quadratic.
  mergedRanges: 1_000,
};

/** Deflate cannot pass ~1,032 to 1; real sheets stay well under 100. Only big entries are judged. */
const MAX_RATIO = 500;
const RATIO_FROM_BYTES = 1024 * 1024;

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const U32_MAX = 0xffffffff;
const CHUNK_BYTES = 64 * 1024;

const tooLarge = (detail: string) => new AppError(413, detail);
const unreadable = () => badRequest('The file is not a readable .xlsx workbook.');
const fmt = (n: number) => n.toLocaleString('en');
const expandsTooMuch = (limits: XlsxLimits) =>
  tooLarge(
    `The workbook expands to more than ${fmt(Math.floor(limits.uncompressedBytes / 1024 / 1024))} MB when opened; import it in parts.`,
  );

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  declaredSize: number;
  localOffset: number;
}

const u64 = (bytes: Buffer, at: number) => Number(bytes.readBigUInt64LE(at));

/** Where the central directory is and how many entries it lists (zip64 included). */
function directoryOf(bytes: Buffer): { count: number; offset: number } {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (bytes.readUInt32LE(at) !== EOCD) continue;
    let count = bytes.readUInt16LE(at + 10);
    let offset = bytes.readUInt32LE(at + 16);
    if (
      (count === 0xffff || offset === U32_MAX) &&
      at >= 20 &&
      bytes.readUInt32LE(at - 20) === ZIP64_LOCATOR
    ) {
      const record = u64(bytes, at - 12);
      if (record + 56 > bytes.length || bytes.readUInt32LE(record) !== ZIP64_EOCD) throw unreadable();
      count = u64(bytes, record + 32);
      offset = u64(bytes, record + 48);
    }
    return { count, offset };
  }
  throw unreadable();
}

/** A central entry's real sizes and offset: the zip64 extra field holds those set to 0xFFFFFFFF. */
function zip64Sizes(bytes: Buffer, extraAt: number, extraEnd: number, entry: Entry): void {
  for (let at = extraAt; at + 4 <= extraEnd; ) {
    const id = bytes.readUInt16LE(at);
    const size = bytes.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > at + 4 + size) throw unreadable();
        const value = u64(bytes, field);
        field += 8;
        return value;
      };
      if (entry.declaredSize === U32_MAX) entry.declaredSize = next();
      if (entry.compressedSize === U32_MAX) entry.compressedSize = next();
      if (entry.localOffset === U32_MAX) entry.localOffset = next();
      return;
    }
    at += 4 + size;
  }
}

/** The central directory's entries, refused on their count, declared sizes and ratios. */
function readDirectory(bytes: Buffer, limits: XlsxLimits): Entry[] {
  const { count, offset } = directoryOf(bytes);
  if (count > limits.entries) {
    throw tooLarge(`The workbook has more than ${fmt(limits.entries)} parts; it cannot be imported.`);
  }
  const entries: Entry[] = [];
  let declaredTotal = 0;
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) throw unreadable();
    // Bit 0: encrypted; exceljs cannot read it either.
    if (bytes.readUInt16LE(at + 8) & 1) throw unreadable();
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const entry: Entry = {
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      declaredSize: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
    };
    const extraAt = at + 46 + nameLength;
    zip64Sizes(bytes, extraAt, Math.min(bytes.length, extraAt + extraLength), entry);
    declaredTotal += entry.declaredSize;
    if (declaredTotal > limits.uncompressedBytes) throw expandsTooMuch(limits);
    const ratio = entry.declaredSize / Math.max(1, entry.compressedSize);
    if (entry.declaredSize >= RATIO_FROM_BYTES && ratio > MAX_RATIO) {
      throw tooLarge(
        `The workbook is compressed ${fmt(Math.round(ratio))} to 1, far more than a spreadsheet is; it cannot be imported.`,
      );
    }
    entries.push(entry);
    at = extraAt + extraLength + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** An entry's compressed bytes, from its local header. */
function dataOf(bytes: Buffer, entry: Entry): Buffer {
  const local = entry.localOffset;
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL) throw unreadable();
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  if (start + entry.compressedSize > bytes.length) throw unreadable();
  if (entry.method !== 0 && entry.method !== 8) throw unreadable();
  return bytes.subarray(start, start + entry.compressedSize);
}

/**
 * Inflates a deflated entry chunk by chunk into `onChunk` (which may throw to stop it), refused
 * once past `budget` bytes whatever the entry declared; the inflated size. Streamed rather than
 * inflated whole: no chunk outlives its turn, so a refused file leaves nothing to give back.
 */
function inflateStreamed(
  data: Buffer,
  budget: number,
  limits: XlsxLimits,
  onChunk: (chunk: Buffer) => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw({ chunkSize: CHUNK_BYTES });
    let total = 0;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      reject(error);
    };
    inflate.on('data', (chunk: Buffer) => {
      if (settled) return;
      total += chunk.length;
      if (total > budget) return fail(expandsTooMuch(limits));
      try {
        onChunk(chunk);
      } catch (error) {
        fail(error);
      }
    });
    inflate.on('error', () => fail(unreadable()));
    inflate.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(total);
    });
    inflate.end(data);
  });
}

function checkCounts(counts: XmlCounts, limits: XlsxLimits): void {
  if (counts.cells > limits.cells) {
    throw tooLarge(`The file has more than ${fmt(limits.cells)} cells; import it in parts.`);
  }
  if (counts.sharedStrings > limits.sharedStrings) {
    throw tooLarge(
      `The workbook has more than ${fmt(limits.sharedStrings)} different texts; import it in parts.`,
    );
  }
  if (counts.mergedRanges > limits.mergedRanges) {
    throw tooLarge(
      `The workbook has more than ${fmt(limits.mergedRanges)} merged cell ranges; unmerge them or save the sheet as CSV.`,
    );
  }
  if (counts.badColumns) throw unreadable();
}

/**
 * Refuses (413, or 400 when the zip is broken) a workbook that would expand past the limits,
 * holding at most one inflated chunk at a time. Returns what it counted.
 */
export async function guardXlsx(bytes: Buffer, limits: XlsxLimits = DEFAULT_XLSX_LIMITS): Promise<XmlCounts> {
  const entries = readDirectory(bytes, limits);
  const counts = emptyCounts();
  let inflated = 0;
  for (const entry of entries) {
    const data = dataOf(bytes, entry);
    const budget = limits.uncompressedBytes - inflated;
    const counter = /\.xml$/i.test(entry.name) ? new XmlCounter(counts, limits.cells) : undefined;
    const take = (chunk: Buffer) => {
      counter?.push(chunk);
      checkCounts(counts, limits);
    };
    if (entry.method === 0) {
      if (data.length > budget) throw expandsTooMuch(limits);
      take(data);
      inflated += data.length;
    } else {
      inflated += await inflateStreamed(data, budget, limits, take);
    }
    counter?.end();
    checkCounts(counts, limits);
  }
  return counts;
}
