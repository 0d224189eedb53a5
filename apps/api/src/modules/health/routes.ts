import {
  HEALTH_MESSAGES,
  healthResponseSchema,
  readinessResponseSchema,
} from '@eval/contracts/health';
import type { z } from 'zod';
import type { AppModule } from '../../http/module';
import { databaseAnswers, namedStatementsCheck, outboxMoves } from './service';

/** A probe's options: public, answering the same body with 200 (up) or 503 (not). */
const probe = <R extends z.ZodType>(summary: string, response: R) => ({
  config: { access: 'public' as const },
  schema: { tags: ['health'], summary, response: { 200: response, 503: response } },
});

/** Liveness and readiness for load balancers and container orchestrators. */
export const healthModule: AppModule = async (app, { db, config }) => {
  const namedStatementsWork = namedStatementsCheck(db);
  // Probed once at start, while the pool is idle, and said in the log at once; readiness reports
  // the kept answer.
  app.addHook('onReady', async () => {
    if ((await namedStatementsWork()) === false)
      app.log.error(HEALTH_MESSAGES.namedStatementsBroken);
  });

  app.get(
    '/health',
    probe('Estado del servicio y de su base de datos', healthResponseSchema),
    async (_request, reply) => {
      if (await databaseAnswers(db)) return { status: 'ok' as const, database: 'ok' as const };
      return reply.code(503).send({ status: 'error', database: 'error' });
    },
  );

  // Liveness (/health) stays 200 while the process drains; readiness turns 503 at SIGTERM, so
  // an orchestrator or an active balancer check stops sending new requests here. Readiness also
  // runs a named prepared statement across two pooled connections: behind a pooler that loses
  // them every hot read would answer 500, so the instance is not ready and says why.
  app.get(
    '/health/ready',
    probe('Si la instancia acepta peticiones nuevas (503 al apagarse)', readinessResponseSchema),
    async (request, reply) => {
      const database = (await databaseAnswers(db)) ? ('ok' as const) : ('error' as const);
      // A stalled outbox is reported, not refused: every instance shares it, so taking them
      // out of the balancer would stop the service without moving one e-mail.
      const outbox =
        database === 'ok' ? await outboxMoves(db, config.OUTBOX_STALL_MINUTES) : 'unknown';
      if (app.lifecycle.draining)
        return reply.code(503).send({ status: 'draining', database, outbox });
      if (database === 'error') return reply.code(503).send({ status: 'error', database, outbox });
      if ((await namedStatementsWork()) === false) {
        request.log.error(HEALTH_MESSAGES.namedStatementsBroken);
        return reply.code(503).send({
          status: 'error',
          database,
          outbox,
          message: HEALTH_MESSAGES.namedStatementsBroken,
        });
      }
      return { status: 'ready' as const, database, outbox };
    },
  );
};
