import { Readable, Transform } from 'node:stream';
import {
  CENTRE_IMPORT_MAX_BYTES,
  CENTRE_IMPORT_MAX_ROWS,
  CENTRE_IMPORT_MESSAGES as M,
  CENTRE_IMPORT_XLSX_TYPE,
} from '@eval/contracts/centre-import';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError } from '../../lib/errors';

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

/**
 * Counts the bytes that pass and fails the stream past the limit, so an oversized upload is
 * refused while it arrives instead of after it filled memory or disk.
 */
function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) callback(new AppError('PAYLOAD_TOO_LARGE', M.tooLarge));
      else callback(null, chunk);
    },
  });
}

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

async function* csvRecords(input: Readable): AsyncGenerator<string[]> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [';', ',', '\t'],
  });
  input.on('error', (error) => parser.destroy(error));
  input.pipe(parser);
  for await (const record of parser as AsyncIterable<string[]>) yield record;
}

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
      const cells = values.slice(1).map(cellText);
      if (cells.some((cell) => cell.trim() !== '')) yield cells;
    }
    // Only the first sheet is the register; later sheets (notes, lists) are ignored.
    return;
  }
}

/**
 * exceljs 4.4's streaming reader now and then loses the workbook part of a valid file and fails
 * at its first sheet (TypeError "reading 'sheets'"): 3 reads in 1,000 of the very same bytes,
 * measured; CI met it once. So the upload (bounded by CENTRE_IMPORT_MAX_BYTES) is kept in
 * memory, and a read that fails before its first row is tried again; a file that fails every
 * time is unreadable.
 */
const XLSX_READ_ATTEMPTS = 3;

async function* xlsxRecords(input: Readable): AsyncGenerator<string[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(chunk as Buffer);
  const file = Buffer.concat(chunks);
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
 * The data rows of an uploaded register, read as they arrive (a CSV's memory does not grow
 * with the file; an XLSX is kept whole, at most CENTRE_IMPORT_MAX_BYTES, see xlsxRecords): the
 * first non-empty record is the header (spec §5 rules), empty lines are skipped.
 * Throws a Spanish 400/413 for an unreadable, oversized or over-long file.
 */
export async function* readRegister(
  body: Readable,
  contentType: string,
): AsyncGenerator<RegisterLine, void, undefined> {
  const limited = body.pipe(byteLimit(CENTRE_IMPORT_MAX_BYTES));
  body.on('error', (error) => limited.destroy(error));
  // The readers below get its errors through their own listener or iterator; this one only
  // keeps an error that arrives when no reader listens (the body's 408 while the rows were being
  // checked, measured under load) from being an unhandled 'error' event that ends the process.
  limited.on('error', () => undefined);
  const records =
    contentType === CENTRE_IMPORT_XLSX_TYPE ? xlsxRecords(limited) : csvRecords(limited);
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
  } finally {
    limited.destroy();
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
