// Hostile workbooks for the upload guard's tests and bench (issue 31): a minimal zip writer (stored
// or deflated entries, sizes it may lie about) and a .xlsx whose sheet inflates to any size
// from about a thousandth of it, deflated in 1 MB chunks so that making it never holds the whole.
import { once } from 'node:events';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** Deflated (raw) bytes, or the stored content with `stored`. */
  data: Buffer;
  stored?: boolean;
  /** What the central directory says the content inflates to. */
  size: number;
  crc?: number;
}

/** A zip file of the entries, local headers and central directory as PKZIP 2.0 writes them. */
export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const method = entry.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(entry.crc ?? 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const head = Buffer.alloc(46);
    head.writeUInt32LE(0x02014b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(20, 6);
    head.writeUInt16LE(method, 10);
    head.writeUInt32LE(entry.crc ?? 0, 16);
    head.writeUInt32LE(entry.data.length, 20);
    head.writeUInt32LE(entry.size, 24);
    head.writeUInt16LE(name.length, 28);
    head.writeUInt32LE(offset, 42);
    parts.push(local, name, entry.data);
    central.push(head, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

/** A small part, deflated, its size told truly. */
export function deflated(name: string, text: string): ZipEntry {
  const content = Buffer.from(text, 'utf8');
  return { name, data: deflateRawSync(content), size: content.length, crc: crc32(content) };
}

const WORKBOOK_PARTS = [
  deflated(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  ),
  deflated(
    '_rels/.rels',
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  ),
  deflated(
    'xl/workbook.xml',
    '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ),
  deflated(
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  ),
];

const SHEET_HEAD =
  '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';

/** A workbook whose only sheet is `sheetXml` (the inside of <sheetData>), made with exceljs's parts. */
export function workbookWith(sheetXml: string, extra: readonly ZipEntry[] = []): Buffer {
  return zipOf([
    ...WORKBOOK_PARTS,
    deflated('xl/worksheets/sheet1.xml', SHEET_HEAD + sheetXml + SHEET_TAIL),
    ...extra,
  ]);
}

/**
 * A workbook whose sheet inflates to `bytes`: one text cell of the same letter over and over, which
 * deflate compresses about a thousand to one. `declare`: the size the zip claims (the truth by default).
 */
export async function bombWorkbook(bytes: number, declare = bytes): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024, 'A');
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const finished = once(deflate, 'end');
  deflate.write(`${SHEET_HEAD}<row><c t="inlineStr"><is><t>`);
  for (let written = 0; written < bytes; written += chunk.length) {
    if (!deflate.write(chunk)) await once(deflate, 'drain');
  }
  deflate.end(`</t></is></c></row>${SHEET_TAIL}`);
  await finished;
  const sheet: ZipEntry = {
    name: 'xl/worksheets/sheet1.xml',
    data: Buffer.concat(out),
    size: Math.min(declare, 0xffffffff),
  };
  return zipOf([...WORKBOOK_PARTS, sheet]);
}
