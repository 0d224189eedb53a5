import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DashboardFilter } from '@eval/contracts/dashboard';
import { EVALUATION_STATUS_LABELS, type EvaluationStatus } from '@eval/contracts/evaluation-enums';
import { queryRows, type Database } from '../../db/client';
import { centre, evaluation, schoolYear } from '../../db/aliases';
import type { SheetColumn } from '../../lib/excel';
import { centreCondition } from '../../lib/centre-filter';
import { keysetBatches } from '../../lib/keyset-batches';
import { sheetStream } from '../../lib/table-download';
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

/** The answers' and questionnaire's aliases; the main tables' are db/aliases'. */
const answer = alias(answers, 'a');
const option = alias(respuestas, 'r');
const question = alias(preguntas, 'p');
const questionKey = alias(claves, 'k');

const BATCH = 500;
/** What a question marked not applicable shows (spec §4). */
const NOT_APPLICABLE = 'NO PROCEDE';

interface EvaluationAnswersRow {
  id: number;
  codigo: string;
  nombre: string;
  periodo: string;
  status: EvaluationStatus;
  /** Question id → the chosen options' texts joined, or NO PROCEDE. */
  answers: Record<string, string | null> | null;
}

/**
 * Every question that can hold an answer, current and retired, in questionnaire order. A
 * retired question keeps its column so answers of earlier periods are not lost.
 */
async function questionColumns(db: Database): Promise<SheetColumn[]> {
  const rows = await queryRows<{
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
  return rows.map((q) => ({
    key: `p_${q.id}`,
    header: `C${q.orden}.P${q.num} ${q.titulo}${q.retired ? ' (retirada)' : ''}`,
    width: 30,
  }));
}

/**
 * The answers report (spec §7: "a call for the answers report exists"): one row per evaluation
 * of the centres matching the dashboard filter in the period (all periods for 0) that has
 * been started, with one column per question holding the chosen answers' text, or
 * NO PROCEDE. A row per evaluation rather than per answer keeps a national export (30,000
 * centres × 50 questions) within one sheet's row limit.
 */
export async function answersReport(
  db: Database,
  period: ReportPeriod,
  filter: DashboardFilter,
): Promise<Readable> {
  const questions = await questionColumns(db);
  const batches = await keysetBatches(
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
              and ${periodCondition(period)} and ${centreCondition(filter)}
            order by ${evaluation.id} limit ${BATCH}`,
      ),
    BATCH,
  );
  const columns: SheetColumn[] = [
    { key: 'codigo', header: 'Código' },
    { key: 'nombre', header: 'Centro', width: 40 },
    { key: 'periodo', header: 'Periodo' },
    { key: 'estado', header: 'Estado' },
    ...questions,
  ];
  return sheetStream('Respuestas', columns, batches, (r) => {
    const row: Record<string, unknown> = {
      codigo: r.codigo,
      nombre: r.nombre,
      periodo: r.periodo,
      estado: EVALUATION_STATUS_LABELS[r.status],
    };
    for (const q of questions) row[q.key] = r.answers?.[q.key.slice(2)] ?? '';
    return row;
  });
}
