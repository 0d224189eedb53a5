import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Ownership } from '@eval/contracts/centre-enums';
import { queryRows, type Database } from '../../db/client';
import {
  centre,
  community,
  evaluation,
  municipality,
  province,
  schoolYear,
} from '../../db/aliases';
import { keysetBatches } from '../../lib/keyset-batches';
import type { AdminScope } from '../../lib/scope';
import { communityInScopeOrAll } from '../../lib/scope-condition';
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

/* The queries of the results workbook (excel-results.ts). */

/** The per-key scores' alias; the main tables' are db/aliases'. */
const keyScore = alias(evaluationKeys, 'ek');

/** Evaluations read per query: memory stays flat however many centres there are. */
const BATCH = 1000;

export interface ResultRow {
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

/** The active keys, in questionnaire order: the workbook's per-key columns. */
export async function activeKeys(db: Database) {
  return queryRows<{ id: number; titulo: string }>(
    db,
    sql`select ${claves.id}, ${claves.titulo} from ${claves} where ${claves.activo}
        order by ${claves.orden}, ${claves.id}`,
  );
}

/**
 * The finished evaluations of the period of the scope's centres with their centre, places and
 * overall and per-key scores, in id order, a batch at a time (keyset paging).
 */
export function finishedResultBatches(db: Database, period: ReportPeriod, scope: AdminScope) {
  return keysetBatches(
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
            and ${periodCondition(period)} and ${communityInScopeOrAll(scope, centre.comunidades_id)}
          order by ${evaluation.id} limit ${BATCH}`,
      ),
    BATCH,
  );
}
