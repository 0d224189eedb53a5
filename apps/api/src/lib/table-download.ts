import { Readable } from 'node:stream';
import { waitForDrain } from './backpressure';
import { CSV_BOM, csvLine } from './csv';
import { createStreamedWorkbook, type SheetColumn } from './excel';

/** Rows as they come from the database, a batch at a time (lib/keyset-batches.ts). */
export type RowBatches<T> = AsyncIterable<readonly T[]>;

/** A column of a download whose cells are computed by key, as in `toCells`. */
export interface DownloadColumn<K extends string> extends SheetColumn {
  key: K;
}

/**
 * The rows as a one-sheet .xlsx stream. Each row waits for a slow reader before the next one
 * is produced, so memory holds at most one batch whatever the number of rows; a failure half-way
 * (or the client leaving) destroys the stream, so the client sees a broken download rather
 * than a silently truncated file. The first batch should already be read (keysetBatches does),
 * so that a failing query is still a proper error answer.
 */
export function sheetStream<T>(
  sheetName: string,
  columns: readonly SheetColumn[],
  batches: RowBatches<T>,
  toRow: (row: T) => Record<string, unknown>,
): Readable {
  const workbook = createStreamedWorkbook();
  const sheet = workbook.addSheet(sheetName, columns);
  const produce = async () => {
    for await (const rows of batches) {
      for (const row of rows) {
        sheet.addRow(toRow(row));
        await waitForDrain(workbook.stream);
      }
    }
    await workbook.commit();
  };
  produce().catch((error: unknown) => {
    workbook.stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return workbook.stream;
}

async function* csvChunks<T, K extends string>(
  columns: readonly DownloadColumn<K>[],
  batches: RowBatches<T>,
  toCells: (row: T) => Record<K, unknown>,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(columns.map((c) => c.header));
  for await (const rows of batches) {
    for (const row of rows) {
      const cells = toCells(row);
      yield csvLine(columns.map((c) => cells[c.key]));
    }
  }
}

/**
 * The rows as CSV (';', BOM, spec §9) or as a one-sheet .xlsx, streamed as `sheetStream` does;
 * `Readable.from` only pulls the next line when the reply has read the previous ones.
 */
export function tableStream<T, K extends string>(
  format: 'csv' | 'xlsx',
  sheetName: string,
  columns: readonly DownloadColumn<K>[],
  batches: RowBatches<T>,
  toCells: (row: T) => Record<K, unknown>,
): Readable {
  if (format === 'csv') return Readable.from(csvChunks(columns, batches, toCells));
  return sheetStream(sheetName, columns, batches, toCells);
}
