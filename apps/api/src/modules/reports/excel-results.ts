import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OWNERSHIP_LABELS, type Ownership } from '@eval/contracts/centre-enums';
import { queryRows, type Database } from '../../db/client';
import {
  centre,
  community,
  evaluation,
  municipality,
  province,
  schoolYear,
} from '../../db/aliases';
import type { SheetColumn } from '../../lib/excel';
import { keysetBatches } from '../../lib/keyset-batches';
import { sheetStream } from '../../lib/table-download';
import { formatDay } from '../../lib/dates';
import { periodCondition, type ReportPeriod } from './repository';
import {
  centros,
  claves,
  comunidades,
  evaluationKeys,
  evaluations,
  municipios,
  periodos,
  provincias,
} from '../../db/schema/index';

/** The per-key scores' alias; the main tables' are db/aliases'. */
const keyScore = alias(evaluationKeys, 'ek');

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
    sql`select ${claves.id}, ${claves.titulo} from ${claves} where ${claves.activo}
        order by ${claves.orden}, ${claves.id}`,
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
        sql`select ${evaluation.id}, ${centre.codigo}, ${centre.nombre}, ${community.nombre} as comunidad,
                   ${province.provincia}, ${municipality.nombre} as municipio, ${centre.ownership},
                   ${schoolYear.periodo}, ${evaluation.finished_at}, ${evaluation.score}::float8 as score,
                   (select json_object_agg(${keyScore.claves_id}, ${keyScore.score})
                      from ${evaluationKeys} ${keyScore}
                      where ${keyScore.evaluation_id} = ${evaluation.id}) as keys
            from ${evaluations} ${evaluation}
            join ${centros} ${centre} on ${centre.id} = ${evaluation.centros_id}
            join ${periodos} ${schoolYear} on ${schoolYear.id} = ${evaluation.periodos_id}
            join ${comunidades} ${community} on ${community.id} = ${centre.comunidades_id}
            join ${provincias} ${province} on ${province.id_provincia} = ${centre.provincias_id_provincia}
            join ${municipios} ${municipality}
              on ${municipality.id_municipio} = ${centre.municipios_id_municipio}
            where ${evaluation.status} = 'FINISHED' and ${evaluation.id} > ${after}
              and ${periodCondition(period)}
            order by ${evaluation.id} limit ${BATCH}`,
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
