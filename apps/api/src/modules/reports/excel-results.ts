import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { OWNERSHIP_LABELS, type Ownership } from '@eval/contracts/centre-enums';
import { queryRows, type Database } from '../../db/client';
import type { SheetColumn } from '../../lib/excel';
import { keysetBatches } from '../../lib/keyset-batches';
import { sheetStream } from '../../lib/table-download';
import { formatDay } from '../../lib/dates';
import { periodCondition, type ReportPeriod } from './repository';
import { centros, claves, comunidades, evaluationKeys, evaluations, municipios, periodos, provincias } from '../../db/schema/index';

/** Evaluations read per query: memory stays flat however many centres there are. */
const BATCH = 1000;

interface ResultRow {
  id: number;
  codigo: string;
  nombre: string;
  comunidad: string;
  provincia: string;
  municipio: string;
  ownership: Ownership | null;
  periodo: string;
  finished_at: Date | string | null;
  score: number | null;
  /** Key id → key score, as json_object_agg gives it. */
  keys: Record<string, number | null> | null;
}

async function activeKeys(db: Database) {
  return queryRows<{ id: number; titulo: string }>(
    db,
    sql`select id, titulo from ${claves} where activo order by orden, id`,
  );
}

/**
 * The results workbook (spec §7 `GET /v15/reports/excel-results`): one row per centre and
 * finished evaluation of the period (one per centre for a single period; for all periods a
 * centre has a row per school year it finished), with its overall and per-key scores. Rows are
 * read in keyset batches and streamed, waiting for a slow client, so memory stays bounded.
 */
export async function excelResults(db: Database, period: ReportPeriod): Promise<Readable> {
  const keys = await activeKeys(db);
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
    ...keys.map((k) => ({ key: `clave_${k.id}`, header: k.titulo, width: 24 })),
  ];
  const batches = await keysetBatches(
    (after) =>
      queryRows<ResultRow>(
        db,
        sql`select e.id, c.codigo, c.nombre, co.nombre as comunidad, p.provincia,
                   m.nombre as municipio, c.ownership, pe.periodo, e.finished_at,
                   e.score::float8 as score,
                   (select json_object_agg(ek.claves_id, ek.score)
                      from ${evaluationKeys} ek where ek.evaluation_id = e.id) as keys
            from ${evaluations} e
            join ${centros} c on c.id = e.centros_id
            join ${periodos} pe on pe.id = e.periodos_id
            join ${comunidades} co on co.id = c.comunidades_id
            join ${provincias} p on p.id_provincia = c.provincias_id_provincia
            join ${municipios} m on m.id_municipio = c.municipios_id_municipio
            where e.status = 'FINISHED' and e.id > ${after} and ${periodCondition(period)}
            order by e.id limit ${BATCH}`,
      ),
    BATCH,
  );
  return sheetStream('Resultados', columns, batches, (r) => {
    const row: Record<string, unknown> = {
      codigo: r.codigo,
      nombre: r.nombre,
      comunidad: r.comunidad,
      provincia: r.provincia,
      municipio: r.municipio,
      titularidad: OWNERSHIP_LABELS[r.ownership ?? 'WITHOUT_OWNERSHIP'],
      periodo: r.periodo,
      fecha: formatDay(r.finished_at),
      puntuacion: r.score,
    };
    for (const k of keys) row[`clave_${k.id}`] = r.keys?.[String(k.id)] ?? null;
    return row;
  });
}
