import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DashboardFilter } from '@eval/contracts/dashboard';
import type { EvaluationStatus } from '@eval/contracts/evaluation-enums';
import { queryRows, type Database } from '../../db/client';
import { centre, evaluation, schoolYear } from '../../db/aliases';
import { scopedCentreCondition } from '../../lib/centre-filter';
import type { AdminScope } from '../../lib/scope';
import { keysetBatches } from '../../lib/keyset-batches';
import { periodCondition, type ReportPeriod } from './repository';
import {
  answers,
  centros,
  claves,
  evaluations,
  periodos,
  preguntas,
  respuestas,
} from '../../db/schema/index';

/* The queries of the answers report (answers-report.ts). */

/** The answers' and questionnaire's aliases; the main tables' are db/aliases'. */
const answer = alias(answers, 'a');
const option = alias(respuestas, 'r');
const question = alias(preguntas, 'p');
const questionKey = alias(claves, 'k');

const BATCH = 500;
/** What a question marked not applicable shows (spec §4). */
const NOT_APPLICABLE = 'NO PROCEDE';

export interface EvaluationAnswersRow {
  id: number;
  codigo: string;
  nombre: string;
  periodo: string;
  status: EvaluationStatus;
  /** Question id → the chosen options' texts joined, or NO PROCEDE. */
  answers: Record<string, string | null> | null;
}

/** Every question, current and retired, with its key's order, in questionnaire order. */
export function questionRows(db: Database) {
  return queryRows<{
    id: number;
    orden: number;
    num: number;
    titulo: string;
    retired: boolean;
  }>(
    db,
    sql`select ${question.id}, ${questionKey.orden}, ${question.num}, ${question.titulo},
             ${question.retired_at} is not null as retired
      from ${preguntas} ${question} join ${claves} ${questionKey} on ${questionKey.id} = ${question.claves_id}
      order by ${questionKey.orden}, ${questionKey.id}, ${question.num}, ${question.id}`,
  );
}

/**
 * The started evaluations of the period and of the filter's centres within the scope, with
 * their answers' texts (NO PROCEDE for a question marked not applicable), in id order, a batch
 * at a time.
 */
export function startedEvaluationAnswerBatches(
  db: Database,
  period: ReportPeriod,
  filter: DashboardFilter,
  scope: AdminScope,
) {
  return keysetBatches(
    (after) =>
      queryRows<EvaluationAnswersRow>(
        db,
        sql`select ${evaluation.id}, ${centre.codigo}, ${centre.nombre}, ${schoolYear.periodo},
                 ${evaluation.status},
                 (select json_object_agg(${answer.preguntas_id},
                    case when ${answer.not_applicable} then ${NOT_APPLICABLE}
                         else (select string_agg(${option.respuesta}, ' | '
                                                 order by ${option.orden}, ${option.id})
                               from ${respuestas} ${option}
                               where ${option.id} = any(${answer.respuestas_ids})) end)
                  from ${answers} ${answer}
                  where ${answer.evaluation_id} = ${evaluation.id}) as answers
          from ${evaluations} ${evaluation}
          join ${centros} ${centre} on ${centre.id} = ${evaluation.centros_id}
          join ${periodos} ${schoolYear} on ${schoolYear.id} = ${evaluation.periodos_id}
          where ${evaluation.status} <> 'NOT_STARTED' and ${evaluation.id} > ${after}
            and ${periodCondition(period)} and ${scopedCentreCondition(filter, scope)}
          order by ${evaluation.id} limit ${BATCH}`,
      ),
    BATCH,
  );
}
