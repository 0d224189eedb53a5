import { apiErrorSchema, COMMON_MESSAGES } from '@eval/contracts/common';
import {
  forgotPasswordBodySchema,
  massUploadBodySchema,
  massUploadPreviewResponseSchema,
  massUploadQuerySchema,
  massUploadResponseSchema,
  messageResponseSchema,
  PASSWORD_MESSAGES,
  registerUserBodySchema,
  resetParamsSchema,
  setPasswordBodySchema,
  userMailResponseSchema,
} from '@eval/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { transferDeadline, transferSignal } from '../../lib/transfer-deadline';
import type { MailService } from '../emails/mail-service';
import { massUpload, previewMassUpload } from './mass-upload';
import { requestPasswordLink, setPassword } from './password-service';
import { registerUser, resetPassword } from './user-service';
import { sessionErrors } from '../../http/admin-routes';
import { rejectInvalidInput } from '../../http/invalid-body';
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
 * The options of a public password call (behind the e-mailed link or the login page's link):
 * limited per client address, answering a message.
 */
const passwordRoute = <B extends z.ZodType>(
  rateLimit: typeof SET_PASSWORD_LIMIT,
  summary: string,
  body: B,
) => ({
  config: { access: 'public' as const, rateLimit },
  schema: {
    tags: ['auth'],
    summary,
    body,
    response: { 200: messageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
  },
});

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

  app.post(
    '/v1/auth/registeruser',
    {
      config: { access: 'admin' },
      attachValidation: true,
      schema: {
        tags: ['users'],
        summary: 'Crea un usuario y le envía el enlace para establecer la contraseña',
        body: registerUserBodySchema,
        response: { 201: userMailResponseSchema, 409: apiErrorSchema, ...sessionErrors },
      },
    },
    async (request, reply) => {
      rejectInvalidInput(request, PLAIN_FIELD_MESSAGES);
      return reply.code(201).send(await registerUser(deps, request.body));
    },
  );

  app.post(
    '/v1/auth/massive',
    {
      // A NUL in a cell rejects that row with its reason (mass-upload.ts), not the whole file.
      config: { access: 'admin', nulCheckedPerRow: true },
      bodyLimit: MASS_UPLOAD_BODY_LIMIT,
      handlerTimeout: transferDeadline(config),
      schema: {
        tags: ['users'],
        summary:
          'Alta masiva de usuarios desde las filas del CSV (201 si se creó alguno; 200 si se rechazaron todas las filas)',
        body: massUploadBodySchema,
        querystring: massUploadQuerySchema,
        response: {
          200: massUploadResponseSchema,
          201: massUploadResponseSchema,
          409: apiErrorSchema,
          503: apiErrorSchema,
          ...sessionErrors,
        },
      },
    },
    async (request, reply) => {
      const result = await massUpload(deps, request.body, {
        update: request.query.update,
        userId: request.user?.id ?? null,
        signal: transferSignal(reply, config),
      });
      // 201 only when something was created (RFC 9110): a file whose every row was rejected
      // created nothing.
      return reply.code(result.data.created > 0 ? 201 : 200).send(result);
    },
  );

  app.post(
    '/v1/auth/massive/preview',
    {
      config: { access: 'admin', nulCheckedPerRow: true },
      bodyLimit: MASS_UPLOAD_BODY_LIMIT,
      handlerTimeout: transferDeadline(config),
      schema: {
        tags: ['users'],
        summary:
          'Alta masiva: vista previa de cada fila (nuevo, con cambios, sin cambios o error); no escribe nada',
        body: massUploadBodySchema,
        querystring: massUploadQuerySchema,
        response: { 200: massUploadPreviewResponseSchema, ...sessionErrors },
      },
    },
    async (request) => {
      const preview = await previewMassUpload(db, request.body, request.query.update);
      // The audit line of this POST keeps a summary, not the rows of the file.
      (request as { body: unknown }).body = { update: request.query.update, ...preview.counts };
      return { data: preview };
    },
  );

  app.patch(
    '/v1/auth/reset/:userId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Anula la contraseña del usuario y le envía un enlace para establecer otra',
        params: resetParamsSchema,
        response: {
          200: userMailResponseSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...sessionErrors,
        },
      },
    },
    async (request) => resetPassword(deps, request.params.userId, request.user.id, request.audit),
  );

  app.post(
    '/v1/auth/set-password',
    passwordRoute(
      SET_PASSWORD_LIMIT,
      'Establece la contraseña con el enlace recibido por correo',
      setPasswordBodySchema,
    ),
    async (request) => {
      await setPassword(deps, request.body);
      return { data: { message: PASSWORD_MESSAGES.saved } };
    },
  );

  app.post(
    '/v1/auth/forgot-password',
    passwordRoute(
      FORGOT_PASSWORD_LIMIT,
      'Envía un enlace para restablecer la contraseña (misma respuesta siempre)',
      forgotPasswordBodySchema,
    ),
    async (request) => {
      await requestPasswordLink(deps, request.body.email, (error) =>
        request.log.error({ err: error }, 'no se pudo preparar el correo de contraseña olvidada'),
      );
      return { data: { message: PASSWORD_MESSAGES.forgotSent } };
    },
  );
};
