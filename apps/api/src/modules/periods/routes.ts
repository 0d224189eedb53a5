import { nextSchoolYear, PERIOD_TEXTS } from '@eval/contracts/periods';
import { periodCalls } from '@eval/contracts/calls/periods';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { AppError } from '../../lib/errors';
import {
  countInProgress,
  countNotFinished,
  findActivePeriod,
  findPeriodById,
  listPeriods,
} from './repository';
import { createPeriod, reopenPeriod } from './service';

/** The periods domain's routes (spec §7), declared in contracts/calls/periods.ts. */
export const periodsModule: AppModule = async (app, { db }) => {
  app.route({
    ...routeOf(periodCalls.list),
    handler: async () => ({ data: await listPeriods(db) }),
  });

  app.route({
    ...routeOf(periodCalls.impact),
    handler: async () => ({
      data: {
        activo: (await findActivePeriod(db))?.periodo ?? null,
        enProceso: await countInProgress(db),
      },
    }),
  });

  app.route({
    ...routeOf(periodCalls.create),
    handler: async (request, reply) => {
      // Without a name, the school year after the newest period (docs/quizzes.md).
      const periodo = request.body.periodo ?? nextSchoolYear((await listPeriods(db))[0]?.periodo);
      return reply.code(201).send({ data: await createPeriod(db, periodo, request.audit) });
    },
  });

  app.route({
    ...routeOf(periodCalls.reopenImpact),
    handler: async (request) => {
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
  });

  app.route({
    ...routeOf(periodCalls.reopen),
    handler: async (request) => ({
      data: await reopenPeriod(db, request.params.id, request.audit),
    }),
  });
};
