import { ownAccountCalls } from '@eval/contracts/calls/own-account';
import { COMMON_MESSAGES } from '@eval/contracts/common';
import { OWN_ACCOUNT_MESSAGES } from '@eval/contracts/own-account';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { AppError } from '../../lib/errors';
import { changeOwnPassword, setOwnLanguage } from './own-account-service';

/**
 * Per client address, as set-password (users/account-routes.ts): enough for a person mistyping,
 * too few for a session left open to serve to guess the current password.
 */
const CHANGE_PASSWORD_LIMIT = {
  max: 10,
  timeWindow: 60_000,
  errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS', COMMON_MESSAGES.tooManyRequests),
};

/**
 * "Mi cuenta": an administrator's own password and language, always the caller's own
 * row (no id in the path). Declared in contracts/calls/own-account.ts.
 */
export const ownAccountModule: AppModule = async (app, { db }) => {
  app.route({
    ...routeOf(ownAccountCalls.changePassword, { rateLimit: CHANGE_PASSWORD_LIMIT }),
    handler: async (request) => ({
      data: await changeOwnPassword(
        { db, issueToken: app.issueToken },
        request.user.id,
        request.body,
        request.ip,
        request.audit,
      ),
    }),
  });

  app.route({
    ...routeOf(ownAccountCalls.setLanguage),
    handler: async (request) => ({
      data: {
        ...(await setOwnLanguage(db, request.user.id, request.body.language_id, request.audit)),
        message: OWN_ACCOUNT_MESSAGES.languageSaved,
      },
    }),
  });
};
