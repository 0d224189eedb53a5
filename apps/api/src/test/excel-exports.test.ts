import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '@eval/contracts/file-types';
import { seedDemo } from '../seed/demo';
import { adminTestAppPerFile } from './admin-app';
import { workbookOf } from './downloads';

/**
 * Every Excel export of the API, downloaded as a user would and opened with a real XLSX reader
 * (exceljs): a date is a date cell shown DD/MM/YYYY and a number a number cell, never text
 * that a spreadsheet can neither sort nor sum (reports are handed on, docs/operations.md).
 */
const t = adminTestAppPerFile();

beforeAll(async () => {
  // Two school years: the past one has finished evaluations (dates, scores), the active one
  // started ones (answers, last answers).
  await seedDemo(t.db, { centres: 3, years: 2, now: new Date('2026-11-20T10:00:00Z') });
}, 600_000);

interface Export {
  name: string;
  request: InjectOptions;
  /** Headers of the columns that hold dates, and of those that hold numbers. */
  dates: readonly string[];
  numbers: readonly string[];
}

const EXPORTS: readonly Export[] = [
  {
    name: 'Gestión de usuarios: Exportar Excel',
    request: { url: '/v1/users/export', query: { format: 'xlsx', filter: '{}' } },
    dates: ['Fecha de alta'],
    numbers: ['Id'],
  },
  {
    name: 'BBDD Centros: exportar la selección',
    request: {
      method: 'POST',
      url: '/v2/centros/bulk/export',
      payload: { format: 'xlsx', selection: { filter: {}, except: [] } },
    },
    dates: [],
    numbers: [],
  },
  {
    name: 'Dashboard: descargar centros',
    request: { url: '/v2/centers/download-centers', query: { format: 'xlsx', filter: '{}' } },
    dates: [],
    numbers: [],
  },
  {
    name: 'Seguimiento centros: descargar',
    request: { url: '/v15/centros/download-info' },
    dates: ['Fecha de envío', 'Última respuesta'],
    numbers: [],
  },
  {
    name: 'Informes: Excel de resultados',
    request: { url: '/v15/reports/excel-results', query: { period: '0' } },
    dates: ['Fecha de finalización'],
    // every key's score too: the columns after the global one (checked below)
    numbers: ['Puntuación global'],
  },
  {
    name: 'Informes: Excel de respuestas',
    request: { url: '/v15/reports/answers', query: { period: '0' } },
    dates: [],
    numbers: [],
  },
];

/** Columns whose values are codes, kept as text: a postal code's leading zero matters. */
const CODE_COLUMNS = new Set(['Código', 'Código del centro', 'Código postal', 'Teléfono', 'DNI']);
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}|^\d{2}\/\d{2}\/\d{4}/;
const NUMBER_TEXT = /^-?\d+(?:[.,]\d+)?$/;

describe('the Excel exports', () => {
  it.each(EXPORTS)('$name: dates are date cells (DD/MM/YYYY), numbers number cells', async (e) => {
    const response = await t.app.inject({ method: 'GET', ...e.request, headers: t.auth });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    const sheet = (await workbookOf(response)).worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const scoreFrom = headers.indexOf('Puntuación global');
    const numbers = new Set([...e.numbers, ...(scoreFrom < 0 ? [] : headers.slice(scoreFrom))]);
    const problems: string[] = [];
    const typed = new Map<string, number>();
    for (let r = 2; r <= sheet.rowCount; r += 1) {
      headers.forEach((header, index) => {
        const cell = sheet.getRow(r).getCell(index + 1);
        if (cell.type === ExcelJS.ValueType.Null) return;
        const where = `${cell.address} (${header})`;
        if (e.dates.includes(header)) {
          if (cell.type !== ExcelJS.ValueType.Date || cell.numFmt !== 'dd/mm/yyyy')
            problems.push(`${where}: ${String(cell.value)} no es una fecha DD/MM/YYYY`);
        } else if (numbers.has(header)) {
          if (cell.type !== ExcelJS.ValueType.Number)
            problems.push(`${where}: ${String(cell.value)} no es un número`);
        } else if (cell.type === ExcelJS.ValueType.String && !CODE_COLUMNS.has(header)) {
          const text = String(cell.value);
          if (DATE_TEXT.test(text) || NUMBER_TEXT.test(text))
            problems.push(`${where}: "${text}" es una fecha o un número escrito como texto`);
        }
        if (cell.type === ExcelJS.ValueType.Date || cell.type === ExcelJS.ValueType.Number)
          typed.set(header, (typed.get(header) ?? 0) + 1);
      });
    }
    expect(problems).toEqual([]);
    expect(sheet.rowCount).toBeGreaterThan(1);
    // Not vacuous: every declared date and number column holds at least one typed cell.
    for (const header of [...e.dates, ...e.numbers])
      expect(typed.get(header), header).toBeGreaterThan(0);
  });
});
