import { Readable } from 'node:stream';
import { planCalls } from '@eval/contracts/calls/plans';
import type { LanguageCode } from '@eval/contracts/common';
import {
  EVIDENCE_UPLOAD_TYPES,
  MAX_EVIDENCE_BYTES,
  PLAN_MESSAGES as M,
} from '@eval/contracts/plans';
import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { AppError } from '../../lib/errors';
import { sendFile } from '../../lib/file-reply';
import { transferDeadline, transferSignal } from '../../lib/transfer-deadline';
import { attachEvidence, evidenceDownload, removeEvidence } from './evidence-service';
import {
  adoptSuggestion,
  changeState,
  createAction,
  editAction,
  readPlan,
  removeAction,
  suggestionsFor,
  type PlanCaller,
} from './service';

/** The caller of a centre route: the auth plugin has checked profile ≠ 0 and a centre. */
function callerOf(request: FastifyRequest): PlanCaller {
  const centreId = request.user.centros_id;
  if (centreId === null) throw new AppError('FORBIDDEN', M.actionNotFound);
  return { id: request.user.id, centreId, perfil: request.user.perfil };
}

/** The plan's writes are in Auditoría and the record's history, as administrators' are. */
const AUDITED = { audited: true } as const;

const languageOf = (request: { query: { lang?: LanguageCode | undefined } }): LanguageCode =>
  request.query.lang ?? 'ES';

/**
 * The centre's improvement plan (docs/domain.md "The improvement plan"), declared in
 * contracts/calls/plans.ts. The centre is the session's, never a path's: ids of another
 * centre's records are 404.
 */
export const plansModule: AppModule = async (app, { db, config }) => {
  // An evidence is the raw request body, read as it arrives (attachEvidence bounds its size;
  // Fastify's bodyLimit applies only to bodies it buffers). Scoped to this plugin.
  for (const type of EVIDENCE_UPLOAD_TYPES)
    app.addContentTypeParser(type, (_request, payload, done) => done(null, payload));

  app.route({
    ...routeOf(planCalls.plan),
    handler: async (request) => ({
      data: await readPlan(db, callerOf(request), request.query.evaluacion, languageOf(request)),
    }),
  });

  app.route({
    ...routeOf(planCalls.create, AUDITED),
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await createAction(db, callerOf(request), request.body, languageOf(request)),
      }),
  });

  app.route({
    ...routeOf(planCalls.update, AUDITED),
    handler: async (request) => ({
      data: await editAction(
        db,
        callerOf(request),
        request.params.actionId,
        request.body,
        languageOf(request),
        request.audit,
      ),
    }),
  });

  app.route({
    ...routeOf(planCalls.remove, AUDITED),
    handler: async (request) => ({
      data: await removeAction(db, callerOf(request), request.params.actionId, request.audit),
    }),
  });

  app.route({
    ...routeOf(planCalls.state, AUDITED),
    handler: async (request) => ({
      data: await changeState(
        db,
        callerOf(request),
        request.params.actionId,
        request.body.estado,
        languageOf(request),
        request.audit,
      ),
    }),
  });

  app.route({
    // The body is a file's bytes, stored as bytes: there is no text in it for NUL to break.
    ...routeOf(planCalls.attach, { ...AUDITED, nulCheckedPerRow: true }),
    bodyLimit: MAX_EVIDENCE_BYTES + 1024,
    handlerTimeout: transferDeadline(config),
    handler: async (request, reply) => {
      const { body } = request;
      if (!(body instanceof Readable)) throw new AppError('BAD_REQUEST', M.evidenceEmpty);
      const evidence = await attachEvidence(
        db,
        callerOf(request),
        request.params.actionId,
        request.query.nombre,
        body,
        transferSignal(reply, config),
      );
      // The audit plugin and the logs see a summary, never the file.
      request.body = { fichero: evidence.nombre, tamano: evidence.tamano };
      return reply.code(201).send({ data: evidence });
    },
  });

  app.route({
    ...routeOf(planCalls.evidence),
    handlerTimeout: transferDeadline(config),
    handler: async (request, reply) => {
      const file = await evidenceDownload(db, callerOf(request), request.params.evidenceId);
      // Never rendered by the browser: an uploaded file cannot run as a page of this origin.
      reply.header('content-length', String(file.size)).header('x-content-type-options', 'nosniff');
      return sendFile(reply, file.filename, file.mime, file.stream);
    },
  });

  app.route({
    ...routeOf(planCalls.removeEvidence, AUDITED),
    handler: async (request) => ({
      data: await removeEvidence(db, callerOf(request), request.params.evidenceId),
    }),
  });

  app.route({
    ...routeOf(planCalls.suggestions),
    handler: async (request) => ({
      data: await suggestionsFor(db, callerOf(request), languageOf(request)),
    }),
  });

  app.route({
    ...routeOf(planCalls.adopt, AUDITED),
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await adoptSuggestion(
          db,
          callerOf(request),
          request.params.suggestionId,
          languageOf(request),
          request.audit,
        ),
      }),
  });
};
