/**
 * Times the streamed .xlsx writer alone (no database, no HTTP): a national-sized results sheet
 * written into a sink that throws the bytes away, with the callers' backpressure wait per row.
 *
 *   node --import tsx bench/excel-writer.ts               # 100,000 rows × 19 columns
 *   node --import tsx bench/excel-writer.ts --rows 30000
 *
 * Prints the time, the .xlsx size and the peak resident memory of the process.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createStreamedWorkbook, type SheetColumn } from '../apps/api/src/lib/excel';
import { waitForDrain } from '../apps/api/src/lib/backpressure';
import { intFlag, parseArgs } from './lib/cli';

const args = parseArgs(process.argv.slice(2), ['rows']);
const rows = intFlag(args, 'rows', 100_000);
const KEYS = 10;

// The shape of the results workbook: nine text columns and ten key scores.
const columns: SheetColumn[] = [
  { key: 'codigo', header: 'Código' },
  { key: 'nombre', header: 'Centro', width: 40 },
  { key: 'comunidad', header: 'Comunidad autónoma', width: 28 },
  { key: 'provincia', header: 'Provincia' },
  { key: 'municipio', header: 'Municipio', width: 24 },
  { key: 'titularidad', header: 'Titularidad' },
  { key: 'periodo', header: 'Periodo' },
  { key: 'fecha', header: 'Fecha de finalización' },
  { key: 'puntuacion', header: 'Puntuación global' },
  ...Array.from({ length: KEYS }, (_, k) => ({ key: `clave_${k}`, header: `Clave ${k + 1}` })),
];

const row = (i: number): Record<string, unknown> => {
  const cells: Record<string, unknown> = {
    codigo: `28${String(i).padStart(6, '0')}`,
    nombre: `Colegio Público Nuestra Señora de ${i % 2 ? 'la Almudena' : 'Atocha'} nº ${i}`,
    comunidad: 'Comunidad de Madrid',
    provincia: 'Madrid',
    municipio: `Municipio ${i % 179}`,
    titularidad: i % 3 ? 'Público' : 'Concertado',
    periodo: '2024-2025',
    fecha: `${String((i % 28) + 1).padStart(2, '0')}/05/2025`,
    puntuacion: (i * 37) % 101,
  };
  for (let k = 0; k < KEYS; k += 1) cells[`clave_${k}`] = (i * (k + 3)) % 101;
  return cells;
};

let bytes = 0;
const sink = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    bytes += chunk.length;
    callback();
  },
});

const started = performance.now();
const cpuStart = process.cpuUsage();
const book = createStreamedWorkbook();
const sheet = book.addSheet('Resultados', columns);
const written = pipeline(book.stream, sink);
for (let i = 1; i <= rows; i += 1) {
  sheet.addRow(row(i));
  await waitForDrain(book.stream);
}
await book.commit();
await written;
const seconds = (performance.now() - started) / 1000;
// User + system time of every thread, deflate's on the thread pool included: less noisy than
// the wall clock on a shared machine.
const cpu = process.cpuUsage(cpuStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;

const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;
console.log(
  `${rows} filas × ${columns.length} columnas en ${seconds.toFixed(2)} s (CPU ${cpuSeconds.toFixed(2)} s)`,
);
console.log(
  `.xlsx: ${mib(bytes)}; memoria residente máxima: ${mib(process.resourceUsage().maxRSS * 1024)}`,
);
