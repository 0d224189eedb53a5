import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { runRetention, type RetentionPeriods, type RetentionReport } from '../lib/retention';

declare module 'fastify' {
  interface FastifyInstance {
    /** The retention job (lib/retention.ts): `runNow` is what the hourly timer calls. */
    retention: { runNow(): Promise<RetentionReport | null> };
  }
}

/** How often each instance tries; the lease makes one run per period across all of them. */
const EVERY_MINUTES = 60;

/**
 * The scheduled purge of data past its retention period (docs/privacy.md): every instance
 * ticks hourly, the first to take the lease runs it. A failure is logged and retried next tick.
 */
const retentionPlugin: FastifyPluginAsync<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const periods: RetentionPeriods = {
    emailBodyDays: config.RETENTION_EMAIL_BODY_DAYS,
    passwordLinkDays: config.RETENTION_PASSWORD_LINK_DAYS,
    resetAnswersDays: config.RETENTION_RESET_ANSWERS_DAYS,
    auditPersonalDays: config.RETENTION_AUDIT_PERSONAL_DAYS,
  };
  let running: Promise<unknown> = Promise.resolve();
  const runNow = () => {
    const run = runRetention(db, periods, EVERY_MINUTES - 5);
    running = run.catch(() => undefined);
    return run;
  };
  app.decorate('retention', { runNow });
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      runNow().then(
        (report) => report && app.log.info({ retention: report }, 'retención aplicada'),
        (error: unknown) => app.log.error({ err: error }, 'la retención ha fallado'),
      );
    }, EVERY_MINUTES * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
};

export default fp(retentionPlugin, { name: 'retention', fastify: '5.x' });
