import type { FastifyRequest } from 'fastify';
import { apiErrorSchema, setupSchema, type LanguageCode } from '@eval/contracts/common';
import {
  fieldVisibilityBodySchema,
  fieldVisibilityResponseSchema,
  fieldsVisibilityQuerySchema,
  fieldsVisibilityResponseSchema,
  keyAnswersFilterSchema,
  keyAnswersResponseSchema,
  QUIZ_MESSAGES,
  quizFilterSchema,
  quizFiltersQuerySchema,
  quizFiltersResponseSchema,
  quizzesResponseSchema,
  resetQuizBodySchema,
  resetQuizResponseSchema,
} from '@eval/contracts/quizzes';
import { z } from 'zod';
import { attachment } from '../../lib/file-reply';
import { jsonQuery, optionalJsonQuery } from '@eval/contracts/json-query';
import { filterKey } from '../../lib/versioned-cache';
import type { AppModule } from '../../http/module';
import { adminRoutes } from '../../http/admin-routes';
import { centreAnsweringRoutes } from './centre-routes';
import { centreAppRoutes } from './centre-app-routes';
import { listFieldVisibility, saveFieldVisibility } from './field-visibility-repository';
import { findKeyAnswers } from './key-answers-repository';
import { listKeyColumns, quizFilterOptions } from './quiz-filters-repository';
import { listQuizzes } from './quiz-list-repository';
import { streamQuizWorkbook } from './quiz-download';
import { resolvePeriod } from './quiz-period';
import { resetEvaluation } from './reset-service';
import { transferDeadline } from '../../lib/transfer-deadline';

const errors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const admin = { access: 'admin' as const };
const route = adminRoutes(['quizzes'], errors);
const defaultSetup = { size: 5, page: 0, order: null };

const languageOf = (request: FastifyRequest): LanguageCode =>
  request.headers.language === 'CA' ? 'CA' : 'ES';

const userId = (request: FastifyRequest): number => request.user.id;

/** The quizzes domain (spec §7 "Quiz follow-up" and the centre-facing answering API). */
export const quizzesModule: AppModule = async (app, { db, config }) => {
  const cache = app.versionedCache;
  app.get(
    '/v15/centers/quiz-filters',
    route.ok(
      'Opciones de los filtros de Seguimiento centros',
      { querystring: optionalJsonQuery({ filter: quizFiltersQuerySchema }) },
      quizFiltersResponseSchema,
    ),
    async (request) => ({
      data: await quizFilterOptions(db, request.query.filter?.comunidades ?? []),
    }),
  );

  app.get(
    '/v15/centros/quizes',
    route.ok(
      'Evaluaciones de los centros en un periodo, paginadas en el servidor',
      {
        querystring: optionalJsonQuery({ filter: quizFilterSchema, setup: setupSchema }),
      },
      quizzesResponseSchema,
    ),
    async (request, reply) => {
      const filter = request.query.filter ?? {};
      // Sent as stored bytes while centres, evaluations (answers included) and the reference
      // data (periods, the active one, keys, place names) are unchanged (issue 26).
      return app.responseCache.send(
        request,
        reply,
        {
          channels: ['centros', 'evaluation_rows', 'reference'],
          key: filterKey('GET /v15/centros/quizes', request.query),
          schema: quizzesResponseSchema,
        },
        async () => {
          const period = await resolvePeriod(db, filter.periodId);
          const setup = request.query.setup ?? defaultSetup;
          return { data: await listQuizzes(db, cache, filter, setup, period) };
        },
      );
    },
  );

  app.get(
    '/v15/centros/download-info',
    {
      config: admin,
      handlerTimeout: transferDeadline(config),
      schema: {
        tags: ['quizzes'],
        summary: 'Descarga en Excel de todas las filas que cumplen el filtro',
        // No response schema: the reply is the .xlsx stream; errors are shaped centrally.
        querystring: optionalJsonQuery({ filter: quizFilterSchema }),
      },
    },
    async (request, reply) => {
      const filter = request.query.filter ?? {};
      const period = await resolvePeriod(db, filter.periodId);
      const keys = await listKeyColumns(db);
      const name = `${QUIZ_MESSAGES.downloadName}-${period.periodo}.xlsx`;
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachment(name));
      return reply.send(await streamQuizWorkbook(db, filter, period, keys));
    },
  );

  app.get(
    '/v15/centros/key-answers',
    route.ok(
      'Respuestas de un centro a las preguntas de una clave',
      { querystring: z.strictObject({ filter: jsonQuery(keyAnswersFilterSchema) }) },
      keyAnswersResponseSchema,
    ),
    async (request) => {
      const { centerId, keyId, periodId } = request.query.filter;
      const period = await resolvePeriod(db, periodId);
      return {
        data: await findKeyAnswers(db, {
          centreId: centerId,
          keyId,
          periodId: period.id,
          language: languageOf(request),
        }),
      };
    },
  );

  app.get(
    '/v15/fields-visibility',
    route.ok(
      'Columnas visibles de una tabla para el administrador',
      { querystring: fieldsVisibilityQuerySchema },
      fieldsVisibilityResponseSchema,
    ),
    async (request) => ({
      data: await listFieldVisibility(db, userId(request), request.query.table),
    }),
  );

  app.put(
    '/v15/fields-visibility',
    route.ok(
      'Guarda si una columna es visible para el administrador',
      { body: fieldVisibilityBodySchema },
      fieldVisibilityResponseSchema,
    ),
    async (request) => {
      const { table, column, visible } = request.body;
      const field = { column, visible };
      return { data: await saveFieldVisibility(db, userId(request), table, field, request.audit) };
    },
  );

  app.post(
    '/v7/reset-quiz',
    route.ok(
      'Reinicia la evaluación terminada de un centro en el periodo activo',
      { body: resetQuizBodySchema },
      resetQuizResponseSchema,
    ),
    async (request) => {
      await resetEvaluation(db, request.body.centerId, userId(request), request.audit);
      return { data: { centerId: request.body.centerId, status: 'NOT_STARTED' as const } };
    },
  );

  await app.register(centreAnsweringRoutes, { db });
  await app.register(centreAppRoutes, { db, cache });
};
