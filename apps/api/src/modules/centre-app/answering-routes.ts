import type { FastifyRequest } from 'fastify';
import { centreAppCalls } from '@eval/contracts/calls/centre-app';
import { QUIZ_MESSAGES } from '@eval/contracts/quizzes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { routeOf } from '../../http/route-of';
import { AppError } from '../../lib/errors';
import { loadCentreQuestionnaire, toCentreProgress } from './questionnaire';
import {
  getEvaluationProgress,
  recordAnswers,
  submitEvaluation,
} from '../quizzes/evaluation-service';

/** A centre user acts only on their own centre: any other centre id in the path is a 403. */
function ownCentre(request: FastifyRequest, centerId: number): number {
  if (request.user.centros_id !== centerId) {
    throw new AppError('FORBIDDEN', QUIZ_MESSAGES.wrongCentre);
  }
  return centerId;
}

/**
 * The centre-facing answering API (domain.md), declared in contracts/calls/centre-app.ts: users
 * of profile ≠ 0 read the active period's questionnaire, answer or mark a question not
 * applicable, see their progress and submit.
 */
export const centreAnsweringRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.route({
    ...routeOf(centreAppCalls.questionnaire),
    handler: async (request) => {
      const centreId = ownCentre(request, request.params.centerId);
      const progress = await getEvaluationProgress(db, centreId);
      const claves = await loadCentreQuestionnaire(db, progress.evaluationId, request.query.lang);
      return { data: { ...toCentreProgress(progress), claves } };
    },
  });

  app.route({
    ...routeOf(centreAppCalls.progress),
    handler: async (request) => {
      const centreId = ownCentre(request, request.params.centerId);
      return { data: toCentreProgress(await getEvaluationProgress(db, centreId)) };
    },
  });

  app.route({
    // Answers change no user, token or second factor: the session cache stays.
    ...routeOf(centreAppCalls.answer, { keepsSessions: true }),
    handler: async (request) => {
      const centreId = ownCentre(request, request.params.centerId);
      const { respuestasIds, notApplicable } = request.body;
      const progress = await recordAnswers(db, { centreId, userId: request.user.id }, [
        {
          preguntasId: request.params.preguntaId,
          ...(respuestasIds ? { respuestasIds } : {}),
          ...(notApplicable !== undefined ? { notApplicable } : {}),
        },
      ]);
      return { data: toCentreProgress(progress) };
    },
  });

  app.route({
    ...routeOf(centreAppCalls.submit, { keepsSessions: true }),
    handler: async (request) => {
      const centreId = ownCentre(request, request.params.centerId);
      const progress = await submitEvaluation(db, { centreId, userId: request.user.id });
      return { data: toCentreProgress(progress) };
    },
  });
};
