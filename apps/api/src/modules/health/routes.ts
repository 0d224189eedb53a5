import { healthResponseSchema } from '@eval/contracts/health';
import type { AppModule } from '../module';
import { databaseAnswers } from './service';

/** Liveness and readiness for load balancers and container orchestrators. */
export const healthModule: AppModule = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Estado del servicio y de su base de datos',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      if (await databaseAnswers(db)) return { status: 'ok' as const, database: 'ok' as const };
      return reply.code(503).send({ status: 'error', database: 'error' });
    },
  );
};
