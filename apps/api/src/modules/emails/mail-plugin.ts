import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { MailService, type MailConfig } from './mail-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The application's mail service: outbox delivery, the retry worker, campaign runs. */
    mail: MailService;
  }
}

/**
 * One mail service per application, decorated on the instance so every module (auth, users,
 * emails, campaigns) uses the same one, handed down from the app rather than looked up in a
 * registry keyed by the database. It lives with the emails module whose service it starts:
 * plugins/ import no module. The worker starts when the app is ready and stops, waiting for every attempt in
 * flight, when it closes.
 */
const mailPlugin: FastifyPluginAsync<{ db: Database; config: MailConfig }> = async (
  app,
  { db, config },
) => {
  const mail = new MailService(db, config);
  app.decorate('mail', mail);
  app.addHook('onReady', async () => mail.start());
  app.addHook('onClose', () => mail.stop());
};

export default fp(mailPlugin, { name: 'mail', fastify: '5.x' });
