import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvLine } from './csv';
import { createStreamedWorkbook } from './excel';
import { neutraliseCell } from './spreadsheet-safety';

describe('spreadsheet exports', () => {
  it('neutralise text that would run as a formula and keep everything else', () => {
    for (const hostile of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=HYPERLINK("x")']) {
      expect(neutraliseCell(hostile)).toBe(`'${hostile}`);
    }
    expect(neutraliseCell('Colegio Santa Teresa')).toBe('Colegio Santa Teresa');
    expect(neutraliseCell(-5)).toBe(-5);
  });

  it('write CSV lines with ";", every text cell quoted and numbers bare', () => {
    expect(csvLine(['a;b', 'dice "hola"', 3, null, '=1', 'Ana'])).toBe(
      '"a;b";"dice ""hola""";3;;"\'=1";"Ana"\r\n',
    );
  });

  it('quote every text cell, so a comma separator cannot make a formula cell', () => {
    const line = csvLine(['Ana,=1+1', 'x,+SUM(A1)', 7]);
    expect(line).toBe('"Ana,=1+1";"x,+SUM(A1)";7\r\n');
    // Split at the commas outside quotes, as a reader told the separator is ',' does: no cell
    // starts a formula.
    const commaCells = line.trimEnd().split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    for (const cell of commaCells) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  it('stream an .xlsx whose cells read back as text', async () => {
    const book = createStreamedWorkbook();
    const chunks: Buffer[] = [];
    book.stream.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise((resolve) => book.stream.on('end', resolve));
    const sheet = book.addSheet('Centros', [
      { header: 'Nombre', key: 'nombre' },
      { header: 'Total', key: 'total' },
    ]);
    sheet.addRow({ nombre: '=HYPERLINK("http://x")', total: 4 });
    await book.commit();
    await done;
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const row = read.getWorksheet('Centros')?.getRow(2);
    expect(row?.getCell(1).value).toBe('\'=HYPERLINK("http://x")');
    expect(row?.getCell(2).value).toBe(4);
  });
});
