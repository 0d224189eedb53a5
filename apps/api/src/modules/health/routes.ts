import { healthResponseSchema, readinessResponseSchema } from '@eval/contracts/health';
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

  // Liveness (/health) stays 200 while the process drains; readiness turns 503 at SIGTERM, so
  // an orchestrator or an active balancer check stops sending new requests here.
  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Si la instancia acepta peticiones nuevas (503 al apagarse)',
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const database = (await databaseAnswers(db)) ? ('ok' as const) : ('error' as const);
      if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining', database });
      if (database === 'error') return reply.code(503).send({ status: 'error', database });
      return { status: 'ready' as const, database };
    },
  );
};
