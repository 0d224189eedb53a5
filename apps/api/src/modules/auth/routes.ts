import { AUTH_MESSAGES, loginBodySchema, loginResponseSchema } from '@eval/contracts/auth';
import { apiErrorSchema } from '@eval/contracts/common';
import { messageResponseSchema } from '@eval/contracts/users';
import { AppError } from '../../lib/errors';
import type { AppModule } from '../../http/module';
import { revokeToken } from './repository';
import { hashForUnknownUsers, login } from './service';

/**
 * Per client address, over every e-mail: enough for people sharing a school's NAT, too few for
 * guessing. Per e-mail and address, login-throttle.ts adds a back-off.
 */
const LOGIN_PER_IP = { max: 20, timeWindow: 60_000 };

export const authModule: AppModule = async (app, { db }) => {
  await hashForUnknownUsers();

  app.post(
    '/v1/auth/login',
    {
      config: {
        access: 'public',
        rateLimit: {
          ...LOGIN_PER_IP,
          errorResponseBuilder: () =>
            new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyAttempts),
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Inicia sesión con correo electrónico y contraseña',
        body: loginBodySchema,
        response: {
          200: loginResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      data: await login({ db, issueToken: app.issueToken }, request.body, request.ip),
    }),
  );

  app.post(
    '/v1/auth/logout',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'Cierra la sesión: el token que lleva la petición deja de valer',
        response: { 200: messageResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      // Authenticated routes always carry their token (auth plugin); ends this one only, so
      // the person's sessions on other devices go on (docs/security.md).
      if (request.sessionToken) await revokeToken(db, request.user.id, request.sessionToken);
      return { data: { message: AUTH_MESSAGES.loggedOut } };
    },
  );
};
