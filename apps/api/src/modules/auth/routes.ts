import { AUTH_MESSAGES, loginBodySchema, loginResponseSchema } from '@eval/contracts/auth';
import { apiErrorSchema } from '@eval/contracts/common';
import { AppError } from '../../lib/errors';
import type { AppModule } from '../module';
import { FailedLoginAttempts } from './login-attempts';
import { hashForUnknownUsers, login } from './service';

/** Per client address: enough for people sharing a school's NAT, too few for guessing. */
const LOGIN_PER_IP = { max: 20, timeWindow: 60_000 };

export const authModule: AppModule = async (app, { db }) => {
  const attempts = new FailedLoginAttempts();
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
      data: await login({ db, attempts, issueToken: app.issueToken }, request.body),
    }),
  );
};
