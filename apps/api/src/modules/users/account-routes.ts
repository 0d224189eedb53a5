import { apiErrorSchema, COMMON_MESSAGES } from '@eval/contracts/common';
import {
  forgotPasswordBodySchema,
  massUploadBodySchema,
  massUploadResponseSchema,
  messageResponseSchema,
  PASSWORD_MESSAGES,
  registerUserBodySchema,
  resetParamsSchema,
  setPasswordBodySchema,
  userResponseSchema,
} from '@eval/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { MailService } from '../../lib/mail-service';
import { massUpload } from './mass-upload';
import { requestPasswordLink, setPassword } from './password-service';
import { registerUser, resetPassword } from './user-service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
/** A 20,000-row CSV as JSON is about 3 MB. */
const MASS_UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;
/** Public link calls: enough for a person retrying, too few to probe tokens or flood inboxes. */
const PUBLIC_LIMIT = {
  max: 10,
  timeWindow: 60_000,
  errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS', COMMON_MESSAGES.tooManyRequests),
};

/**
 * Account calls of spec §7 that send e-mail: registeruser, massive, reset, plus the public
 * set-password and forgot-password calls behind the e-mailed link and the login page's link.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ db: Database; mail: MailService }> = async (
  app,
  { db, mail },
) => {
  const deps = { db, mail };

  app.post(
    '/v1/auth/registeruser',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Crea un usuario y le envía el enlace para establecer la contraseña',
        body: registerUserBodySchema,
        response: { 201: userResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await registerUser(deps, request.body) }),
  );

  app.post(
    '/v1/auth/massive',
    {
      config: { access: 'admin' },
      bodyLimit: MASS_UPLOAD_BODY_LIMIT,
      schema: {
        tags: ['users'],
        summary: 'Alta masiva de usuarios desde las filas del CSV',
        body: massUploadBodySchema,
        response: { 200: massUploadResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => ({ data: await massUpload(deps, request.body) }),
  );

  app.patch(
    '/v1/auth/reset/:userId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Anula la contraseña del usuario y le envía un enlace para establecer otra',
        params: resetParamsSchema,
        response: { 200: userResponseSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const data = await resetPassword(deps, request.params.userId);
      app.userCache.invalidate(data.id);
      return { data };
    },
  );

  app.post(
    '/v1/auth/set-password',
    {
      config: { access: 'public', rateLimit: PUBLIC_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Establece la contraseña con el enlace recibido por correo',
        body: setPasswordBodySchema,
        response: { 200: messageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const userId = await setPassword(deps, request.body);
      app.userCache.invalidate(userId);
      return { data: { message: PASSWORD_MESSAGES.saved } };
    },
  );

  app.post(
    '/v1/auth/forgot-password',
    {
      config: { access: 'public', rateLimit: PUBLIC_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Envía un enlace para restablecer la contraseña (misma respuesta siempre)',
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await requestPasswordLink(deps, request.body.email);
      return { data: { message: PASSWORD_MESSAGES.forgotSent } };
    },
  );
};
