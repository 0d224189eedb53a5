import { sql } from 'drizzle-orm';
import type { EvaluationStatus } from '@eval/contracts/evaluation-enums';
import type { Transaction } from '../../db/client';
import { answers, evaluationKeys, evaluations, periodos, settings } from '../../db/schema/index';
import { ACTIVE_PERIOD_SETTING } from '../../db/setting-keys';
import type { Period } from '../periods/repository';
import type { AnswerForScoring, KeyProgress } from './key-progress';
import { LOCK_KEYS } from '../../db/locks';

/** SQL of an answer save's hot path: few statements, each by primary key. */

async function rows<T>(tx: Transaction, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The shared questionnaire lock (questionnaire-repository.ts) and the active period (as
 * findActivePeriod) in one statement: the first of a save.
 */
export async function lockSharedAndActivePeriod(tx: Transaction): Promise<Period | null> {
  const [row] = await rows<Period & { locked: unknown }>(
    tx,
    sql`select l.locked, pe.id, pe.periodo, pe.activo
        from (select pg_advisory_xact_lock_shared(${LOCK_KEYS.questionnaire}) as locked) l
        left join ${settings} s on s.key = ${ACTIVE_PERIOD_SETTING}
        left join ${periodos} pe on pe.id = (s.value ->> 'id')::int`,
  );
  if (!row || row.id === null) return null;
  return { id: row.id, periodo: row.periodo, activo: row.activo };
}

export interface LockedEvaluation {
  id: number;
  status: EvaluationStatus;
}

/** The centre's evaluation of the period, locked for the rest of the transaction, if it exists. */
export async function lockExistingEvaluation(
  tx: Transaction,
  centreId: number,
  periodId: number,
): Promise<LockedEvaluation | undefined> {
  const [row] = await rows<LockedEvaluation>(
    tx,
    sql`select id, status from ${evaluations}
        where centros_id = ${centreId} and periodos_id = ${periodId} for update`,
  );
  return row;
}

export interface SavedAnswer extends AnswerForScoring {
  userId: number | null;
  at: Date;
}

const intArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )}]::int[]`;

/**
 * Upserts the answers and, in the same statement, reads the evaluation's other answers to
 * `otherQuestionIds` (the rest of the touched keys' current questions). The read sees the
 * table as before the statement, which is why it leaves the saved questions out: the caller
 * adds them from what it saved.
 */
export async function upsertAnswersReadingOthers(
  tx: Transaction,
  evaluationId: number,
  saved: readonly SavedAnswer[],
  otherQuestionIds: readonly number[],
): Promise<AnswerForScoring[]> {
  const values = sql.join(
    saved.map(
      (a) =>
        sql`(${evaluationId}::int, ${a.preguntasId}::int, ${intArray(a.respuestasIds)},
             ${a.notApplicable}::boolean, ${a.userId}::int, ${a.at.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const others = otherQuestionIds.length > 0 ? intArray(otherQuestionIds) : sql`array[]::int[]`;
  return rows<AnswerForScoring>(
    tx,
    sql`with saved as (
          insert into ${answers}
            (evaluation_id, preguntas_id, respuestas_ids, not_applicable, answered_by, answered_at)
          values ${values}
          on conflict (evaluation_id, preguntas_id) do update set
            respuestas_ids = excluded.respuestas_ids, not_applicable = excluded.not_applicable,
            answered_by = excluded.answered_by, answered_at = excluded.answered_at)
        select preguntas_id as "preguntasId", respuestas_ids as "respuestasIds",
               not_applicable as "notApplicable"
        from ${answers}
        where evaluation_id = ${evaluationId} and preguntas_id = any(${others})`,
  );
}

export interface KeyRowRead {
  clavesId: number;
  num: number;
  total: number;
  percentage: number;
  score: number | null;
}

/**
 * Stores the touched keys' progress, moves the evaluation's last answer, and reads every key row
 * of the evaluation as it was before the statement (the caller puts the touched keys over them).
 */
export async function saveKeysReadingAll(
  tx: Transaction,
  evaluationId: number,
  touched: readonly KeyProgress[],
  at: Date,
): Promise<KeyRowRead[]> {
  const values = sql.join(
    touched.map(
      (k) =>
        sql`(${evaluationId}::int, ${k.clavesId}::int, ${k.num}::smallint, ${k.total}::smallint,
             ${k.percentage}::smallint, ${k.score}::numeric)`,
    ),
    sql`, `,
  );
  const read = await rows<KeyRowRead>(
    tx,
    sql`with keyed as (
          insert into ${evaluationKeys} (evaluation_id, claves_id, num, total, percentage, score)
          values ${values}
          on conflict (evaluation_id, claves_id) do update set
            num = excluded.num, total = excluded.total, percentage = excluded.percentage,
            score = excluded.score),
        moved as (
          update ${evaluations} set last_answer_at = ${at.toISOString()}::timestamptz
          where id = ${evaluationId})
        select claves_id as "clavesId", num, total, percentage, score::float8 as score
        from ${evaluationKeys} where evaluation_id = ${evaluationId}`,
  );
  return read.map((r) => ({
    clavesId: Number(r.clavesId),
    num: Number(r.num),
    total: Number(r.total),
    percentage: Number(r.percentage),
    score: r.score === null ? null : Number(r.score),
  }));
}
