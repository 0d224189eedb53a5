import { apiErrorSchema } from '@eval/contracts/common';
import {
  allPeriodsResponseSchema,
  newPeriodBodySchema,
  newPeriodImpactResponseSchema,
  newPeriodResponseSchema,
  nextSchoolYear,
} from '@eval/contracts/periods';
import type { AppModule } from '../../http/module';
import { adminRoutes } from '../../http/admin-routes';
import { countInProgress, findActivePeriod, listPeriods } from './repository';
import { createPeriod } from './service';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };
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
};
