import { nextSchoolYear } from '@eval/contracts/periods';
import { periodCalls } from '@eval/contracts/calls/periods';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { countInProgress, findActivePeriod, listPeriods } from './repository';
import { createPeriod } from './service';

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
};
