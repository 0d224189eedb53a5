import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';

/** The lines of a CSV download, its byte-order mark left out. */
export function csvLines(response: LightMyRequestResponse): string[] {
  return response.body
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
}

/** The workbook of an .xlsx download. */
export async function workbookOf(response: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  // ExcelJS's types ask for an ArrayBuffer; it reads the Buffer inject() gives as well.
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}
