import { COMMON_MESSAGES } from '@eval/contracts/common';
import { passwordCalls } from '@eval/contracts/calls/passwords';
import { userCalls } from '@eval/contracts/calls/users';
import { PASSWORD_MESSAGES } from '@eval/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { transferDeadline, transferSignal } from '../../lib/transfer-deadline';
import type { MailService } from '../emails/mail-service';
import { massUpload, previewMassUpload } from './mass-upload';
import { requestPasswordLink, setPassword, usableLinkOwner } from './password-service';
import { registerUser, resetPassword } from './user-service';
import { plainInputErrors } from '../../http/invalid-body';
import { replySent } from '../../http/reply-sent';
import { routeOf } from '../../http/route-of';
import { PLAIN_FIELD_MESSAGES } from './field-messages';

/** A 20,000-row CSV as JSON is about 3 MB. */
const MASS_UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;
const tooManyRequests = () => new AppError('TOO_MANY_REQUESTS', COMMON_MESSAGES.tooManyRequests);
/** Set-password per client address: enough for a person retrying, too few to probe tokens. */
const SET_PASSWORD_LIMIT = { max: 10, timeWindow: 60_000, errorResponseBuilder: tooManyRequests };
/**
 * Forgot-password per client address, over every e-mail (each e-mail also has its own limit,
 * FORGOT_PASSWORD_PER_EMAIL): a school's NAT asking for a few links is fine, a script sending
 * links to a list of addresses is not.
 */
const FORGOT_PASSWORD_LIMIT = {
  max: 10,
  timeWindow: 15 * 60_000,
  errorResponseBuilder: tooManyRequests,
};

/**
 * Account calls of spec §7 that send e-mail: registeruser, massive, reset, plus the public
 * set-password and forgot-password calls behind the e-mailed link and the login page's link.
 */
export const accountRoutes: FastifyPluginAsyncZod<{
  db: Database;
  mail: MailService;
  config: Config;
}> = async (app, { db, mail, config }) => {
  const deps = { db, mail };

  app.route({
    ...plainInputErrors(routeOf(userCalls.register), PLAIN_FIELD_MESSAGES),
    handler: async (request, reply) =>
      reply.code(201).send(await registerUser(deps, request.body, request.user.scope)),
  });

  app.route({
    // A NUL in a cell rejects that row with its reason (mass-upload.ts), not the whole file.
    ...routeOf(userCalls.massUpload, { nulCheckedPerRow: true }),
    bodyLimit: MASS_UPLOAD_BODY_LIMIT,
    handlerTimeout: transferDeadline(config),
    handler: async (request, reply) => {
      const result = await massUpload(deps, request.body, {
        update: request.query.update,
        scope: request.user.scope,
        userId: request.user.id,
        signal: transferSignal(reply, config),
      });
      // 201 only when something was created (RFC 9110): a file whose every row was rejected
      // created nothing.
      return reply.code(result.data.created > 0 ? 201 : 200).send(result);
    },
  });

  app.route({
    ...routeOf(userCalls.massUploadPreview, { nulCheckedPerRow: true }),
    bodyLimit: MASS_UPLOAD_BODY_LIMIT,
    handlerTimeout: transferDeadline(config),
    handler: async (request) => {
      const preview = await previewMassUpload(db, request.body, {
        update: request.query.update,
        scope: request.user.scope,
      });
      // The audit line of this POST keeps a summary, not the rows of the file.
      (request as { body: unknown }).body = { update: request.query.update, ...preview.counts };
      return { data: preview };
    },
  });

  app.route({
    ...routeOf(userCalls.resetPassword),
    handler: async (request) =>
      resetPassword(deps, request.params.userId, request.user, request.audit),
  });

  // The public password calls, behind the e-mailed link and the login page's link: limited per
  // client address.
  app.route({
    ...routeOf(passwordCalls.setPassword, { rateLimit: SET_PASSWORD_LIMIT }),
    handler: async (request) => {
      const email = await setPassword(deps, request.body);
      return { data: { message: PASSWORD_MESSAGES.saved, email } };
    },
  });

  // Asked by the set-password pages when they open: a used or expired link says so
  // before a password is typed. Limited like set-password, so it cannot serve to probe tokens.
  app.route({
    ...routeOf(passwordCalls.checkLink, { rateLimit: SET_PASSWORD_LIMIT }),
    handler: async (request) => {
      await usableLinkOwner(db, request.body.token);
      return { data: { usable: true as const } };
    },
  });

  app.route({
    ...routeOf(passwordCalls.forgotPassword, { rateLimit: FORGOT_PASSWORD_LIMIT }),
    handler: async (request, reply) => {
      await requestPasswordLink(deps, request.body.email, replySent(reply), (error) =>
        request.log.error({ err: error }, 'no se pudo preparar el correo de contraseña olvidada'),
      );
      return { data: { message: PASSWORD_MESSAGES.forgotSent } };
    },
  });
};
