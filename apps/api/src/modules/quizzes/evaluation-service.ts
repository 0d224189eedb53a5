import type { EvaluationStatus } from '@eval/contracts/evaluation-enums';
import type { Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findActivePeriod, type Period } from '../periods/repository';
import { EVALUATION_MESSAGES } from './evaluation-messages';
import { computeKeyProgress, evaluationScore, type KeyProgress } from './key-progress';
import { keyRow, upsertKeyRows } from './key-rows-repository';
import {
  lockExistingEvaluation,
  lockSharedAndActivePeriod,
  saveKeysReadingAll,
  upsertAnswersReadingOthers,
  type SavedAnswer,
} from './answer-save-repository';
import {
  currentAnswers,
  findEvaluationOfPeriod,
  lockEvaluation,
  otherFinishedEvaluation,
  updateEvaluation,
  upsertAnswers,
  type EvaluationFields,
} from './evaluation-repository';
import { cachedQuestionnaire, indexQuestionnaire, type Questionnaire } from './questionnaire-cache';
import type { CurrentQuestion } from './questionnaire-repository';

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
  fields: EvaluationFields,
): Promise<EvaluationProgress> {
  await updateEvaluation(tx, evaluationId, { status: progress.status, ...fields });
  return { evaluationId, ...progress };
}

/** The stored form of an answer: "no procede" keeps no options. */
const toSaved = (input: AnswerInput, userId: number | null, at: Date): SavedAnswer => ({
  preguntasId: input.preguntasId,
  respuestasIds: input.notApplicable ? [] : [...(input.respuestasIds ?? [])],
  notApplicable: input.notApplicable ?? false,
  userId,
  at,
});

/**
 * The save of an evaluation already in progress, touching only what the answers change: the
 * answers, the progress rows of their keys (recomputed from those keys' answers, ten or so rows)
 * and the last answer's time. The other keys' rows are exact for an evaluation in progress (every
 * save and every catalogue edit keeps them so) and are read back for the reply. Null when a row
 * does not match the questionnaire (missing, or another total): the caller recomputes them all.
 */
async function saveIncrementally(
  tx: Transaction,
  evaluationId: number,
  questionnaire: Questionnaire,
  saved: readonly SavedAnswer[],
  at: Date,
): Promise<KeyProgress[] | null> {
  const savedIds = new Set(saved.map((a) => a.preguntasId));
  const touchedKeys = new Set(
    saved.flatMap((a) => questionnaire.byId.get(a.preguntasId)?.clavesId ?? []),
  );
  const others = [...touchedKeys].flatMap((keyId) =>
    (questionnaire.byKey.get(keyId) ?? []).filter((q) => !savedIds.has(q.id)).map((q) => q.id),
  );
  const otherAnswers = await upsertAnswersReadingOthers(tx, evaluationId, saved, others);
  const touched = [...touchedKeys].flatMap((keyId) =>
    computeKeyProgress(questionnaire.byKey.get(keyId) ?? [], [...otherAnswers, ...saved]),
  );
  const stored = new Map(
    (await saveKeysReadingAll(tx, evaluationId, touched, at)).map((k) => [k.clavesId, k]),
  );
  for (const key of touched) stored.set(key.clavesId, key);
  const keys: KeyProgress[] = [];
  for (const [keyId, questions] of questionnaire.byKey) {
    const row = stored.get(keyId);
    if (!row || row.total !== questions.length) return null;
    keys.push(row);
  }
  return keys;
}

/**
 * Records answers of the actor's centre in the active period's evaluation, all or none, and
 * updates its per-key progress. One answer from the API, or many at once from the demo seed.
 * Given a transaction, it runs as a savepoint inside it. An evaluation in progress is updated
 * key by key (saveIncrementally); a new or restarted one gets every key computed.
 */
export async function recordAnswers(
  db: Executor,
  actor: EvaluationActor,
  inputs: readonly AnswerInput[],
): Promise<EvaluationProgress> {
  const at = actor.at ?? new Date();
  return db.transaction(async (tx) => {
    const period = await lockSharedAndActivePeriod(tx);
    if (!period) throw new AppError('CONFLICT', EVALUATION_MESSAGES.noActivePeriod);
    const questionnaire = actor.questionnaire
      ? indexQuestionnaire(actor.questionnaire)
      : await cachedQuestionnaire(db, tx);
    for (const input of inputs) validateAnswer(questionnaire.byId.get(input.preguntasId), input);
    const saved = inputs.map((input) => toSaved(input, actor.userId, at));

    const existing = await lockExistingEvaluation(tx, actor.centreId, period.id);
    if (existing?.status === 'FINISHED')
      throw new AppError('CONFLICT', EVALUATION_MESSAGES.alreadyFinished);
    if (existing?.status === 'IN_PROGRESS' && saved.length > 0) {
      const keys = await saveIncrementally(tx, existing.id, questionnaire, saved, at);
      if (keys) return { evaluationId: existing.id, period, status: 'IN_PROGRESS', keys };
    }

    const evaluation = existing ?? (await lockEvaluation(tx, actor.centreId, period.id, at, true));
    if (!evaluation) throw new Error('evaluation row missing after insert');
    if (saved.length > 0) await upsertAnswers(tx, evaluation.id, saved);
    const keys = computeKeyProgress(
      questionnaire.questions,
      await currentAnswers(tx, evaluation.id),
    );
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
    const period = await lockSharedAndActivePeriod(tx);
    if (!period) throw new AppError('CONFLICT', EVALUATION_MESSAGES.noActivePeriod);
    const evaluation = await lockEvaluation(tx, actor.centreId, period.id, at, false);
    if (!evaluation || evaluation.status === 'NOT_STARTED') {
      throw new AppError('CONFLICT', EVALUATION_MESSAGES.notStarted);
    }
    if (evaluation.status === 'FINISHED')
      throw new AppError('CONFLICT', EVALUATION_MESSAGES.alreadyFinished);
    const questionnaire = actor.questionnaire ?? (await cachedQuestionnaire(db, tx)).questions;
    const keys = computeKeyProgress(questionnaire, await currentAnswers(tx, evaluation.id));
    if (keys.some((k) => k.percentage < 100)) {
      throw new AppError('CONFLICT', EVALUATION_MESSAGES.incomplete, { keys });
    }
    await saveKeyProgress(tx, evaluation.id, keys);
    const earlier = await otherFinishedEvaluation(tx, actor.centreId, evaluation.id);
    return setStatus(
      tx,
      evaluation.id,
      { period, status: 'FINISHED', keys },
      {
        finished_at: at,
        finished_by: actor.userId,
        score: evaluationScore(keys),
        is_first_finished: earlier === null,
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
    const evaluation = await findEvaluationOfPeriod(tx, centreId, period.id);
    const questionnaire = (await cachedQuestionnaire(db, tx)).questions;
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
