import type { Readable } from 'node:stream';
import type { DashboardFilter } from '@eval/contracts/dashboard';
import { EVALUATION_STATUS_LABELS } from '@eval/contracts/evaluation-enums';
import type { Database } from '../../db/client';
import type { AdminScope } from '../../lib/scope';
import type { SheetColumn } from '../../lib/excel';
import { sheetStream } from '../../lib/table-download';
import type { ReportPeriod } from './repository';
import { questionRows, startedEvaluationAnswerBatches } from './answers-report-repository';

/**
 * Every question that can hold an answer, current and retired, in questionnaire order. A
 * retired question keeps its column so answers of earlier periods are not lost.
 */
async function questionColumns(db: Database): Promise<SheetColumn[]> {
  const rows = await questionRows(db);
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
 * centres × 50 questions) within one sheet's row limit. A scoped administrator's has only
 * their communities' centres: the filter is intersected with the scope.
 */
export async function answersReport(
  db: Database,
  period: ReportPeriod,
  filter: DashboardFilter,
  scope: AdminScope,
): Promise<Readable> {
  const questions = await questionColumns(db);
  const batches = await startedEvaluationAnswerBatches(db, period, filter, scope);
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
