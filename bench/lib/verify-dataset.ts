import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import { queryRows } from '../../apps/api/src/db/client';
import {
  computeKeyProgress,
  evaluationScore,
} from '../../apps/api/src/modules/quizzes/key-progress';
import { loadCurrentQuestionnaire } from '../../apps/api/src/modules/quizzes/questionnaire-repository';

interface StoredKey {
  evaluation_id: number;
  claves_id: number;
  num: number;
  total: number;
  percentage: number;
  score: string | number | null;
  status: string;
  eval_score: string | number | null;
}

interface StoredAnswer {
  evaluation_id: number;
  preguntas_id: number;
  respuestas_ids: number[];
  not_applicable: boolean;
}

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

/**
 * Recomputes the per-key progress and the evaluation score of a sample of evaluations with the
 * app's own key-progress.ts and compares them with what the SQL generator stored. Returns the
 * mismatches (empty when the dataset is consistent) and invariants of statuses.
 */
export async function verifyDataset(db: Database, sample = 300): Promise<string[]> {
  const problems: string[] = [];
  const questionnaire = await loadCurrentQuestionnaire(db);
  const keys = await queryRows<StoredKey>(
    db,
    sql`select k.evaluation_id, k.claves_id, k.num, k.total, k.percentage, k.score, e.status,
        e.score eval_score
      from evaluation_keys k join evaluations e on e.id = k.evaluation_id
      where k.evaluation_id in (select id from evaluations order by hashint4(id) limit ${sample})`,
  );
  const answerRows = await queryRows<StoredAnswer>(
    db,
    sql`select evaluation_id, preguntas_id, respuestas_ids, not_applicable from answers
      where evaluation_id in (select id from evaluations order by hashint4(id) limit ${sample})`,
  );
  const byEvaluation = new Map<number, StoredAnswer[]>();
  for (const a of answerRows)
    byEvaluation.set(a.evaluation_id, [...(byEvaluation.get(a.evaluation_id) ?? []), a]);
  const stored = new Map<number, StoredKey[]>();
  for (const k of keys) stored.set(k.evaluation_id, [...(stored.get(k.evaluation_id) ?? []), k]);
  for (const [evaluationId, rows] of stored) {
    const computed = computeKeyProgress(
      questionnaire,
      (byEvaluation.get(evaluationId) ?? []).map((a) => ({
        preguntasId: a.preguntas_id,
        respuestasIds: a.respuestas_ids,
        notApplicable: a.not_applicable,
      })),
    );
    for (const c of computed) {
      const s = rows.find((r) => r.claves_id === c.clavesId);
      if (
        !s ||
        s.num !== c.num ||
        s.total !== c.total ||
        s.percentage !== c.percentage ||
        num(s.score) !== c.score
      )
        problems.push(
          `evaluación ${evaluationId} clave ${c.clavesId}: ${JSON.stringify({ s, c })}`,
        );
    }
    const first = rows[0];
    if (!first) continue;
    const complete = computed.every((c) => c.percentage === 100);
    if (first.status === 'FINISHED') {
      if (!complete) problems.push(`evaluación ${evaluationId} finalizada e incompleta`);
      if (num(first.eval_score) !== evaluationScore(computed))
        problems.push(
          `evaluación ${evaluationId}: score ${first.eval_score} ≠ ${evaluationScore(computed)}`,
        );
    } else if (complete) problems.push(`evaluación ${evaluationId} ${first.status} y completa`);
  }
  const [invariants] = await queryRows<{ bad_first: number; bad_progress: number }>(
    db,
    sql`select
      (select count(*) from (select centros_id from evaluations where is_first_finished
        group by centros_id having count(*) > 1) x)::int
      + (select count(*) from evaluations where is_first_finished and status <> 'FINISHED')::int bad_first,
      (select count(*) from evaluations e join periodos p on p.id = e.periodos_id
        where e.status = 'IN_PROGRESS' and not p.activo)::int bad_progress`,
  );
  if (invariants && invariants.bad_first > 0)
    problems.push(`is_first_finished: ${invariants.bad_first}`);
  if (invariants && invariants.bad_progress > 0)
    problems.push(`IN_PROGRESS fuera del periodo activo: ${invariants.bad_progress}`);
  return problems;
}
