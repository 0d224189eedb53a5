import {
  CENTRE_APP_MESSAGES,
  centreEvaluationParamsSchema,
  centreEvaluationsResponseSchema,
  centreFileParamsSchema,
  centreHomeResponseSchema,
  centreLanguageQuerySchema,
  centreReportFileName,
  centreResultsResponseSchema,
} from '@eval/contracts/centre-app';
import { apiErrorSchema } from '@eval/contracts/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { PDF_TYPE, sendFile } from '../../lib/file-reply';
import type { VersionedCache } from '../../lib/versioned-cache';
import { centreEvaluations, recommendedFile } from './centre-app-repository';
import { centreHome, centreResults, type CentreCaller } from './centre-app-service';
import { renderCentreReport } from './centre-report-pdf';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** The caller of a `centre` route: the auth plugin has checked profile ≠ 0 and a centre. */
function callerOf(request: FastifyRequest): CentreCaller {
  const centreId = request.user.centros_id;
  if (centreId === null) throw new AppError('FORBIDDEN', CENTRE_APP_MESSAGES.evaluationNotFound);
  return { id: request.user.id, centreId };
}

/**
 * The centre app's own reads (issue 25; contracts/centre-app.ts). The centre is always the
 * caller's, taken from the session, never from the path: no id in these URLs can name another
 * centre, and an evaluation id of another centre is a 404.
 */
export const centreAppRoutes: FastifyPluginAsyncZod<{
  db: Database;
  cache: VersionedCache;
}> = async (app, { db, cache }) => {
  app.get(
    '/v15/centro/inicio',
    {
      config: { access: 'centre' },
      schema: {
        tags: ['centre'],
        summary: 'Inicio de la app de centros: usuario, centro, periodo activo y progreso',
        querystring: centreLanguageQuerySchema,
        response: { 200: centreHomeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await centreHome(db, callerOf(request), request.query.lang),
    }),
  );

  app.get(
    '/v15/centro/evaluaciones',
    {
      config: { access: 'centre' },
      schema: {
        tags: ['centre'],
        summary: 'Evaluaciones del centro en todos los periodos',
        response: { 200: centreEvaluationsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await centreEvaluations(db, callerOf(request).centreId) }),
  );

  app.get(
    '/v15/centro/evaluaciones/:evaluationId/resultados',
    {
      config: { access: 'centre' },
      schema: {
        tags: ['centre'],
        summary: 'Resultados de una evaluación terminada del centro, con comparaciones',
        params: centreEvaluationParamsSchema,
        querystring: centreLanguageQuerySchema,
        response: { 200: centreResultsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await centreResults(
        db,
        cache,
        callerOf(request),
        request.params.evaluationId,
        request.query.lang,
      ),
    }),
  );

  app.get(
    '/v15/centro/evaluaciones/:evaluationId/informe',
    {
      config: { access: 'centre', download: [PDF_TYPE] },
      schema: {
        tags: ['centre'],
        summary: 'Informe en PDF de una evaluación terminada del centro',
        params: centreEvaluationParamsSchema,
        querystring: centreLanguageQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const results = await centreResults(
        db,
        cache,
        callerOf(request),
        request.params.evaluationId,
        request.query.lang,
      );
      const pdf = await renderCentreReport(results, new Date());
      return sendFile(
        reply,
        centreReportFileName(results.centre.codigo, results.period.periodo),
        PDF_TYPE,
        pdf,
      );
    },
  );

  app.get(
    '/v15/centro/archivos/:fileId',
    {
      // A recommended file is any of the content files' types (content/file-types.ts).
      config: { access: 'centre', download: ['application/octet-stream'] },
      schema: {
        tags: ['centre'],
        summary: 'Descarga el archivo de un recurso, toolkit o documento recomendado',
        params: centreFileParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await recommendedFile(db, request.params.fileId);
      if (!file) throw new AppError('NOT_FOUND', CENTRE_APP_MESSAGES.fileNotFound);
      return sendFile(reply, file.filename, file.mime, Buffer.from(file.data));
    },
  );
};
