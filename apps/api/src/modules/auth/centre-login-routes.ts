import { authCalls } from '@eval/contracts/calls/auth';
import { CENTRE_LOGIN_MESSAGES } from '@eval/contracts/centre-app';
import { AppError } from '../../lib/errors';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { centreLogin } from './centre-login';

/** The same per-address budget as /v1/auth/login (routes.ts). */
const LOGIN_PER_IP = { max: 20, timeWindow: 60_000 };

/**
 * The centre app's sign-in, beside the back-office's (docs/security.md), declared in
 * contracts/calls/auth.ts.
 */
export const centreLoginModule: AppModule = async (app, { db }) => {
  app.route({
    ...routeOf(authCalls.centreLogin, {
      rateLimit: {
        ...LOGIN_PER_IP,
        errorResponseBuilder: () =>
          new AppError('TOO_MANY_REQUESTS', CENTRE_LOGIN_MESSAGES.LOCKED, { reason: 'LOCKED' }),
      },
    }),
    handler: async (request) => ({
      data: await centreLogin({ db, issueToken: app.issueToken }, request.body, request.ip),
    }),
  });
};
