import { communityNameIn } from '@eval/contracts/place-names';
import {
  CENTRE_APP_MESSAGES,
  COORDINATOR_PROFILE,
  type CentreHome,
  type CentreResults,
} from '@eval/contracts/centre-app';
import { LANGUAGE_CODES, type LanguageCode } from '@eval/contracts/common';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { VersionedCache } from '../../lib/versioned-cache';
import { overdueActions } from '../plans/service';
import { findActivePeriod } from '../periods/repository';
import {
  allDocumentos,
  answerersByKey,
  centreEvaluation,
  contenidosIn,
  evaluationInPeriod,
  feedbackIn,
  findCentre,
  findPeriod,
  findUser,
  firstFinished,
  groupAverages,
  keyScores,
  keysIn,
  recursosFor,
  toolkitsIn,
  type CentreRow,
  type UserRow,
} from './repository';
import {
  questionsByKey,
  round2,
  roundOrNull,
  similarOf,
  timelineOf,
  visible,
} from './results-comparisons';
import { getEvaluationProgress } from '../quizzes/evaluation-service';

/** The caller as the centre routes know them (access rule `centre`: a centre is certain). */
export interface CentreCaller {
  id: number;
  centreId: number;
}

/** How many of the lowest-scoring keys get recommendations. */
const WEAKEST_KEYS = 3;

const isLanguage = (value: string): value is LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(value);

/** The asked language, else the user's own, else Spanish. */
export function languageFor(asked: LanguageCode | undefined, user: UserRow): LanguageCode {
  if (asked) return asked;
  return isLanguage(user.language_id) ? user.language_id : 'ES';
}

/** The caller's user and centre rows; both exist for a valid centre session. */
export async function callerRows(
  db: Database,
  caller: CentreCaller,
): Promise<{ user: UserRow; centre: CentreRow }> {
  const [user, centre] = await Promise.all([
    findUser(db, caller.id),
    findCentre(db, caller.centreId),
  ]);
  if (!user || !centre) throw new AppError('NOT_FOUND', CENTRE_APP_MESSAGES.evaluationNotFound);
  return { user, centre };
}

/** GET /v15/centro/inicio: who, which centre, the active period, status and progress per key. */
export async function centreHome(
  db: Database,
  caller: CentreCaller,
  asked: LanguageCode | undefined,
): Promise<CentreHome> {
  const { user, centre } = await callerRows(db, caller);
  const language = languageFor(asked, user);
  const isCoordinator = user.perfil === COORDINATOR_PROFILE;
  const keyInfo = await keysIn(db, language);
  const active = await findActivePeriod(db);
  const finishedAny = (await firstFinished(db, centre.id)) !== undefined;
  const userPart = {
    id: user.id,
    nombre: user.nombre,
    apellidos: user.apellidos,
    email: user.email,
    perfil: user.perfil,
    language_id: isLanguage(user.language_id) ? user.language_id : ('ES' as const),
    isCoordinator,
  };
  if (!active) {
    return {
      user: userPart,
      centre,
      period: null,
      evaluationId: null,
      status: 'NOT_STARTED',
      lastAnswerAt: null,
      finishedAt: null,
      canSubmit: false,
      keys: [],
      hasResults: finishedAny,
      overdueActions: [],
    };
  }
  const [period, progress, evaluation, overdue] = await Promise.all([
    findPeriod(db, active.id),
    getEvaluationProgress(db, centre.id),
    evaluationInPeriod(db, centre.id, active.id),
    overdueActions(db, { id: user.id, centreId: centre.id }, active.id, language),
  ]);
  const answerers =
    isCoordinator && progress.evaluationId !== null
      ? await answerersByKey(db, progress.evaluationId)
      : [];
  const keys = progress.keys.flatMap((k) => {
    const info = keyInfo.get(k.clavesId);
    if (!info) return [];
    return [
      {
        ...info,
        num: k.num,
        total: k.total,
        percentage: k.percentage,
        answeredBy: answerers
          .filter((a) => a.keyId === k.clavesId)
          .map((a) => ({
            userId: a.userId,
            nombre: a.nombre ?? '',
            apellidos: a.apellidos ?? '',
            answers: a.answers,
          })),
      },
    ];
  });
  keys.sort((a, b) => a.orden - b.orden || a.keyId - b.keyId);
  return {
    user: userPart,
    centre,
    period: period ?? null,
    evaluationId: progress.evaluationId,
    status: progress.status,
    lastAnswerAt: evaluation?.lastAnswerAt ?? null,
    finishedAt: evaluation?.finishedAt ?? null,
    canSubmit:
      progress.status !== 'FINISHED' && keys.length > 0 && keys.every((k) => k.percentage >= 100),
    keys,
    hasResults: finishedAny,
    overdueActions: overdue,
  };
}

/**
 * GET /v15/centro/evaluaciones/:evaluationId/resultados: a finished evaluation of the caller's
 * centre with its comparisons, feedback and recommendations. Another centre's evaluation is a
 * 404 (it is not the caller's to know of); one not finished is a 409.
 */
export async function centreResults(
  db: Database,
  cache: VersionedCache,
  caller: CentreCaller,
  evaluationId: number,
  asked: LanguageCode | undefined,
): Promise<CentreResults> {
  const { user, centre } = await callerRows(db, caller);
  const language = languageFor(asked, user);
  const evaluation = await centreEvaluation(db, centre.id, evaluationId);
  if (!evaluation) throw new AppError('NOT_FOUND', CENTRE_APP_MESSAGES.evaluationNotFound);
  if (evaluation.status !== 'FINISHED' || evaluation.finishedAt === null)
    throw new AppError('CONFLICT', CENTRE_APP_MESSAGES.notFinished);

  const [period, keyInfo, scores, first, community, programme, feedback] = await Promise.all([
    findPeriod(db, evaluation.periodId),
    keysIn(db, language),
    keyScores(db, evaluation.evaluationId),
    firstFinished(db, centre.id),
    groupAverages(db, cache, evaluation.periodId, centre.comunidadId),
    groupAverages(db, cache, evaluation.periodId, null),
    feedbackIn(db, language),
  ]);
  if (!period) throw new AppError('NOT_FOUND', CENTRE_APP_MESSAGES.evaluationNotFound);
  const isFirst = !first || first.evaluationId === evaluation.evaluationId;
  const keyOrder = [...keyInfo.keys()];
  const [firstScores, timeline, similar, questions] = await Promise.all([
    isFirst || !first ? new Map<number, number | null>() : keyScores(db, first.evaluationId),
    timelineOf(db, centre.id, evaluation.evaluationId, keyOrder),
    similarOf(db, cache, centre.id, evaluation.periodId),
    questionsByKey(db, evaluation.evaluationId, language),
  ]);
  const previous = timeline.previous;
  const previousScores = new Map(previous?.keys.map((k) => [k.keyId, k.score]) ?? []);
  const communityView = visible(community);
  const programmeView = visible(programme);

  const keys = [...scores.keys()]
    .flatMap((keyId) => {
      const info = keyInfo.get(keyId);
      return info ? [info] : [];
    })
    .sort((a, b) => a.orden - b.orden || a.keyId - b.keyId)
    .map((info) => {
      const score = roundOrNull(scores.get(info.keyId));
      const firstScore = roundOrNull(firstScores.get(info.keyId));
      const previousScore = roundOrNull(previousScores.get(info.keyId));
      // Bands are whole numbers (0–49, 50–79…): a score of 49.5 takes the band it has passed
      // the floor of, the highest minimum not above it.
      const text =
        score === null
          ? undefined
          : feedback
              .filter((f) => f.keyId === info.keyId && f.minimo <= score)
              .sort((a, b) => b.minimo - a.minimo)[0];
      return {
        ...info,
        score,
        firstScore,
        difference: score !== null && firstScore !== null ? round2(score - firstScore) : null,
        communityScore: communityView.keyScore(info.keyId),
        programmeScore: programmeView.keyScore(info.keyId),
        feedback: text ? { titulo: text.titulo, texto: text.texto } : null,
        previousScore,
        previousDifference:
          score !== null && previousScore !== null ? round2(score - previousScore) : null,
        similarScore: similar.keyScore(info.keyId),
        questions: questions.get(info.keyId) ?? [],
      };
    });

  // The weakest keys: the lowest scores first; a key with nothing applicable has no score and
  // is left out (there is nothing to improve in what does not apply).
  const weakest = keys
    .filter((k): k is typeof k & { score: number } => k.score !== null)
    .sort((a, b) => a.score - b.score || a.orden - b.orden)
    .slice(0, WEAKEST_KEYS)
    .map((k) => k.keyId);
  const [recursos, toolkits, documentos, contenidos] = await Promise.all([
    recursosFor(db, language, weakest, centre.comunidadId),
    toolkitsIn(db, language),
    allDocumentos(db),
    contenidosIn(db, language),
  ]);

  // The community as the page and the report name it: in Catalan for a Catalan reader.
  const comunidad = communityNameIn(language, centre.comunidad);
  return {
    evaluationId: evaluation.evaluationId,
    centre: { ...centre, comunidad },
    period,
    language_id: language,
    finishedAt: evaluation.finishedAt,
    score: roundOrNull(evaluation.score),
    first:
      isFirst || !first
        ? null
        : {
            evaluationId: first.evaluationId,
            periodo: first.periodo,
            score: roundOrNull(first.score),
          },
    community: {
      comunidad,
      centres: communityView.centres,
      score: communityView.score,
      nullReason: communityView.nullReason,
    },
    programme: {
      centres: programmeView.centres,
      score: programmeView.score,
      nullReason: programmeView.nullReason,
    },
    keys,
    recommendations: { keyIds: weakest, recursos, toolkits, documentos, contenidos },
    previous: previous
      ? {
          evaluationId: previous.evaluationId,
          periodo: previous.periodo,
          score: roundOrNull(previous.score),
        }
      : null,
    similar: similar.summary,
    history: timeline.history,
  };
}
