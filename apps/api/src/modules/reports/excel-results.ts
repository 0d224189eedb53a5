import type { Readable } from 'node:stream';
import { OWNERSHIP_LABELS } from '@eval/contracts/centre-enums';
import type { Database } from '../../db/client';
import type { AdminScope } from '../../lib/scope';
import type { SheetColumn } from '../../lib/excel';
import { sheetStream } from '../../lib/table-download';
import type { ReportPeriod } from './repository';
import { activeKeys, finishedResultBatches } from './excel-results-repository';

/**
 * The results workbook (spec §7 `GET /v15/reports/excel-results`): one row per centre and
 * finished evaluation of the period (one per centre for a single period; for all periods a
 * centre has a row per school year it finished), with its overall and per-key scores. Rows are
 * read in keyset batches and streamed, waiting for a slow client, so memory stays bounded. A
 * scoped administrator's workbook holds only their communities' centres.
 */
export async function excelResults(
  db: Database,
  period: ReportPeriod,
  scope: AdminScope,
): Promise<Readable> {
  const keys = await activeKeys(db);
  const columns: SheetColumn[] = [
    { key: 'codigo', header: 'Código' },
    { key: 'nombre', header: 'Centro', width: 40 },
    { key: 'comunidad', header: 'Comunidad autónoma', width: 28 },
    { key: 'provincia', header: 'Provincia' },
    { key: 'municipio', header: 'Municipio', width: 24 },
    { key: 'titularidad', header: 'Titularidad' },
    { key: 'periodo', header: 'Periodo' },
    { key: 'fecha', header: 'Fecha de finalización', type: 'date' },
    { key: 'puntuacion', header: 'Puntuación global', type: 'number' },
    ...keys.map((k): SheetColumn => ({
      key: `clave_${k.id}`,
      header: k.titulo,
      width: 24,
      type: 'number',
    })),
  ];
  const batches = await finishedResultBatches(db, period, scope);
  return sheetStream('Resultados', columns, batches, (r) => {
    const row: Record<string, unknown> = {
      codigo: r.codigo,
      nombre: r.nombre,
      comunidad: r.comunidad,
      provincia: r.provincia,
      municipio: r.municipio,
      titularidad: OWNERSHIP_LABELS[r.ownership ?? 'WITHOUT_OWNERSHIP'],
      periodo: r.periodo,
      fecha: r.finished_at,
      puntuacion: r.score,
    };
    for (const k of keys) row[`clave_${k.id}`] = r.keys?.[String(k.id)] ?? null;
    return row;
  });
}
