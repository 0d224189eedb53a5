import { loginBodySchema } from '@eval/contracts/auth';
import { centreLoginResponseSchema, CENTRE_LOGIN_MESSAGES } from '@eval/contracts/centre-app';
import { apiErrorSchema } from '@eval/contracts/common';
import { AppError } from '../../lib/errors';
import type { AppModule } from '../../http/module';
import { centreLogin } from './centre-login';

/** The same per-address budget as /v1/auth/login (routes.ts). */
const LOGIN_PER_IP = { max: 20, timeWindow: 60_000 };

/** The centre app's sign-in, beside the back-office's (docs/security.md, issue 25). */
export const centreLoginModule: AppModule = async (app, { db }) => {
  app.post(
    '/v15/centro/auth/login',
    {
      config: {
        access: 'public',
        rateLimit: {
          ...LOGIN_PER_IP,
          errorResponseBuilder: () =>
            new AppError('TOO_MANY_REQUESTS', CENTRE_LOGIN_MESSAGES.LOCKED, { reason: 'LOCKED' }),
        },
      },
      schema: {
        tags: ['centre'],
        summary: 'Inicia sesión en la app de centros (perfiles distintos de administrador)',
        body: loginBodySchema,
        response: {
          200: centreLoginResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      data: await centreLogin({ db, issueToken: app.issueToken }, request.body, request.ip),
    }),
  );
};
