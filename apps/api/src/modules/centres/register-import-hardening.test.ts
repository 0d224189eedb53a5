import { Readable } from 'node:stream';
import {
  CENTRE_IMPORT_MESSAGES as M,
  CENTRE_IMPORT_XLSX_LIMITS as LIMITS,
  CENTRE_IMPORT_XLSX_TYPE as XLSX,
  type CentreImportPreview,
} from '@eval/contracts/centre-import';
import { like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centros } from '../../db/schema/index';
import { adminTestAppPerFile } from '../../test/admin-app';
import {
  noise,
  sharedStrings,
  sheetOf,
  workbookEntries,
  zipOf,
  type TestEntry,
} from '../../test/xlsx-bombs';

/** Uploads that cannot hold the service, and data that arrives intact. */
const t = adminTestAppPerFile();

const PREVIEW = '/v2/centros/import/preview';
const COMMIT = '/v2/centros/import';
const send = (url: string, payload: Buffer | string | Readable, type = 'text/csv') =>
  t.app.inject({ method: 'POST', url, headers: { ...t.auth, 'content-type': type }, payload });
const expectRefused = async (
  response: Promise<{ statusCode: number; json: () => unknown }>,
  message: string,
) => {
  const res = await response;
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ error: { code: 'BAD_REQUEST', message } });
};

const HEADER = 'codigo;nombre;comunidad;provincia;municipio';
const ACCENTED = [
  'Peñíscola',
  'Ñandú «Águila» – ½',
  'Colegio São João',
  'Ürümqi 😀 escuela',
  'Castelló d’Empúries',
];

async function validXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Centros');
  sheet.addRow(HEADER.split(';'));
  sheet.addRow(['X-1', 'Uno', 13, 28, 28079]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('uploads never hold the service', () => {
  it('answers an empty, truncated or non-spreadsheet file with a Spanish 400 on both routes', async () => {
    const xlsx = await validXlsx();
    const docx = await zipOf([
      { name: '[Content_Types].xml', content: () => [Buffer.from('<Types/>')] },
      { name: 'word/document.xml', content: () => [Buffer.from('<w:document/>')] },
    ]);
    for (const url of [PREVIEW, COMMIT]) {
      await expectRefused(send(url, Buffer.alloc(0), XLSX), M.emptyFile);
      await expectRefused(send(url, Buffer.alloc(0)), M.emptyFile);
      await expectRefused(send(url, xlsx.subarray(0, xlsx.length - 100), XLSX), M.unreadable);
      await expectRefused(send(url, xlsx.subarray(0, 2_000), XLSX), M.unreadable);
      await expectRefused(send(url, docx, XLSX), M.unreadable);
      await expectRefused(send(url, Buffer.from('%PDF-1.7\n%âãÏÓ\n'), XLSX), M.unreadable);
    }
    // The service still answers, and the intact file still imports.
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    const preview = await send(PREVIEW, xlsx, XLSX);
    expect(preview.statusCode).toBe(200);
  }, 120_000);

  it('receives a trickled upload before opening its transaction: other calls answer meanwhile', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => `SLOW-${i};Lento ${i};13;28;28079\r\n`);
    const pieces = [`${HEADER}\r\n`];
    for (let i = 0; i < rows.length; i += 20) pieces.push(rows.slice(i, i + 20).join(''));
    // The body is handed out a piece at a time, 100 ms apart, as the route asks for it.
    let pushed = 0;
    let asked: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (asked = resolve));
    const body = new Readable({
      read() {
        asked();
        if (pushed === 0) this.push(pieces[pushed++]);
        else setTimeout(() => this.push(pushed < pieces.length ? pieces[pushed++] : null), 100);
      },
    });
    let uploadDone = false;
    const upload = send(COMMIT, body).then((res) => {
      uploadDone = true;
      return res;
    });
    await started;
    // While the body is still arriving: no session waits inside a transaction (PostgreSQL), and
    // the database answers other calls (PGlite, a single connection, was held by the import).
    const waiting = (await t.db.execute(sql`
      select count(*)::int as n from pg_stat_activity
      where state like 'idle in transaction%' and datname = current_database()`)) as unknown as {
      rows: { n: number }[];
    };
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    const list = await t.app.inject({ method: 'GET', url: '/v2/centros', headers: t.auth });
    expect(uploadDone).toBe(false);
    expect(waiting.rows[0]?.n).toBe(0);
    expect(health.statusCode).toBe(200);
    expect(list.statusCode).toBe(200);
    const res = await upload;
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ data: { created: 300 } });
  }, 120_000);

  it('refuses zip bombs from their ZIP entries, naming the limit, with memory kept flat', async () => {
    const sheet = sheetOf(10, (i) => `<c r="A${i + 1}"><v>${i}</v></c>`);
    const bombs: [string, TestEntry[]][] = [
      // 64 MB of short shared strings in a file of a few hundred KB (the probe's bomb).
      [
        M.xlsxSharedStringsTooLarge,
        workbookEntries(
          sheet,
          sharedStrings(2_800_000, () => 'abcdefghijklmno'),
        ),
      ],
      // A sheet that expands past the workbook's limit.
      [
        M.xlsxTooLarge,
        workbookEntries(sheetOf(1_000_000, () => `<c><v>${'1'.repeat(110)}</v></c>`)),
      ],
      // The same shared strings declared as 1 MB: the expansion stops at the declared size.
      [
        M.unreadable,
        workbookEntries(
          sheet,
          sharedStrings(2_800_000, () => 'abcdefghijklmno', 1_000_000),
        ),
      ],
      // A part that compresses beyond the ratio.
      [M.xlsxRatio, workbookEntries(sheetOf(700_000, () => '<c r="A1"/>'))],
      // Within every size, too many strings, then too many cells (hardly compressible text).
      [
        M.xlsxTooManyStrings,
        workbookEntries(
          sheet,
          sharedStrings(LIMITS.sharedStrings + 1, (i) => noise(i, 4)),
        ),
      ],
      [
        M.xlsxTooManyCells,
        workbookEntries(sheetOf(LIMITS.cells + 10, (i) => `<c><v>${noise(i, 3)}</v></c>`)),
      ],
    ];
    const files: [string, Buffer][] = [];
    for (const [message, entries] of bombs) files.push([message, await zipOf(entries)]);
    const before = process.memoryUsage().rss;
    let peak = before;
    for (const [message, file] of files) {
      await expectRefused(send(PREVIEW, file, XLSX), message);
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    // Generous: the files themselves are a few MB; an expanded bomb took hundreds of MB.
    expect(peak - before).toBeLessThan(200 * 1024 * 1024);
  }, 180_000);
});

/** Cuts `file` at the given offsets into the chunks of a request body. */
const cut = (file: Buffer, offsets: readonly number[]) => {
  const points = [...new Set(offsets)].sort((a, b) => a - b);
  return [0, ...points].map((start, i) => file.subarray(start, points[i] ?? file.length));
};
const names = (preview: CentreImportPreview) =>
  preview.rows.map((row) => row.nombre).sort((a, b) => a.localeCompare(b));

describe('data arrives intact', () => {
  const file = Buffer.from(
    `\ufeff${HEADER}\r\n${ACCENTED.map((name, i) => `UTF-${i};${name};13;28;28079`).join('\r\n')}\r\n`,
  );

  it('reads the same names however the body is split into chunks', async () => {
    const whole = await send(PREVIEW, file);
    expect(whole.statusCode).toBe(200);
    const expected = names((whole.json() as { data: CentreImportPreview }).data);
    expect(expected).toEqual([...ACCENTED].sort((a, b) => a.localeCompare(b)));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: file.length - 1 }), { minLength: 1, maxLength: 6 }),
        async (offsets) => {
          const res = await send(PREVIEW, Readable.from(cut(file, offsets)));
          expect(res.statusCode).toBe(200);
          expect(names((res.json() as { data: CentreImportPreview }).data)).toEqual(expected);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);

  it('imports a UTF-8 file with BOM intact, and refuses a Latin-1 one naming its line', async () => {
    const committed = await send(COMMIT, Readable.from(cut(file, [HEADER.length + 9, 90, 91])));
    expect(committed.statusCode).toBe(201);
    const stored = await t.db.select().from(centros).where(like(centros.codigo, 'UTF-%'));
    expect(stored.map((row) => row.nombre).sort((a, b) => a.localeCompare(b))).toEqual(
      [...ACCENTED].sort((a, b) => a.localeCompare(b)),
    );

    const latin1 = Buffer.from(
      `${HEADER}\r\nLAT-1;Colegio;13;28;28079\r\nLAT-2;Peñíscola;13;28;28079\r\n`,
      'latin1',
    );
    for (const url of [PREVIEW, COMMIT]) await expectRefused(send(url, latin1), M.notUtf8(3));
    // Text already damaged by an earlier conversion is refused as well.
    await expectRefused(send(COMMIT, `${HEADER}\nLAT-3;Pe\ufffdscola;13;28;28079\n`), M.notUtf8(2));
    expect(await t.db.select().from(centros).where(like(centros.codigo, 'LAT-%'))).toEqual([]);
  }, 60_000);

  it('gives an XLSX cell with U+FFFD its row error, never storing it', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Centros');
    sheet.addRow(HEADER.split(';'));
    sheet.addRow(['FFFD-1', 'Pe\ufffdscola', 13, 28, 28079]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await send(PREVIEW, xlsx, XLSX);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: CentreImportPreview }).data.rows[0]?.reasons).toEqual([
      M.replacementCharacter('nombre'),
    ]);
    expect((await send(COMMIT, xlsx, XLSX)).statusCode).toBe(400);
    expect(await t.db.select().from(centros).where(like(centros.codigo, 'FFFD-%'))).toEqual([]);
  });
});
