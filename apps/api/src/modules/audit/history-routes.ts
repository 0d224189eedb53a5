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
import { readHistory } from './history';
import { revertLine } from './revert-service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** A record's history and the revert of an audit line (issue 19, docs/history.md). */
export function registerHistoryRoutes(app: FastifyInstance, db: Database): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/v1/audit/history/:entity/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['audit'],
        summary: 'Historial de un registro: quién cambió qué y cuándo, campo a campo',
        params: historyParamsSchema,
        response: { 200: historyResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await readHistory(db, request.params.entity, request.params.id),
    }),
  );

  typed.post(
    '/v1/audit/:id/revert',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['audit'],
        summary: 'Revierte una modificación o restaura un registro borrado',
        params: revertParamsSchema,
        response: {
          201: revertResponseSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const data = await revertLine(db, request.params.id, request.user.id, request.audit);
      return reply.code(201).send({ data });
    },
  );
}
