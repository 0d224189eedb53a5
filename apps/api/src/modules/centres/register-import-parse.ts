import { Readable } from 'node:stream';
import {
  CENTRE_IMPORT_MAX_BYTES,
  CENTRE_IMPORT_MAX_ROWS,
  CENTRE_IMPORT_MESSAGES as M,
  CENTRE_IMPORT_XLSX_TYPE,
} from '@eval/contracts/centre-import';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError } from '../../lib/errors';
import { checkXlsx } from './register-import-xlsx';

/**
 * An upload received whole (at most CENTRE_IMPORT_MAX_BYTES) and checked by `receiveRegister`,
 * kept as the chunks it arrived in: nothing waits on the client once the import starts.
 */
export interface RegisterUpload {
  chunks: readonly Buffer[];
  contentType: string;
}

/** One data row of the register file: its line (the header is line 1) and its cells by column. */
export interface RegisterLine {
  line: number;
  cells: Map<string, string>;
}

/**
 * Header rule of spec §5: lower-cased, non-word characters replaced by an underscore. Accents
 * are dropped first, so "Código" reads as codigo rather than c_digo.
 */
export const headerName = (text: string): string =>
  text
    .replace(/^\ufeff/, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/\W/g, '_');

/** An XLSX cell value as text: numbers plainly, dates as YYYY-MM-DD, rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('error' in value) return String(value.error);
  return '';
}

/** Text handed to the CSV parser at a time: its first piece is where it guesses the delimiter. */
const TEXT_PIECE = 64 * 1024;

/**
 * The text of the chunks, decoded as UTF-8 by one streaming decoder: a character whose bytes
 * fall across two chunks (two network packets) is decoded whole, not as two U+FFFD (otherwise
 * "Peñíscola" is stored as "Pe��íscola"). The BOM is dropped. Small chunks are joined into
 * pieces of TEXT_PIECE characters: Papa Parse guesses the delimiter from its first piece, and a
 * first packet of a few bytes (a trickled upload) made it guess wrong.
 */
function* decodedText(chunks: readonly Buffer[]): Generator<string> {
  const decoder = new TextDecoder('utf-8');
  let piece = '';
  for (const chunk of chunks) {
    piece += decoder.decode(chunk, { stream: true });
    if (piece.length >= TEXT_PIECE) {
      yield piece;
      piece = '';
    }
  }
  piece += decoder.decode();
  if (piece !== '') yield piece;
}

/**
 * The line of the first text that is not UTF-8 (or already holds U+FFFD, the mark of an earlier
 * bad conversion), or null. Such a file is refused rather than guessed at (docs/decisions.md):
 * decoding it would store U+FFFD in place of each accented letter.
 */
function firstDamagedLine(chunks: readonly Buffer[]): number | null {
  let line = 1;
  for (const text of decodedText(chunks)) {
    const bad = text.indexOf('\ufffd');
    const before = bad === -1 ? text : text.slice(0, bad);
    for (const char of before) if (char === '\n') line += 1;
    if (bad !== -1) return line;
  }
  return null;
}

/** Papa Parse reads the decoded text as strings (its stream does not decode them again). */
async function* csvRecords(chunks: readonly Buffer[]): AsyncGenerator<string[]> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [';', ',', '\t'],
  });
  const input = Readable.from(decodedText(chunks));
  input.on('error', (error) => parser.destroy(error));
  input.pipe(parser);
  for await (const record of parser as AsyncIterable<string[]>) yield record;
}

/** Columns of a sheet read; a register has a dozen. */
const MAX_COLUMNS = 256;

/** The first worksheet's rows; a row with no value at all counts as an empty line, skipped. */
async function* sheetRows(input: Readable): AsyncGenerator<string[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = row.values as ExcelJS.CellValue[];
      // A cell far to the right (column XFD) would make every row 16,384 cells long.
      const cells = values.slice(1, MAX_COLUMNS + 1).map(cellText);
      if (cells.some((cell) => cell.trim() !== '')) yield cells;
    }
    // Only the first sheet is the register; later sheets (notes, lists) are ignored.
    return;
  }
}

/**
 * exceljs 4.4's streaming reader now and then loses the workbook part of a valid file and fails
 * at its first sheet (TypeError "reading 'sheets'"): 3 reads in 1,000 of the very same bytes,
 * measured; CI met it once. So a read that fails before its first row is tried again on the
 * same bytes (kept in memory, at most CENTRE_IMPORT_MAX_BYTES); a file that fails every time is
 * unreadable. The file has passed checkXlsx before it gets here.
 */
const XLSX_READ_ATTEMPTS = 3;

async function* xlsxRecords(file: Buffer): AsyncGenerator<string[]> {
  for (let attempt = 1; ; attempt += 1) {
    let yielded = false;
    try {
      for await (const cells of sheetRows(Readable.from([file]))) {
        yielded = true;
        yield cells;
      }
      return;
    } catch (error) {
      if (yielded || attempt >= XLSX_READ_ATTEMPTS || error instanceof AppError) throw error;
    }
  }
}

/**
 * Receives the whole body (at most CENTRE_IMPORT_MAX_BYTES, refused with a 413 as soon as it
 * passes) and checks it before anything else happens: not empty, a safe XLSX (checkXlsx) or a
 * CSV in UTF-8. Only then does the import read the database, so no transaction or connection
 * ever waits on a slow client (a trickled upload held the embedded database).
 */
export async function receiveRegister(
  body: Readable,
  contentType: string,
): Promise<RegisterUpload> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size > CENTRE_IMPORT_MAX_BYTES) {
      body.destroy();
      throw new AppError('PAYLOAD_TOO_LARGE', M.tooLarge);
    }
    chunks.push(bytes);
  }
  if (size === 0) throw new AppError('BAD_REQUEST', M.emptyFile);
  if (contentType === CENTRE_IMPORT_XLSX_TYPE) await checkXlsx(Buffer.concat(chunks));
  else {
    const line = firstDamagedLine(chunks);
    if (line !== null) throw new AppError('BAD_REQUEST', M.notUtf8(line));
  }
  return { chunks, contentType };
}

/**
 * The data rows of a received register (receiveRegister), parsed as they are asked for: the
 * first non-empty record is the header (spec §5 rules), empty lines are skipped.
 * Throws a Spanish 400 for an unreadable or over-long file.
 */
export async function* readRegister(
  upload: RegisterUpload,
): AsyncGenerator<RegisterLine, void, undefined> {
  const records =
    upload.contentType === CENTRE_IMPORT_XLSX_TYPE
      ? xlsxRecords(Buffer.concat(upload.chunks))
      : csvRecords(upload.chunks);
  let header: string[] | null = null;
  let line = 1;
  try {
    for await (const record of records) {
      if (header === null) {
        header = record.map(headerName);
        continue;
      }
      line += 1;
      if (line - 1 > CENTRE_IMPORT_MAX_ROWS) throw new AppError('BAD_REQUEST', M.tooManyRows);
      const cells = new Map<string, string>();
      header.forEach((name, index) => {
        if (name !== '') cells.set(name, (record[index] ?? '').trim());
      });
      yield { line, cells };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_REQUEST', M.unreadable);
  }
  if (header === null) throw new AppError('BAD_REQUEST', M.empty);
}

/** The header columns of the first record, read before the rows (for the required-column check). */
export async function* withHeaderCheck(
  rows: AsyncGenerator<RegisterLine>,
  required: readonly string[],
): AsyncGenerator<RegisterLine> {
  let checked = false;
  for await (const row of rows) {
    if (!checked) {
      const missing = required.filter((column) => !row.cells.has(column));
      if (missing.length > 0) throw new AppError('BAD_REQUEST', M.missingColumns(missing));
      checked = true;
    }
    yield row;
  }
  if (!checked) throw new AppError('BAD_REQUEST', M.empty);
}
