import { sentEmailCalls } from '@eval/contracts/calls/sent-emails';
import { EMAIL_MESSAGES } from '@eval/contracts/emails';
import { AppError } from '../../lib/errors';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { findSentEmail, listSentEmails, sentEmailInScope } from './repository';

const DEFAULT_SETUP = { size: 5, page: 0 };

/**
 * The sent e-mail tracker (spec §2 Correos enviados, §7 GET /v15/sent-emails; declared in
 * contracts/calls/sent-emails.ts); the worker is the mail plugin's (mail-plugin.ts).
 */
export const emailsModule: AppModule = async (app, { db }) => {
  const cache = app.versionedCache;
  const mail = app.mail;

  app.route({
    ...routeOf(sentEmailCalls.list),
    handler: async (request) =>
      listSentEmails(
        db,
        cache,
        request.query.setup ?? DEFAULT_SETUP,
        request.query.filter ?? {},
        request.user.scope,
      ),
  });

  app.route({
    ...routeOf(sentEmailCalls.resend),
    handler: async (request) => {
      const { id } = request.params;
      // Before anything is attempted: a message to someone outside the scope is never sent.
      if ((await sentEmailInScope(db, request.user.scope, id)) === false)
        throw new AppError('FORBIDDEN', EMAIL_MESSAGES.outOfScope);
      const before = await findSentEmail(db, id);
      if (!before) throw new AppError('NOT_FOUND', EMAIL_MESSAGES.notFound);
      if (before.status) throw new AppError('CONFLICT', EMAIL_MESSAGES.alreadySent);
      // A delivery attempt, recorded by the outbox itself: the audit line keeps the state it
      // found (written once the answer is ready, as for creations).
      request.auditBefore = before;
      await mail.deliverNow([id]);
      const after = await findSentEmail(db, id);
      if (!after) throw new AppError('NOT_FOUND', EMAIL_MESSAGES.notFound);
      // Unchanged attempts: another instance (or the worker) holds the message right now.
      if (!after.status && after.attempts === before.attempts) {
        throw new AppError('CONFLICT', EMAIL_MESSAGES.busy);
      }
      return { data: after };
    },
  });
};
