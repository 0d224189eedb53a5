import { AUTH_MESSAGES } from '@eval/contracts/auth';
import { authCalls } from '@eval/contracts/calls/auth';
import { secondFactorCalls } from '@eval/contracts/calls/second-factor';
import { SECOND_FACTOR_MESSAGES } from '@eval/contracts/second-factor';
import { AppError } from '../../lib/errors';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { readSecondFactorPolicy } from './second-factor-repository';
import {
  confirmEnrolment,
  disableSecondFactor,
  loginWithSecondFactor,
  renewRecoveryCodes,
  resetSecondFactor,
  secondFactorStatus,
  setSecondFactorPolicy,
  startEnrolment,
} from './second-factor-service';
import { TOTP_KEY_PURPOSE } from './secret-box';

/** As the password step: per client address, over every account (login-throttle.ts adds the rest). */
const CODE_PER_IP = { max: 20, timeWindow: 60_000 };
/** One's own second factor: open while the programme's rule waits for it (plugins/auth.ts). */
const ownSetup = { secondFactorSetup: true };

/**
 * The administrators' TOTP second factor (docs/security.md, "Second factor"): the
 * sign-in's second step, one's own enrolment, recovery codes and disabling, another
 * administrator's reset, and the programme's rule that requires it. Declared in
 * contracts/calls/second-factor.ts (the second step in calls/auth.ts).
 */
export const secondFactorModule: AppModule = async (app, { db }) => {
  const secretKey = app.derivedKey(TOTP_KEY_PURPOSE);
  const deps = { db, secretKey, mail: app.mail };

  app.route({
    ...routeOf(authCalls.loginWithCode, {
      rateLimit: {
        ...CODE_PER_IP,
        errorResponseBuilder: () =>
          new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyAttempts),
      },
    }),
    handler: async (request) => ({
      data: await loginWithSecondFactor(
        { ...deps, issueToken: app.issueToken },
        request.body,
        request.ip,
      ),
    }),
  });

  app.route({
    ...routeOf(secondFactorCalls.status, ownSetup),
    handler: async (request) => ({ data: await secondFactorStatus(db, request.user.id) }),
  });

  app.route({
    ...routeOf(secondFactorCalls.startEnrolment, ownSetup),
    handler: async (request) => ({ data: await startEnrolment(deps, request.user.id) }),
  });

  app.route({
    ...routeOf(secondFactorCalls.confirmEnrolment, ownSetup),
    handler: async (request) => ({
      data: await confirmEnrolment(deps, request.user.id, request.body.code, request.audit),
    }),
  });

  app.route({
    ...routeOf(secondFactorCalls.renewRecoveryCodes),
    handler: async (request) => ({
      data: await renewRecoveryCodes(deps, request.user.id, request.body.code, request.audit),
    }),
  });

  app.route({
    ...routeOf(secondFactorCalls.disable),
    handler: async (request) => {
      await disableSecondFactor(deps, request.user.id, request.body, request.ip, request.audit);
      return { data: { message: SECOND_FACTOR_MESSAGES.disabled } };
    },
  });

  app.route({
    ...routeOf(secondFactorCalls.reset),
    handler: async (request) => {
      await resetSecondFactor(db, request.user.id, request.params.userId, request.audit);
      return { data: { message: SECOND_FACTOR_MESSAGES.reset } };
    },
  });

  app.route({
    ...routeOf(secondFactorCalls.policy),
    handler: async () => ({ data: await readSecondFactorPolicy(db) }),
  });

  app.route({
    ...routeOf(secondFactorCalls.setPolicy),
    handler: async (request) => ({
      data: await setSecondFactorPolicy(db, request.user.id, request.body, request.audit),
    }),
  });
};
