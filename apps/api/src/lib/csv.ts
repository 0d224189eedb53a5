import { neutraliseCell } from './spreadsheet-safety';

/** Delimiter of every CSV export (spec §9). */
export const CSV_DELIMITER = ';';

/**
 * One cell. Every text cell is quoted, not only those holding ';', '"' or a line break: a file
 * opened with another separator (a comma, as Excel does in many locales) would otherwise split
 * `Ana,=1+1` into a name and a formula cell past the neutralisation. Numbers and
 * booleans stay bare, so spreadsheets still read them as numbers.
 */
const quote = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  const text = value instanceof Date ? value.toISOString() : String(neutraliseCell(value));
  return `"${text.replaceAll('"', '""')}"`;
};

/**
 * One CSV line (with CRLF) of the given cells, delimited by ';', text quoted and
 * formula-looking text neutralised. A UTF-8 BOM before the first line lets Excel read accents.
 */
export const csvLine = (cells: readonly unknown[]): string =>
  cells.map(quote).join(CSV_DELIMITER) + '\r\n';
export const CSV_BOM = '\ufeff';
