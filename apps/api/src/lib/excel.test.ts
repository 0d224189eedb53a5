import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createStreamedWorkbook, type StreamedWorkbook } from './excel';

/** Writes a workbook through `fill` and reads it back with exceljs's (non-streaming) reader. */
async function roundTrip(fill: (book: StreamedWorkbook) => void) {
  const book = createStreamedWorkbook();
  const bytes = buffer(book.stream);
  fill(book);
  await book.commit();
  const file = await bytes;
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(file as unknown as ArrayBuffer);
  return { file, read };
}

const COLUMNS = [
  { header: 'Texto', key: 'text', width: 40 },
  { header: 'Valor', key: 'value' },
];

describe('the streamed .xlsx writer', () => {
  it('writes a bold header, column widths and every kind of value', async () => {
    const { read } = await roundTrip((book) => {
      const sheet = book.addSheet('Datos', COLUMNS);
      const rows: [string, unknown][] = [
        ['entero', 42],
        ['negativo', -3],
        ['decimal', 0.1 + 0.2],
        ['grande', 10n],
        ['verdadero', true],
        ['falso', false],
        ['día', new Date('2024-03-05T00:00:00Z')],
        ['día y hora', new Date('2024-03-05T10:20:30.123Z')],
        ['nulo', null],
        ['indefinido', undefined],
        ['vacío', ''],
        ['no es número', NaN],
        ['fecha inválida', new Date('x')],
      ];
      for (const [text, value] of rows) sheet.addRow({ text, value });
    });
    const sheet = read.getWorksheet('Datos');
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Texto', 'Valor']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(1).getCell(2).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(sheet.getColumn(1).width).toBe(40);
    expect(sheet.getColumn(2).width).toBe(18);

    const value = (row: number) => sheet.getRow(row).getCell(2).value;
    expect([2, 3, 4, 5, 6, 7].map(value)).toEqual([42, -3, 0.1 + 0.2, 10, true, false]);
    expect(value(8)).toEqual(new Date('2024-03-05T00:00:00Z'));
    expect(value(9)).toEqual(new Date('2024-03-05T10:20:30.123Z'));
    expect(sheet.getRow(8).getCell(2).numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getRow(9).getCell(2).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect([10, 11, 12, 13, 14].map(value)).toEqual([null, null, null, null, null]);
    expect(sheet.getRow(14).getCell(1).value).toBe('fecha inválida');
    expect(sheet.rowCount).toBe(14);
  });

  it("writes a 'date' column's days and a 'number' column's numeric text as typed cells", async () => {
    const { read } = await roundTrip((book) => {
      const sheet = book.addSheet('Datos', [
        { header: 'Día', key: 'day', type: 'date' },
        { header: 'Cifra', key: 'figure', type: 'number' },
      ]);
      // a day, an instant late in the evening in Spain (already the next day in UTC+1), a Date
      sheet.addRow({ day: '2026-11-20', figure: '42' });
      sheet.addRow({ day: '2026-11-20T23:30:00Z', figure: '-3.5' });
      sheet.addRow({ day: new Date('2026-07-01T22:30:00Z'), figure: 7 });
      // text that is no date or number stays text, and still cannot start a formula
      sheet.addRow({ day: '=HYPERLINK("http://x")', figure: '=1+1' });
      sheet.addRow({ day: '5', figure: '1e3' });
    });
    const sheet = read.getWorksheet('Datos');
    if (!sheet) throw new Error('no sheet');
    const cells = [2, 3, 4, 5, 6].map((n) => [
      sheet.getRow(n).getCell(1),
      sheet.getRow(n).getCell(2),
    ]);
    expect(cells.map(([day]) => day?.value)).toEqual([
      new Date('2026-11-20T00:00:00Z'),
      new Date('2026-11-21T00:00:00Z'),
      new Date('2026-07-02T00:00:00Z'),
      '\'=HYPERLINK("http://x")',
      '5',
    ]);
    expect(cells.slice(0, 3).map(([day]) => day?.numFmt)).toEqual(Array(3).fill('dd/mm/yyyy'));
    expect(cells.map(([, figure]) => figure?.value)).toEqual([42, -3.5, 7, "'=1+1", '1e3']);
    expect(cells.slice(0, 3).map(([, figure]) => figure?.type)).toEqual(
      Array(3).fill(ExcelJS.ValueType.Number),
    );
  });

  it('freezes the header row and puts filter buttons on it, over every row', async () => {
    const { read } = await roundTrip((book) => {
      const sheet = book.addSheet('Datos', COLUMNS);
      for (let i = 0; i < 5; i += 1) sheet.addRow({ text: `fila ${i}`, value: i });
    });
    const sheet = read.getWorksheet('Datos');
    if (!sheet) throw new Error('no sheet');
    expect(sheet.views).toEqual([
      expect.objectContaining({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' }),
    ]);
    expect(sheet.autoFilter).toBe('A1:B6');
  });

  it('neutralises formulas and keeps special characters, unicode and whitespace', async () => {
    const texts = [
      '=1+1',
      '+SUM(A1)',
      '-2+3',
      '@cmd',
      '\t=HYPERLINK("x")',
      // A control character must not hide a formula: it is stripped, then the check runs.
      '\u0001=cmd',
      '<a href="x">&amp;</a> & ]]>',
      'Ñandú — 日本語 😀',
      '  espacios alrededor  ',
      'línea 1\r\nlínea 2\nlínea 3',
      'sin\u0000con\u000btroles\ufffe\ud800',
      'Colegio Santa Teresa',
    ];
    const { read } = await roundTrip((book) => {
      const sheet = book.addSheet('Textos', COLUMNS);
      for (const text of texts) sheet.addRow({ text, value: -5 });
    });
    const sheet = read.worksheets[0];
    const column = sheet?.getColumn(1).values.slice(2);
    expect(column).toEqual([
      "'=1+1",
      "'+SUM(A1)",
      "'-2+3",
      "'@cmd",
      '\'\t=HYPERLINK("x")',
      "'=cmd",
      '<a href="x">&amp;</a> & ]]>',
      'Ñandú — 日本語 😀',
      '  espacios alrededor  ',
      'línea 1\r\nlínea 2\nlínea 3',
      'sincontroles',
      'Colegio Santa Teresa',
    ]);
    // A negative number is a number, not a formula.
    expect(sheet?.getColumn(2).values.slice(2)).toEqual(Array(texts.length).fill(-5));
  });

  it('cuts text to the 32,767 characters a cell holds', async () => {
    const { read } = await roundTrip((book) => {
      book.addSheet('Largo', COLUMNS).addRow({ text: 'x'.repeat(40_000) });
    });
    expect(read.worksheets[0]?.getRow(2).getCell(1).value).toBe('x'.repeat(32_767));
  });

  it('streams many rows, in order, into a zip that checks', async () => {
    const { file, read } = await roundTrip((book) => {
      const sheet = book.addSheet('Muchas', COLUMNS);
      for (let i = 1; i <= 5000; i += 1) sheet.addRow({ text: `Centro ${i} <&>`, value: i });
    });
    const sheet = read.worksheets[0];
    expect(sheet?.rowCount).toBe(5001);
    expect(sheet?.getColumn(2).values.slice(2)).toEqual(
      Array.from({ length: 5000 }, (_, i) => i + 1),
    );
    expect(sheet?.getRow(5001).getCell(1).value).toBe('Centro 5000 <&>');

    const unzip = ['/usr/bin/unzip', '/bin/unzip', '/usr/local/bin/unzip'].find((p) =>
      existsSync(p),
    );
    if (unzip) {
      const dir = await mkdtemp(join(tmpdir(), 'excel-'));
      try {
        await writeFile(join(dir, 'book.xlsx'), file);
        const { stdout } = await promisify(execFile)(unzip, ['-t', join(dir, 'book.xlsx')]);
        expect(stdout).toContain('No errors detected');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
  });

  it('writes sheets one after another, with valid and unique names', async () => {
    const { read } = await roundTrip((book) => {
      const first = book.addSheet('Resultados', COLUMNS);
      first.addRow({ text: 'uno', value: 1 });
      const second = book.addSheet('a[b]:c*d?e/f\\g', [{ header: 'Otra', key: 'x' }]);
      second.addRow({ x: 'dos' });
      expect(() => first.addRow({ text: 'tarde', value: 0 })).toThrow(
        'sheet "Resultados" is finished: add its rows before the next sheet',
      );
      book.addSheet('RESULTADOS', COLUMNS).addRow({ text: 'tres', value: 3 });
      book.addSheet('Un nombre de hoja demasiado largo para Excel', COLUMNS);
      book.addSheet("'  '", COLUMNS);
    });
    expect(read.worksheets.map((s) => s.name)).toEqual([
      'Resultados',
      'a-b--c-d-e-f-g',
      'RESULTADOS (2)',
      'Un nombre de hoja demasiado lar',
      'Hoja5',
    ]);
    const [first, second, third, fourth] = read.worksheets;
    expect(first?.getRow(2).values).toEqual([undefined, 'uno', 1]);
    expect(second?.getRow(1).values).toEqual([undefined, 'Otra']);
    expect(second?.getRow(2).values).toEqual([undefined, 'dos']);
    expect(third?.getRow(2).values).toEqual([undefined, 'tres', 3]);
    expect(fourth?.rowCount).toBe(1);
  });

  it("refuses more columns than Excel's 16,384 and keeps writing the workbook", async () => {
    const tooWide = Array.from({ length: 16_385 }, (_, i) => ({ header: `C${i}`, key: `c${i}` }));
    const { read } = await roundTrip((book) => {
      expect(() => book.addSheet('Ancha', tooWide)).toThrow(
        'sheet "Ancha" has more than Excel\'s 16384 columns',
      );
      book.addSheet('Bien', COLUMNS).addRow({ text: 'sí', value: 1 });
    });
    expect(read.worksheets.map((s) => s.name)).toEqual(['Bien']);
    expect(read.worksheets[0]?.getCell('XFD1').value).toBeNull();
    expect(read.worksheets[0]?.getRow(2).values).toEqual([undefined, 'sí', 1]);
  });

  it('gives a workbook without sheets the one sheet Excel requires', async () => {
    const { read } = await roundTrip(() => undefined);
    expect(read.worksheets).toHaveLength(1);
  });

  it('tells a producer to wait for a slow reader instead of piling up the file', async () => {
    const book = createStreamedWorkbook();
    const sheet = book.addSheet('Datos', COLUMNS);
    let rows = 0;
    // Nobody reads: the stream must soon say "wait", as the callers' waitForDrain checks.
    while (!(book.stream as Duplex).writableNeedDrain && rows < 200_000) {
      for (let i = 0; i < 100; i += 1) {
        rows += 1;
        sheet.addRow({ text: `Centro ${rows} ${'x'.repeat(rows % 97)}`, value: rows });
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect((book.stream as Duplex).writableNeedDrain).toBe(true);
    expect(rows).toBeLessThan(50_000);
    // What waits in memory is about a chunk of compressed output, not the rows written so far.
    expect(book.stream.readableLength).toBeLessThan(256 * 1024);

    const drained = new Promise((resolve) => book.stream.once('drain', resolve));
    const bytes = buffer(book.stream);
    await drained;
    await book.commit();
    const read = new ExcelJS.Workbook();
    await read.xlsx.load((await bytes) as unknown as ArrayBuffer);
    expect(read.worksheets[0]?.rowCount).toBe(rows + 1);
  });

  it('refuses rows after commit and stops the producer when the client has gone', async () => {
    const book = createStreamedWorkbook();
    const bytes = buffer(book.stream);
    const sheet = book.addSheet('Datos', COLUMNS);
    await book.commit();
    await bytes;
    expect(() => sheet.addRow({ text: 'tarde' })).toThrow(
      'sheet "Datos" is finished: add its rows before the next sheet',
    );
    await expect(book.commit()).rejects.toThrow('the workbook is already committed');

    const gone = createStreamedWorkbook();
    const open = gone.addSheet('Datos', COLUMNS);
    open.addRow({ text: 'uno' });
    gone.stream.destroy();
    expect(() => open.addRow({ text: 'dos' })).toThrow('download stream closed');
  });
});
