import { centreAppCalls } from '@eval/contracts/calls/centre-app';
import { CENTRE_APP_MESSAGES, centreReportFileName } from '@eval/contracts/centre-app';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { AppError } from '../../lib/errors';
import { PDF_TYPE, sendFile } from '../../lib/file-reply';
import type { VersionedCache } from '../../lib/versioned-cache';
import { centreEvaluations, recommendedFile } from './repository';
import { centreHome, centreResults, type CentreCaller } from './service';
import { consultationResults } from '../consultations/service';
import { planOfEvaluation } from '../plans/service';
import { centreAnsweringRoutes } from './answering-routes';
import { renderCentreReport } from './report-pdf';

/** The caller of a `centre` route: the auth plugin has checked profile ≠ 0 and a centre. */
function callerOf(request: FastifyRequest): CentreCaller {
  const centreId = request.user.centros_id;
  if (centreId === null) throw new AppError('FORBIDDEN', CENTRE_APP_MESSAGES.evaluationNotFound);
  return { id: request.user.id, centreId };
}

/**
 * The centre app's own reads (contracts/centre-app.ts, declared in
 * contracts/calls/centre-app.ts). The centre is always the caller's, taken from the session,
 * never from the path: no id in these URLs can name another centre, and an evaluation id of
 * another centre is a 404.
 */
export const centreAppRoutes: FastifyPluginAsyncZod<{
  db: Database;
  cache: VersionedCache;
}> = async (app, { db, cache }) => {
  app.route({
    ...routeOf(centreAppCalls.home),
    handler: async (request) => ({
      data: await centreHome(db, callerOf(request), request.query.lang),
    }),
  });

  app.route({
    ...routeOf(centreAppCalls.evaluations),
    handler: async (request) => ({
      data: await centreEvaluations(db, callerOf(request).centreId),
    }),
  });

  app.route({
    ...routeOf(centreAppCalls.results),
    handler: async (request) => ({
      data: await centreResults(
        db,
        cache,
        callerOf(request),
        request.params.evaluationId,
        request.query.lang,
      ),
    }),
  });

  app.route({
    ...routeOf(centreAppCalls.report),
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const results = await centreResults(
        db,
        cache,
        caller,
        request.params.evaluationId,
        request.query.lang,
      );
      const plan = await planOfEvaluation(
        db,
        caller.centreId,
        request.params.evaluationId,
        results.language_id,
      );
      const voices = await consultationResults(
        db,
        caller,
        request.params.evaluationId,
        results.language_id,
      );
      const pdf = await renderCentreReport(results, plan, voices.grupos, new Date());
      return sendFile(
        reply,
        centreReportFileName(results.centre.codigo, results.period.periodo, results.language_id),
        PDF_TYPE,
        pdf,
      );
    },
  });

  app.route({
    ...routeOf(centreAppCalls.file),
    handler: async (request, reply) => {
      const file = await recommendedFile(db, request.params.fileId);
      if (!file) throw new AppError('NOT_FOUND', CENTRE_APP_MESSAGES.fileNotFound);
      return sendFile(reply, file.filename, file.mime, Buffer.from(file.data));
    },
  });
};

/**
 * The centres' app API (docs/centre-app.md): answering (the questionnaire, each answer, the
 * submission) and the reads of the home, the results, the evaluations and the PDF report.
 */
export const centreAppModule: AppModule = async (app, { db }) => {
  await app.register(centreAnsweringRoutes, { db });
  await app.register(centreAppRoutes, { db, cache: app.versionedCache });
};
