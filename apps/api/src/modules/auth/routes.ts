import { AUTH_MESSAGES } from '@eval/contracts/auth';
import { authCalls } from '@eval/contracts/calls/auth';
import { AppError } from '../../lib/errors';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { revokeToken } from './repository';
import { hashForUnknownUsers, login } from './service';

/**
 * Per client address, over every e-mail: enough for people sharing a school's NAT, too few for
 * guessing. Per e-mail and address, login-throttle.ts adds a back-off.
 */
const LOGIN_PER_IP = { max: 20, timeWindow: 60_000 };

/** The back-office's sign-in and sign-out, declared in contracts/calls/auth.ts. */
export const authModule: AppModule = async (app, { db }) => {
  await hashForUnknownUsers();

  app.route({
    ...routeOf(authCalls.login, {
      rateLimit: {
        ...LOGIN_PER_IP,
        errorResponseBuilder: () =>
          new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyAttempts),
      },
    }),
    handler: async (request) => ({
      data: await login({ db, issueToken: app.issueToken }, request.body, request.ip),
    }),
  });

  app.route({
    ...routeOf(authCalls.logout),
    handler: async (request) => {
      // Authenticated routes always carry their token (auth plugin); ends this one only, so
      // the person's sessions on other devices go on (docs/security.md).
      if (request.sessionToken) await revokeToken(db, request.user.id, request.sessionToken);
      return { data: { message: AUTH_MESSAGES.loggedOut } };
    },
  });
};
