import type { FastifyRequest } from 'fastify';
import { centreLanguageQuerySchema } from '@eval/contracts/centre-app';
import { apiErrorSchema } from '@eval/contracts/common';
import {
  answerBodySchema,
  centreParamsSchema,
  centreProgressResponseSchema,
  centreQuestionnaireResponseSchema,
  centreQuestionParamsSchema,
  QUIZ_MESSAGES,
} from '@eval/contracts/quizzes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { loadCentreQuestionnaire, toCentreProgress } from './centre-questionnaire';
import { getEvaluationProgress, recordAnswers, submitEvaluation } from './evaluation-service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** The options of a centre route: its access rule and tag, its path and body, and its errors. */
const centreRoute = <
  P extends { params: z.ZodType; body?: z.ZodType; querystring?: z.ZodType },
  R extends z.ZodType,
>(
  summary: string,
  parts: P,
  response: R,
) => ({
  config: { access: 'centre' as const },
  schema: { tags: ['centre'], summary, ...parts, response: { 200: response, ...errors } },
});

/** A centre user acts only on their own centre: any other centre id in the path is a 403. */
function ownCentre(request: FastifyRequest, centerId: number): number {
  if (request.user.centros_id !== centerId) {
    throw new AppError('FORBIDDEN', QUIZ_MESSAGES.wrongCentre);
  }
  return centerId;
}

/**
 * The centre-facing answering API (domain.md): users of profile ≠ 0 read the active period's
 * questionnaire, answer or mark a question not applicable, see their progress and submit.
 */
export const centreAnsweringRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.get(
    '/v15/centros/:centerId/cuestionario',
    centreRoute(
      'Cuestionario del periodo activo con las respuestas del centro',
      { params: centreParamsSchema, querystring: centreLanguageQuerySchema },
      centreQuestionnaireResponseSchema,
    ),
    async (request) => {
      const centreId = ownCentre(request, request.params.centerId);
      const progress = await getEvaluationProgress(db, centreId);
      const claves = await loadCentreQuestionnaire(db, progress.evaluationId, request.query.lang);
      return { data: { ...toCentreProgress(progress), claves } };
    },
  );

  app.get(
    '/v15/centros/:centerId/progreso',
    centreRoute(
      'Progreso del centro por clave en el periodo activo',
      { params: centreParamsSchema },
      centreProgressResponseSchema,
    ),
    async (request) => {
      const centreId = ownCentre(request, request.params.centerId);
      return { data: toCentreProgress(await getEvaluationProgress(db, centreId)) };
    },
  );

  app.put(
    '/v15/centros/:centerId/respuestas/:preguntaId',
    centreRoute(
      'Responde una pregunta o la marca como «no procede»',
      { params: centreQuestionParamsSchema, body: answerBodySchema },
      centreProgressResponseSchema,
    ),
    async (request) => {
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
  );

  app.post(
    '/v15/centros/:centerId/enviar',
    centreRoute(
      'Envía la evaluación cuando todas las claves están al 100 %',
      { params: centreParamsSchema },
      centreProgressResponseSchema,
    ),
    async (request) => {
      const centreId = ownCentre(request, request.params.centerId);
      const progress = await submitEvaluation(db, { centreId, userId: request.user.id });
      return { data: toCentreProgress(progress) };
    },
  );
};
