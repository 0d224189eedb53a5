import { createInflateRaw } from 'node:zlib';
import {
  CENTRE_IMPORT_MESSAGES as M,
  CENTRE_IMPORT_XLSX_LIMITS as LIMITS,
} from '@eval/contracts/centre-import';
import { AppError } from '../../lib/errors';

/** One entry of the ZIP's central directory, as far as the checks need it. */
interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  compressed: number;
  size: number;
  offset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
const STORED = 0;
const DEFLATE = 8;
/** General purpose flag bit 3: CRC and sizes follow the data in a data descriptor. */
const HAS_DESCRIPTOR = 0x0008;
/** Entries this small may compress as much as they like (a sheet of empty rows does). */
const RATIO_FLOOR = 1024 * 1024;
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const SHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

const unreadable = () => new AppError('BAD_REQUEST', M.unreadable);
const refused = (message: string) => new AppError('BAD_REQUEST', message);

/** The end-of-central-directory record: searched backwards over the longest comment allowed. */
function endRecord(file: Buffer): number {
  const lowest = Math.max(0, file.length - 22 - 0xffff);
  for (let at = file.length - 22; at >= lowest; at -= 1)
    if (file.readUInt32LE(at) === EOCD) return at;
  throw unreadable();
}

/** The central directory's entries; a truncated file, ZIP64 or a split archive is unreadable. */
function centralEntries(file: Buffer): { entries: ZipEntry[]; directoryAt: number } {
  const end = endRecord(file);
  const count = file.readUInt16LE(end + 10);
  const directorySize = file.readUInt32LE(end + 12);
  const directoryAt = file.readUInt32LE(end + 16);
  if (file.readUInt16LE(end + 4) !== 0 || file.readUInt16LE(end + 8) !== count) throw unreadable();
  if (count > LIMITS.entries) throw refused(M.xlsxTooManyEntries);
  if (directoryAt + directorySize > end) throw unreadable();
  const entries: ZipEntry[] = [];
  let at = directoryAt;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || file.readUInt32LE(at) !== CENTRAL) throw unreadable();
    const nameLength = file.readUInt16LE(at + 28);
    const skipped = nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
    entries.push({
      flags: file.readUInt16LE(at + 8),
      method: file.readUInt16LE(at + 10),
      compressed: file.readUInt32LE(at + 20),
      size: file.readUInt32LE(at + 24),
      offset: file.readUInt32LE(at + 42),
      name: file.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + skipped;
  }
  return { entries, directoryAt };
}

/** The limits read from the directory alone: sizes, ratio, and what a workbook must hold. */
function checkDeclared(entries: readonly ZipEntry[]): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.size;
    if (total > LIMITS.expandedBytes) throw refused(M.xlsxTooLarge);
    if (entry.name === SHARED_STRINGS && entry.size > LIMITS.sharedStringsBytes)
      throw refused(M.xlsxSharedStringsTooLarge);
    if (entry.size > RATIO_FLOOR && entry.size > LIMITS.ratio * Math.max(entry.compressed, 1))
      throw refused(M.xlsxRatio);
    if (entry.method !== STORED && entry.method !== DEFLATE) throw unreadable();
    if (entry.method === STORED && entry.compressed !== entry.size) throw unreadable();
  }
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw unreadable();
  if (!entries.some((entry) => SHEET.test(entry.name))) throw unreadable();
}

/**
 * Where each entry's data lies. The entries must follow one another from the first byte to the
 * central directory, each local header naming what the directory names: the streaming reader
 * (exceljs) reads the local headers in order, so an entry hidden between them, or renamed,
 * would escape the checks made on the directory.
 */
function dataSlices(file: Buffer, entries: readonly ZipEntry[], directoryAt: number): Buffer[] {
  const ordered = [...entries].sort((a, b) => a.offset - b.offset);
  const slices: Buffer[] = [];
  let expected = 0;
  for (const entry of ordered) {
    const at = entry.offset;
    if (at !== expected || at + 30 > directoryAt || file.readUInt32LE(at) !== LOCAL)
      throw unreadable();
    const nameLength = file.readUInt16LE(at + 26);
    const start = at + 30 + nameLength + file.readUInt16LE(at + 28);
    if (file.toString('utf8', at + 30, at + 30 + nameLength) !== entry.name) throw unreadable();
    let end = start + entry.compressed;
    if (end > directoryAt) throw unreadable();
    slices.push(file.subarray(start, end));
    if (entry.flags & HAS_DESCRIPTOR)
      end += end + 4 <= directoryAt && file.readUInt32LE(end) === DESCRIPTOR ? 16 : 12;
    expected = end;
  }
  if (expected !== directoryAt) throw unreadable();
  // Back in the directory's order, to pair each slice with its entry.
  return entries.map((entry) => slices[ordered.indexOf(entry)] ?? Buffer.alloc(0));
}

/**
 * Counts the occurrences of an ASCII tag start across chunks: a match split between two chunks
 * is found once, in the second, thanks to the last bytes of the first carried over.
 */
function tagCounter(pattern: RegExp, length: number) {
  let carry = '';
  let count = 0;
  return {
    add(chunk: Buffer) {
      const text = carry + chunk.toString('latin1');
      count += text.match(pattern)?.length ?? 0;
      carry = text.slice(-(length - 1));
    },
    get count() {
      return count;
    },
  };
}

/**
 * Expands one entry as a stream, counting its bytes, and stops as soon as it passes its
 * declared size: a directory that lies about sizes costs at most what it declared. Memory
 * stays at one zlib buffer whatever the entry expands to.
 */
function expandCounted(
  entry: ZipEntry,
  data: Buffer,
  onChunk: (chunk: Buffer) => void,
): Promise<void> {
  if (entry.method === STORED) {
    onChunk(data);
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      try {
        if (size > entry.size) throw unreadable();
        onChunk(chunk);
      } catch (error) {
        inflate.destroy();
        reject(error);
      }
    });
    inflate.on('error', () => reject(unreadable()));
    inflate.on('end', () => (size === entry.size ? resolve() : reject(unreadable())));
    inflate.end(data);
  });
}

/**
 * Checks an uploaded XLSX before any part of it is parsed (zip bombs): the ZIP's
 * structure, its entry count, each entry's and the total expanded size, the compression ratio,
 * then — expanding every entry as a counted stream — that the sizes are true, and the number of
 * shared strings and of cells. Refuses with a Spanish 400 naming the limit; returns when the
 * file is safe to hand to the spreadsheet reader. An empty or truncated file is unreadable.
 */
export async function checkXlsx(file: Buffer): Promise<void> {
  if (file.length < 22) throw unreadable();
  const { entries, directoryAt } = centralEntries(file);
  checkDeclared(entries);
  const slices = dataSlices(file, entries, directoryAt);
  const strings = tagCounter(/<si[\s>]/g, 4);
  const cells = tagCounter(/<c[\s>]/g, 3);
  for (const [index, entry] of entries.entries()) {
    const counter = entry.name === SHARED_STRINGS ? strings : SHEET.test(entry.name) ? cells : null;
    await expandCounted(entry, slices[index] ?? Buffer.alloc(0), (chunk) => {
      counter?.add(chunk);
      if (strings.count > LIMITS.sharedStrings) throw refused(M.xlsxTooManyStrings);
      if (cells.count > LIMITS.cells) throw refused(M.xlsxTooManyCells);
    });
  }
}
