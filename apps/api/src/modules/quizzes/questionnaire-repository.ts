import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { QuestionTypeCode } from '@eval/contracts/evaluation-enums';
import type { Executor, Transaction } from '../../db/client';
import { preguntas, respuestas, tipos } from '../../db/schema/index';
import type { QuestionForScoring } from './key-progress';
import { LOCK_KEYS } from '../../db/locks';

export interface CurrentQuestion extends QuestionForScoring {
  num: number;
}

/**
 * The questionnaire as it stands: current (not retired) questions with their current options.
 * Two queries whatever its size; it is small (about a hundred questions).
 */
export async function loadCurrentQuestionnaire(db: Executor): Promise<CurrentQuestion[]> {
  const questionRows = await db
    .select({
      id: preguntas.id,
      clavesId: preguntas.claves_id,
      num: preguntas.num,
      codigo: tipos.codigo,
    })
    .from(preguntas)
    .innerJoin(tipos, eq(tipos.id, preguntas.tipos_id))
    .where(isNull(preguntas.retired_at))
    .orderBy(asc(preguntas.claves_id), asc(preguntas.num));
  const optionRows = await db
    .select({ id: respuestas.id, preguntasId: respuestas.preguntas_id, valor: respuestas.valor })
    .from(respuestas)
    .innerJoin(preguntas, eq(preguntas.id, respuestas.preguntas_id))
    .where(and(isNull(respuestas.retired_at), isNull(preguntas.retired_at)))
    .orderBy(asc(respuestas.orden), asc(respuestas.id));
  const options = new Map<number, Map<number, number>>();
  for (const row of optionRows) {
    const map = options.get(row.preguntasId) ?? new Map<number, number>();
    map.set(row.id, row.valor);
    options.set(row.preguntasId, map);
  }
  return questionRows.map((q) => ({
    id: q.id,
    clavesId: q.clavesId,
    num: q.num,
    codigo: q.codigo as QuestionTypeCode,
    options: options.get(q.id) ?? new Map(),
  }));
}

// The advisory lock between answer saves (shared) and the catalogue's edits of questions and
// options (exclusive), `LOCK_KEYS.questionnaire`. A save computes a key's progress from the
// questionnaire it read, and an edit recomputes the progress of every evaluation in progress
// from the answers it reads: without this lock a save committing across an edit could keep the
// totals of the questionnaire before the edit (docs/centre-app.md, "Saving answers fast").

/**
 * Taken by an answer save or a submission as its first statement, so the questionnaire version
 * it reads next is one no edit can change until it commits. Saves never wait for each other.
 */
export async function lockQuestionnaireShared(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${LOCK_KEYS.questionnaire})`);
}

/**
 * Taken by an edit of questions or options before any row lock (so no save holding the shared
 * lock can wait for the edit's rows): waits for the saves in flight, and holds new ones until the
 * edit commits. Taking it again in the same transaction is harmless.
 */
export async function lockQuestionnaireForEdit(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.questionnaire})`);
}
