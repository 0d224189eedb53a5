import { apiErrorSchema } from '@eval/contracts/common';
import {
  EMAIL_MESSAGES,
  sentEmailFilterSchema,
  sentEmailParamsSchema,
  sentEmailResponseSchema,
  sentEmailSetupSchema,
  sentEmailsResponseSchema,
} from '@eval/contracts/emails';
import { AppError } from '../../lib/errors';
import { optionalJsonQuery } from '@eval/contracts/json-query';
import type { AppModule } from '../../http/module';
import { adminRoutes, sessionErrors } from '../../http/admin-routes';
import { findSentEmail, listSentEmails } from './repository';

const DEFAULT_SETUP = { size: 5, page: 0 };
const route = adminRoutes(['emails'], sessionErrors);

/**
 * The sent e-mail tracker (spec §2 Correos enviados, §7 GET /v15/sent-emails); the worker is
 * the mail plugin's (plugins/mail.ts).
 */
export const emailsModule: AppModule = async (app, { db }) => {
  const cache = app.versionedCache;
  const mail = app.mail;

  app.get(
    '/v15/sent-emails',
    route.ok(
      'Correos enviados, paginados y filtrados',
      {
        querystring: optionalJsonQuery({
          setup: sentEmailSetupSchema,
          filter: sentEmailFilterSchema,
        }),
      },
      sentEmailsResponseSchema,
    ),
    async (request) =>
      listSentEmails(db, cache, request.query.setup ?? DEFAULT_SETUP, request.query.filter ?? {}),
  );

  app.post(
    '/v15/sent-emails/:id/resend',
    adminRoutes(['emails'], { 404: apiErrorSchema, 409: apiErrorSchema, ...sessionErrors }).ok(
      'Reenvía un correo no enviado y devuelve su estado',
      { params: sentEmailParamsSchema },
      sentEmailResponseSchema,
    ),
    async (request) => {
      const { id } = request.params;
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
  );
};
