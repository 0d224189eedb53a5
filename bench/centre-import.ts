/**
 * `node --expose-gc --import tsx bench/centre-import.ts [--rows 30000]`: times the centre register import
 * over real HTTP on PostgreSQL (TEST_DATABASE_URL, a fresh database created and
 * dropped by the test helper): preview and commit of a CSV of new centres, preview and commit of
 * the same file with a third of the rows changed, and preview of the XLSX form. Memory is
 * sampled during each call; run it with --rows 3000 and --rows 30000 to see it does not grow
 * with the file.
 */
import { Readable } from 'node:stream';
import {
  CENTRE_IMPORT_COLUMNS,
  CENTRE_IMPORT_CSV_TYPE,
  CENTRE_IMPORT_XLSX_TYPE,
} from '@eval/contracts/centre-import';
import ExcelJS from 'exceljs';
import { municipios } from '../apps/api/src/db/schema/index';
import { log } from './lib/cli';
import { listeningTestApp } from './lib/listening-app';

const { rows, t, address, token } = await listeningTestApp(process.argv.slice(2));
const places = await t.db.select().from(municipios);

/** The register as cells: real places, every optional column filled. */
function register(changedEvery: number): string[][] {
  return Array.from({ length: rows }, (_, i) => {
    const m = places[(i * 7919) % places.length];
    const changed = changedEvery > 0 && i % changedEvery === 0;
    return [
      `BENCH-${i}`,
      `Centro de prueba ${i}${changed ? ' (renombrado)' : ''}`,
      `Calle ${i}, ${i % 200}`,
      String(10_000 + (i % 40_000)),
      String(m?.comunidad_id),
      String(m?.id_provincia),
      String(m?.id_municipio),
      ['PUBLIC', 'CONCERTED', 'PRIVATE'][i % 3] ?? '',
      ['', 'CEPA', 'FP'][i % 3] ?? '',
      `Grupo ${i % 50}`,
      ['BAJO', 'MEDIO', 'ALTO'][i % 3] ?? '',
      '1',
    ];
  });
}
const toCsv = (cells: string[][]) =>
  [CENTRE_IMPORT_COLUMNS.join(';'), ...cells.map((row) => row.join(';'))].join('\r\n');

async function toXlsx(cells: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Centros');
  sheet.addRow([...CENTRE_IMPORT_COLUMNS]);
  for (const row of cells) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** One call with the file streamed in 64 KiB chunks; seconds, status, answer and peak memory. */
async function call(path: string, file: Buffer, type: string) {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  // With --expose-gc each sample collects first, so the heap figure is what the import keeps
  // alive, not garbage awaiting collection.
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  const sampler = setInterval(() => {
    collect?.();
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 100);
  const started = performance.now();
  const chunks = Array.from({ length: Math.ceil(file.length / 65_536) }, (_, i) =>
    file.subarray(i * 65_536, (i + 1) * 65_536),
  );
  const response = await fetch(`${address}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body: Readable.toWeb(Readable.from(chunks)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const answer = (await response.json()) as { data?: { counts?: unknown } & object };
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  const summary = answer.data?.counts ?? answer.data ?? answer;
  log(
    `${path} ${type === CENTRE_IMPORT_CSV_TYPE ? 'CSV' : 'XLSX'} ${mb(file.length)} MB: ` +
      `${response.status} en ${seconds.toFixed(2)} s; pico RSS ${mb(peakRss)} MB ` +
      `(+${mb(peakRss - before.rss)}), pico heap ${mb(peakHeap)} MB ` +
      `(+${mb(peakHeap - before.heapUsed)}); ${JSON.stringify(summary)}`,
  );
}

try {
  log(`Importación de ${rows} centros (PostgreSQL)`);
  const fresh = Buffer.from(toCsv(register(0)));
  await call('/v2/centros/import/preview', fresh, CENTRE_IMPORT_CSV_TYPE);
  await call('/v2/centros/import', fresh, CENTRE_IMPORT_CSV_TYPE);
  const changed = Buffer.from(toCsv(register(3)));
  await call('/v2/centros/import/preview', changed, CENTRE_IMPORT_CSV_TYPE);
  await call('/v2/centros/import', changed, CENTRE_IMPORT_CSV_TYPE);
  const xlsx = await toXlsx(register(3));
  await call('/v2/centros/import/preview', xlsx, CENTRE_IMPORT_XLSX_TYPE);
} finally {
  await t.close();
}
