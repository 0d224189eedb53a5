import {
  consultationCentreCalls,
  consultationPublicCalls,
} from '@eval/contracts/calls/consultations';
import type { LanguageCode } from '@eval/contracts/common';
import { CONSULTATION_MESSAGES as M } from '@eval/contracts/consultations';
import { PNG_TYPE } from '@eval/contracts/file-types';
import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { AppError } from '../../lib/errors';
import { sendFile } from '../../lib/file-reply';
import { AnswerLimit } from './answer-limit';
import { ResponseBatch } from './response-batch';
import {
  answerConsultation,
  changeConsultation,
  consultationQr,
  consultationResults,
  listConsultations,
  openConsultation,
  publicConsultation,
  type ConsultationCaller,
} from './service';

/** The caller of a centre route: the auth plugin has checked profile ≠ 0 and a centre. */
function callerOf(request: FastifyRequest): ConsultationCaller {
  const centreId = request.user.centros_id;
  if (centreId === null) throw new AppError('FORBIDDEN', M.notFound);
  return { id: request.user.id, centreId };
}

const languageOf = (request: { query: { lang?: LanguageCode | undefined } }): LanguageCode =>
  request.query.lang ?? 'ES';

/** Opening, closing and reopening are in Auditoría and the record's history. */
const AUDITED = { audited: true } as const;

/**
 * A centre's consultations and their public pages (docs/domain.md "Consultations"), declared
 * in contracts/calls/consultations.ts. The centre is always the session's; the public calls
 * know a consultation only by its code and keep nothing of who answers.
 */
export const consultationsModule: AppModule = async (app, { db, config }) => {
  const batch = new ResponseBatch(db);
  const limit = new AnswerLimit(
    config.CONSULTATION_RESPONSES_PER_MINUTE,
    config.CONSULTATION_ADDRESS_RESPONSES_PER_MINUTE,
  );

  app.route({
    ...routeOf(consultationCentreCalls.list),
    handler: async (request) => ({ data: await listConsultations(db, callerOf(request)) }),
  });

  app.route({
    ...routeOf(consultationCentreCalls.create, AUDITED),
    handler: async (request, reply) =>
      reply.code(201).send({ data: await openConsultation(db, callerOf(request), request.body) }),
  });

  app.route({
    ...routeOf(consultationCentreCalls.update, AUDITED),
    handler: async (request) => ({
      data: await changeConsultation(
        db,
        callerOf(request),
        request.params.consultaId,
        request.body,
        request.audit,
      ),
    }),
  });

  app.route({
    ...routeOf(consultationCentreCalls.qr),
    handler: async (request, reply) => {
      const { png, grupo } = await consultationQr(
        db,
        callerOf(request),
        request.params.consultaId,
        config.PUBLIC_URL,
      );
      return sendFile(reply, `consulta-${grupo}.png`, PNG_TYPE, png);
    },
  });

  app.route({
    ...routeOf(consultationCentreCalls.results),
    handler: async (request) => ({
      data: await consultationResults(
        db,
        callerOf(request),
        request.query.evaluacion,
        languageOf(request),
      ),
    }),
  });

  app.route({
    ...routeOf(consultationPublicCalls.read),
    handler: async (request) => ({
      data: await publicConsultation(db, request.params.codigo, languageOf(request)),
    }),
  });

  app.route({
    ...routeOf(consultationPublicCalls.answer),
    handler: async (request, reply) => {
      if (!limit.take(request.params.codigo, request.ip)) {
        reply.header('retry-after', String(Math.ceil(limit.retryAfterMs() / 1000)));
        throw new AppError('TOO_MANY_REQUESTS', M.tooMany);
      }
      const stored = await answerConsultation(db, batch, request.params.codigo, request.body);
      return reply.code(stored.repetida ? 200 : 201).send({ data: stored });
    },
  });
};
