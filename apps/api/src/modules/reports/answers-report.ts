import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { DashboardFilter } from '@eval/contracts/dashboard';
import { EVALUATION_STATUS_LABELS, type EvaluationStatus } from '@eval/contracts/evaluation-enums';
import { queryRows, type Database } from '../../db/client';
import type { SheetColumn } from '../../lib/excel';
import { centreCondition } from '../../lib/centre-filter';
import { keysetBatches } from '../../lib/keyset-batches';
import { sheetStream } from '../../lib/table-download';
import { periodCondition, type ReportPeriod } from './repository';
import { answers, centros, claves, evaluations, periodos, preguntas, respuestas } from '../../db/schema/index';

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
  const rows = await queryRows<{ id: number; orden: number; num: number; titulo: string; retired: boolean }>(
    db,
    sql`select p.id, k.orden, p.num, p.titulo, p.retired_at is not null as retired
        from ${preguntas} p join ${claves} k on k.id = p.claves_id
        order by k.orden, k.id, p.num, p.id`,
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
        sql`select e.id, c.codigo, c.nombre, pe.periodo, e.status,
                   (select json_object_agg(a.preguntas_id,
                      case when a.not_applicable then ${NOT_APPLICABLE}
                           else (select string_agg(r.respuesta, ' | ' order by r.orden, r.id)
                                 from ${respuestas} r where r.id = any(a.respuestas_ids)) end)
                    from ${answers} a where a.evaluation_id = e.id) as answers
            from ${evaluations} e
            join ${centros} c on c.id = e.centros_id
            join ${periodos} pe on pe.id = e.periodos_id
            where e.status <> 'NOT_STARTED' and e.id > ${after}
              and ${periodCondition(period)} and ${centreCondition(filter)}
            order by e.id limit ${BATCH}`,
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
