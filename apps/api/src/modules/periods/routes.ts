import { apiErrorSchema, idParamsSchema } from '@eval/contracts/common';
import {
  allPeriodsResponseSchema,
  newPeriodBodySchema,
  newPeriodImpactResponseSchema,
  newPeriodResponseSchema,
  nextSchoolYear,
  PERIOD_TEXTS,
  reopenPeriodImpactResponseSchema,
  reopenPeriodResponseSchema,
} from '@eval/contracts/periods';
import { AppError } from '../../lib/errors';
import type { AppModule } from '../../http/module';
import { adminRoutes } from '../../http/admin-routes';
import {
  countInProgress,
  countNotFinished,
  findActivePeriod,
  findPeriodById,
  listPeriods,
} from './repository';
import { createPeriod, reopenPeriod } from './service';

const errors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const route = adminRoutes(['periods'], errors);

/** The periods domain's routes (spec §7); registered in app.ts. */
export const periodsModule: AppModule = async (app, { db }) => {
  app.get(
    '/v7/allperiodos',
    route.ok(
      'Lista de periodos de evaluación, el más reciente primero',
      {},
      allPeriodsResponseSchema,
    ),
    async () => ({ data: await listPeriods(db) }),
  );

  app.get(
    '/v7/nuevoperiodo/impacto',
    route.ok(
      'Lo que cerraría crear un periodo: el periodo activo y sus evaluaciones en proceso',
      {},
      newPeriodImpactResponseSchema,
    ),
    async () => ({
      data: {
        activo: (await findActivePeriod(db))?.periodo ?? null,
        enProceso: await countInProgress(db),
      },
    }),
  );

  app.post(
    '/v7/nuevoperiodo',
    route.created(
      'Crea un periodo nuevo, que pasa a ser el periodo activo',
      { body: newPeriodBodySchema },
      newPeriodResponseSchema,
    ),
    async (request, reply) => {
      // Without a name, the school year after the newest period (docs/quizzes.md).
      const periodo = request.body.periodo ?? nextSchoolYear((await listPeriods(db))[0]?.periodo);
      return reply.code(201).send({ data: await createPeriod(db, periodo, request.audit) });
    },
  );

  app.get(
    '/v7/periodos/:id/reabrir/impacto',
    route.ok(
      'Lo que haría reabrir un periodo cerrado: el periodo que cierra, sus evaluaciones en proceso y las no terminadas que vuelven a estar en proceso',
      { params: idParamsSchema },
      reopenPeriodImpactResponseSchema,
    ),
    async (request) => {
      const period = await findPeriodById(db, request.params.id);
      if (!period) throw new AppError('NOT_FOUND', PERIOD_TEXTS.notFound);
      return {
        data: {
          periodo: period.periodo,
          activo: (await findActivePeriod(db))?.periodo ?? null,
          enProceso: await countInProgress(db),
          reabiertas: await countNotFinished(db, period.id),
        },
      };
    },
  );

  app.post(
    '/v7/periodos/:id/reabrir',
    route.ok(
      'Reabre un periodo cerrado, que vuelve a ser el periodo activo (issue 27)',
      { params: idParamsSchema },
      reopenPeriodResponseSchema,
    ),
    async (request) => ({ data: await reopenPeriod(db, request.params.id, request.audit) }),
  );
};
