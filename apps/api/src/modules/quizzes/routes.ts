import type { FastifyRequest } from 'fastify';
import { quizCalls } from '@eval/contracts/calls/quizzes';
import type { LanguageCode } from '@eval/contracts/common';
import { isQuizOrderField, QUIZ_MESSAGES, quizzesResponseSchema } from '@eval/contracts/quizzes';
import { AppError } from '../../lib/errors';
import { sendFile, XLSX_TYPE } from '../../lib/file-reply';
import { assertCentreInScope, assertInScope } from '../../lib/scope';
import { filterKey } from '../../lib/versioned-cache';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { listFieldVisibility } from './field-visibility-repository';
import { saveFieldVisibility } from './field-visibility-service';
import { findKeyAnswers, keyAnswersTarget } from './key-answers-repository';
import { listKeyColumns, quizFilterOptions } from './quiz-filters-repository';
import { quizListChannels } from './quiz-channels';
import { listQuizzes, quizRowVersionsCheck } from './quiz-list-repository';
import { streamQuizWorkbook } from './quiz-download';
import { resolvePeriod } from './quiz-period';
import { resetEvaluation } from './reset-service';
import { transferDeadline } from '../../lib/transfer-deadline';
import { spanishToday } from '../../lib/dates';
import { quizPlanActions } from './quiz-plan-repository';

const defaultSetup = { size: 5, page: 0, order: null };

const languageOf = (request: FastifyRequest): LanguageCode =>
  request.headers.language === 'CA' ? 'CA' : 'ES';

const userId = (request: FastifyRequest): number => request.user.id;

/**
 * The quizzes domain (spec §7 "Quiz follow-up"), declared in contracts/calls/quizzes.ts; the
 * centres' app answers through modules/centre-app.
 */
export const quizzesModule: AppModule = async (app, { db, config }) => {
  const cache = app.versionedCache;
  app.route({
    ...routeOf(quizCalls.filters),
    handler: async (request) => ({
      data: await quizFilterOptions(
        db,
        request.query.filter?.comunidades ?? [],
        request.user.scope,
      ),
    }),
  });

  app.route({
    ...routeOf(quizCalls.list),
    handler: async (request, reply) => {
      const filter = request.query.filter ?? {};
      const setup = request.query.setup ?? defaultSetup;
      const field = setup.order?.field;
      if (field !== undefined && !isQuizOrderField(field))
        throw new AppError('BAD_REQUEST', QUIZ_MESSAGES.badOrder);
      // Overdue plan actions ("vencidas") depend on the day, so a page is kept per day.
      const today = spanishToday();
      // Sent as stored bytes while the centres, the reference data (periods, the active one,
      // keys, place names), the statuses where the page reads them, the plans where it is
      // filtered by them, and the page's own rows (their plans included) are unchanged: answers
      // to other centres leave it stored (quiz-channels.ts).
      return app.responseCache.sendCheckingRows(
        request,
        reply,
        {
          channels: quizListChannels(filter, setup),
          key: filterKey(`GET /v15/centros/quizes:${today}`, request.query),
          scope: request.user.scope,
          schema: quizzesResponseSchema,
        },
        async () => {
          const period = await resolvePeriod(db, filter.periodId);
          const { scope } = request.user;
          const { data, count, rowVersions } = await listQuizzes(
            db,
            cache,
            filter,
            setup,
            period,
            scope,
            today,
          );
          const ids = data.map((row) => row.id);
          return {
            value: { data: { data, count } },
            versions: rowVersions,
            check: quizRowVersionsCheck(ids, period.id),
          };
        },
      );
    },
  });

  app.route({
    ...routeOf(quizCalls.download),
    handlerTimeout: transferDeadline(config),
    handler: async (request, reply) => {
      const filter = request.query.filter ?? {};
      const period = await resolvePeriod(db, filter.periodId);
      const keys = await listKeyColumns(db);
      const name = `${QUIZ_MESSAGES.downloadName}-${period.periodo}.xlsx`;
      return sendFile(
        reply,
        name,
        XLSX_TYPE,
        await streamQuizWorkbook(db, filter, period, keys, request.user.scope),
      );
    },
  });

  app.route({
    ...routeOf(quizCalls.keyAnswers),
    handler: async (request) => {
      const { centerId, keyId, periodId } = request.query.filter;
      const target = await keyAnswersTarget(db, centerId, keyId);
      // A centre outside the scope, or none: 403 before anything else, as assertCentreInScope.
      assertInScope(request.user.scope, target.comunidad);
      const period = await resolvePeriod(db, periodId);
      if (!target.centre) throw new AppError('NOT_FOUND', QUIZ_MESSAGES.centreNotFound);
      if (!target.key) throw new AppError('NOT_FOUND', QUIZ_MESSAGES.keyNotFound);
      return {
        data: await findKeyAnswers(db, {
          centreId: centerId,
          keyId,
          periodId: period.id,
          language: languageOf(request),
        }),
      };
    },
  });

  app.route({
    ...routeOf(quizCalls.planActions),
    handler: async (request) => {
      const { centerId, periodId } = request.query.filter;
      // A centre outside the caller's communities: 403, as its key answers.
      await assertCentreInScope(db, request.user.scope, centerId);
      const period = await resolvePeriod(db, periodId);
      return { data: await quizPlanActions(db, centerId, period.id, spanishToday()) };
    },
  });

  app.route({
    ...routeOf(quizCalls.fieldsVisibility),
    handler: async (request) => ({
      data: await listFieldVisibility(db, userId(request), request.query.table),
    }),
  });

  app.route({
    ...routeOf(quizCalls.saveFieldVisibility),
    handler: async (request) => {
      const { table, column, visible } = request.body;
      const field = { column, visible };
      return { data: await saveFieldVisibility(db, userId(request), table, field, request.audit) };
    },
  });

  app.route({
    ...routeOf(quizCalls.reset),
    handler: async (request) => {
      // A centre outside the caller's communities: 403, before anything is read or changed.
      await assertCentreInScope(db, request.user.scope, request.body.centerId);
      await resetEvaluation(db, request.body.centerId, userId(request), request.audit);
      return { data: { centerId: request.body.centerId, status: 'NOT_STARTED' as const } };
    },
  });
};
