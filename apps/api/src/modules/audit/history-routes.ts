import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@eval/contracts/common';
import {
  historyParamsSchema,
  historyResponseSchema,
  revertParamsSchema,
  revertResponseSchema,
} from '@eval/contracts/history';
import type { Database } from '../../db/client';
import { adminRoutes, sessionErrors } from '../../http/admin-routes';
import { readHistory } from './history';
import { revertLine } from './revert-service';

const route = adminRoutes(['audit'], sessionErrors);

/** A record's history and the revert of an audit line (issue 19, docs/history.md). */
export function registerHistoryRoutes(app: FastifyInstance, db: Database): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/v1/audit/history/:entity/:id',
    route.ok(
      'Historial de un registro: quién cambió qué y cuándo, campo a campo',
      { params: historyParamsSchema },
      historyResponseSchema,
    ),
    async (request) => ({
      data: await readHistory(db, request.params.entity, request.params.id),
    }),
  );

  typed.post(
    '/v1/audit/:id/revert',
    adminRoutes(['audit'], { 404: apiErrorSchema, 409: apiErrorSchema, ...sessionErrors }).created(
      'Revierte una modificación o restaura un registro borrado',
      { params: revertParamsSchema },
      revertResponseSchema,
    ),
    async (request, reply) => {
      const data = await revertLine(db, request.params.id, request.user.id, request.audit);
      return reply.code(201).send({ data });
    },
  );
}
