import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { neutraliseCell } from './spreadsheet-safety';

export interface SheetColumn {
  header: string;
  key: string;
  width?: number;
}

export interface StreamedWorkbook {
  /** The .xlsx bytes as they are produced: pipe it into the HTTP reply. */
  stream: Readable;
  /** Adds a sheet; rows are written (and released from memory) as they are added. */
  addSheet(
    name: string,
    columns: readonly SheetColumn[],
  ): { addRow(row: Record<string, unknown>): void };
  /** Finishes the file; call once, after the last row. */
  commit(): Promise<void>;
}

/**
 * An .xlsx written row by row with exceljs's streaming writer, so memory does not grow with the
 * number of rows. Every text cell is neutralised against formula injection.
 */
export function createStreamedWorkbook(): StreamedWorkbook {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheets: ExcelJS.Worksheet[] = [];
  return {
    stream,
    addSheet(name, columns) {
      const sheet = workbook.addWorksheet(name.slice(0, 31));
      sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 18 }));
      sheet.getRow(1).font = { bold: true };
      sheets.push(sheet);
      return {
        addRow(row) {
          const safe = Object.fromEntries(
            Object.entries(row).map(([k, v]) => [k, neutraliseCell(v)]),
          );
          sheet.addRow(safe).commit();
        },
      };
    },
    async commit() {
      for (const sheet of sheets) sheet.commit();
      await workbook.commit();
    },
  };
}
