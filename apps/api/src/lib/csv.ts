import { neutraliseCell } from './spreadsheet-safety';

/** Delimiter of every CSV export (spec §9). */
export const CSV_DELIMITER = ';';

const quote = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(neutraliseCell(value));
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * One CSV line (with CRLF) of the given cells, delimited by ';', quoted where needed and with
 * formula-looking text neutralised. A UTF-8 BOM before the first line lets Excel read accents.
 */
export const csvLine = (cells: readonly unknown[]): string =>
  cells.map(quote).join(CSV_DELIMITER) + '\r\n';
export const CSV_BOM = '\ufeff';
