import { and, eq, ne } from 'drizzle-orm';
import type { EvaluationStatus } from '@eval/contracts/evaluation-enums';
import type { Executor, Transaction } from '../../db/client';
import { takeProposed } from '../../lib/upsert';
import { answers, evaluations } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { findActivePeriod, type Period } from '../periods/repository';
import { EVALUATION_MESSAGES } from './evaluation-messages';
import { computeKeyProgress, evaluationScore, type KeyProgress } from './key-progress';
import { keyRow, upsertKeyRows } from './key-rows';
import { loadCurrentQuestionnaire, type CurrentQuestion } from './questionnaire-repository';

/** Who acts: a user of a centre (or the seed acting as one), and when. */
export interface EvaluationActor {
  centreId: number;
  userId: number | null;
  /** The moment of the action; defaults to now. The demo seed replays past school years. */
  at?: Date;
  /**
   * The current questionnaire, when the caller already loaded it inside the same transaction
   * (the demo seed, answering thousands of evaluations in one). Otherwise it is read here.
   */
  questionnaire?: readonly CurrentQuestion[];
}

/** One answer: the chosen options, or the question marked not applicable ("no procede"). */
export interface AnswerInput {
  preguntasId: number;
  respuestasIds?: readonly number[];
  notApplicable?: boolean;
}

export interface EvaluationProgress {
  evaluationId: number | null;
  period: Period;
  status: EvaluationStatus;
  keys: KeyProgress[];
}

interface LockedEvaluation {
  id: number;
  status: EvaluationStatus;
}

async function requireActivePeriod(tx: Transaction): Promise<Period> {
  const period = await findActivePeriod(tx);
  if (!period) throw new AppError('CONFLICT', EVALUATION_MESSAGES.noActivePeriod);
  return period;
}

/** Checks an answer against its question's type and options before anything is written. */
function validateAnswer(question: CurrentQuestion | undefined, input: AnswerInput): void {
  if (!question) throw new AppError('NOT_FOUND', EVALUATION_MESSAGES.questionNotFound);
  const chosen = input.respuestasIds ?? [];
  if (input.notApplicable) {
    if (chosen.length > 0)
      throw new AppError('BAD_REQUEST', EVALUATION_MESSAGES.notApplicableWithOptions);
    return;
  }
  if (chosen.length === 0) throw new AppError('BAD_REQUEST', EVALUATION_MESSAGES.atLeastOneOption);
  if (question.codigo !== 'MULTIPLE' && chosen.length > 1) {
    throw new AppError('BAD_REQUEST', EVALUATION_MESSAGES.singleOption);
  }
  if (new Set(chosen).size !== chosen.length) {
    throw new AppError('BAD_REQUEST', EVALUATION_MESSAGES.repeatedOption);
  }
  if (chosen.some((id) => !question.options.has(id))) {
    throw new AppError('BAD_REQUEST', EVALUATION_MESSAGES.optionNotOfQuestion);
  }
}

/**
 * The centre's evaluation of the period, created on the first answer, and locked for the rest
 * of the transaction so two people of one centre answering at once are applied one by one.
 */
async function lockEvaluation(
  tx: Transaction,
  centreId: number,
  periodId: number,
  at: Date,
  create: boolean,
): Promise<LockedEvaluation | null> {
  if (create) {
    await tx
      .insert(evaluations)
      .values({
        centros_id: centreId,
        periodos_id: periodId,
        status: 'IN_PROGRESS',
        started_at: at,
      })
      .onConflictDoNothing();
  }
  const rows = await tx
    .select({ id: evaluations.id, status: evaluations.status })
    .from(evaluations)
    .where(and(eq(evaluations.centros_id, centreId), eq(evaluations.periodos_id, periodId)))
    .for('update');
  return rows[0] ?? null;
}

async function currentAnswers(tx: Transaction, evaluationId: number) {
  return tx
    .select({
      preguntasId: answers.preguntas_id,
      respuestasIds: answers.respuestas_ids,
      notApplicable: answers.not_applicable,
    })
    .from(answers)
    .where(eq(answers.evaluation_id, evaluationId));
}

/** Stores the per-key progress and score, so lists never aggregate raw answers per request. */
async function saveKeyProgress(
  tx: Transaction,
  evaluationId: number,
  keys: KeyProgress[],
): Promise<void> {
  await upsertKeyRows(
    tx,
    keys.map((k) => keyRow(evaluationId, k)),
  );
}

/**
 * Sets the evaluation's new status with the fields that go with it (when it was answered, who
 * finished it…) and answers its progress.
 */
async function setStatus(
  tx: Transaction,
  evaluationId: number,
  progress: Omit<EvaluationProgress, 'evaluationId'>,
  fields: Partial<typeof evaluations.$inferInsert>,
): Promise<EvaluationProgress> {
  await tx
    .update(evaluations)
    .set({ status: progress.status, ...fields })
    .where(eq(evaluations.id, evaluationId));
  return { evaluationId, ...progress };
}

/**
 * Records answers of the actor's centre in the active period's evaluation, all or none, and
 * updates its per-key progress. One answer from the API, or many at once from the demo seed.
 * Given a transaction, it runs as a savepoint inside it.
 */
export async function recordAnswers(
  db: Executor,
  actor: EvaluationActor,
  inputs: readonly AnswerInput[],
): Promise<EvaluationProgress> {
  const at = actor.at ?? new Date();
  return db.transaction(async (tx) => {
    const period = await requireActivePeriod(tx);
    const questionnaire = actor.questionnaire ?? (await loadCurrentQuestionnaire(tx));
    const byId = new Map(questionnaire.map((q) => [q.id, q]));
    for (const input of inputs) validateAnswer(byId.get(input.preguntasId), input);

    const evaluation = await lockEvaluation(tx, actor.centreId, period.id, at, true);
    if (!evaluation) throw new Error('evaluation row missing after insert');
    if (evaluation.status === 'FINISHED')
      throw new AppError('CONFLICT', EVALUATION_MESSAGES.alreadyFinished);

    if (inputs.length > 0) {
      await tx
        .insert(answers)
        .values(
          inputs.map((input) => ({
            evaluation_id: evaluation.id,
            preguntas_id: input.preguntasId,
            respuestas_ids: input.notApplicable ? [] : [...(input.respuestasIds ?? [])],
            not_applicable: input.notApplicable ?? false,
            answered_by: actor.userId,
            answered_at: at,
          })),
        )
        .onConflictDoUpdate({
          target: [answers.evaluation_id, answers.preguntas_id],
          set: takeProposed('respuestas_ids', 'not_applicable', 'answered_by', 'answered_at'),
        });
    }
    const keys = computeKeyProgress(questionnaire, await currentAnswers(tx, evaluation.id));
    await saveKeyProgress(tx, evaluation.id, keys);
    const restarted = evaluation.status === 'NOT_STARTED';
    return setStatus(
      tx,
      evaluation.id,
      { period, status: 'IN_PROGRESS', keys },
      {
        last_answer_at: at,
        ...(restarted ? { started_at: at } : {}),
      },
    );
  });
}

/** Submits the actor's centre's evaluation of the active period; every key must be at 100 %. */
export async function submitEvaluation(
  db: Executor,
  actor: EvaluationActor,
): Promise<EvaluationProgress> {
  const at = actor.at ?? new Date();
  return db.transaction(async (tx) => {
    const period = await requireActivePeriod(tx);
    const evaluation = await lockEvaluation(tx, actor.centreId, period.id, at, false);
    if (!evaluation || evaluation.status === 'NOT_STARTED') {
      throw new AppError('CONFLICT', EVALUATION_MESSAGES.notStarted);
    }
    if (evaluation.status === 'FINISHED')
      throw new AppError('CONFLICT', EVALUATION_MESSAGES.alreadyFinished);
    const questionnaire = actor.questionnaire ?? (await loadCurrentQuestionnaire(tx));
    const keys = computeKeyProgress(questionnaire, await currentAnswers(tx, evaluation.id));
    if (keys.some((k) => k.percentage < 100)) {
      throw new AppError('CONFLICT', EVALUATION_MESSAGES.incomplete, { keys });
    }
    await saveKeyProgress(tx, evaluation.id, keys);
    const earlier = await tx
      .select({ id: evaluations.id })
      .from(evaluations)
      .where(
        and(
          eq(evaluations.centros_id, actor.centreId),
          eq(evaluations.status, 'FINISHED'),
          ne(evaluations.id, evaluation.id),
        ),
      )
      .limit(1);
    return setStatus(
      tx,
      evaluation.id,
      { period, status: 'FINISHED', keys },
      {
        finished_at: at,
        finished_by: actor.userId,
        score: evaluationScore(keys),
        is_first_finished: earlier.length === 0,
      },
    );
  });
}

/** Progress of the actor's centre in the active period, with every key even before answering. */
export async function getEvaluationProgress(
  db: Executor,
  centreId: number,
): Promise<EvaluationProgress> {
  return db.transaction(async (tx) => {
    const period = await requireActivePeriod(tx);
    const rows = await tx
      .select({ id: evaluations.id, status: evaluations.status })
      .from(evaluations)
      .where(and(eq(evaluations.centros_id, centreId), eq(evaluations.periodos_id, period.id)));
    const evaluation = rows[0];
    const questionnaire = await loadCurrentQuestionnaire(tx);
    const keys = computeKeyProgress(
      questionnaire,
      evaluation ? await currentAnswers(tx, evaluation.id) : [],
    );
    return {
      evaluationId: evaluation?.id ?? null,
      period,
      status: evaluation?.status ?? 'NOT_STARTED',
      keys,
    };
  });
}
