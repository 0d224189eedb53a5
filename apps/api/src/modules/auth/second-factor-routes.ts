import { AUTH_MESSAGES, sessionResponseSchema } from '@eval/contracts/auth';
import { apiErrorSchema } from '@eval/contracts/common';
import {
  recoveryCodesResponseSchema,
  SECOND_FACTOR_MESSAGES,
  secondFactorPolicyResponseSchema,
  secondFactorPolicySchema,
  secondFactorStatusResponseSchema,
  totpCodeBodySchema,
  totpDisableBodySchema,
  totpEnrolmentResponseSchema,
  totpLoginBodySchema,
  totpUserParamsSchema,
} from '@eval/contracts/second-factor';
import { messageResponseSchema } from '@eval/contracts/users';
import { AppError } from '../../lib/errors';
import { sessionErrors } from '../../http/admin-routes';
import type { AppModule } from '../../http/module';
import { secondFactorRequired } from './second-factor-repository';
import {
  confirmEnrolment,
  disableSecondFactor,
  loginWithSecondFactor,
  renewRecoveryCodes,
  resetSecondFactor,
  secondFactorStatus,
  setSecondFactorRequired,
  startEnrolment,
} from './second-factor-service';
import { TOTP_KEY_PURPOSE } from './secret-box';

const tags = ['auth'];
/** As the password step: per client address, over every account (login-throttle.ts adds the rest). */
const CODE_PER_IP = { max: 20, timeWindow: 60_000 };
const errors = { ...sessionErrors, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };
/** One's own second factor: open while the programme's rule waits for it (plugins/auth.ts). */
const ownSetup = { access: 'admin', secondFactorSetup: true } as const;

/**
 * The administrators' TOTP second factor (issue 24; docs/security.md, "Second factor"): the
 * sign-in's second step, one's own enrolment, recovery codes and disabling, another
 * administrator's reset, and the programme's rule that requires it.
 */
export const secondFactorModule: AppModule = async (app, { db }) => {
  const secretKey = app.derivedKey(TOTP_KEY_PURPOSE);
  const deps = { db, secretKey };

  app.post(
    '/v1/auth/login/totp',
    {
      config: {
        access: 'public',
        rateLimit: {
          ...CODE_PER_IP,
          errorResponseBuilder: () =>
            new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyAttempts),
        },
      },
      schema: {
        tags,
        summary: 'Segundo paso del inicio de sesión: el reto y un código (o uno de recuperación)',
        body: totpLoginBodySchema,
        response: {
          200: sessionResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      data: await loginWithSecondFactor(
        { db, secretKey, issueToken: app.issueToken },
        request.body,
        request.ip,
      ),
    }),
  );

  app.get(
    '/v1/auth/totp',
    {
      config: ownSetup,
      schema: {
        tags,
        summary: 'Estado de la verificación en dos pasos propia',
        response: { 200: secondFactorStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await secondFactorStatus(db, request.user.id) }),
  );

  app.post(
    '/v1/auth/totp/enrolment',
    {
      config: ownSetup,
      schema: {
        tags,
        summary: 'Empieza la activación: una clave nueva, su URI otpauth:// y su código QR',
        response: { 200: totpEnrolmentResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await startEnrolment(deps, request.user.id) }),
  );

  app.post(
    '/v1/auth/totp/enrolment/confirm',
    {
      config: ownSetup,
      schema: {
        tags,
        summary:
          'Confirma la activación con un primer código; devuelve los códigos de recuperación',
        body: totpCodeBodySchema,
        response: { 200: recoveryCodesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await confirmEnrolment(deps, request.user.id, request.body.code, request.audit),
    }),
  );

  app.post(
    '/v1/auth/totp/recovery-codes',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Genera códigos de recuperación nuevos (los anteriores dejan de valer)',
        body: totpCodeBodySchema,
        response: { 200: recoveryCodesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await renewRecoveryCodes(deps, request.user.id, request.body.code, request.audit),
    }),
  );

  app.post(
    '/v1/auth/totp/disable',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Desactiva la verificación en dos pasos propia con un código o la contraseña',
        body: totpDisableBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await disableSecondFactor(deps, request.user.id, request.body, request.ip, request.audit);
      return { data: { message: SECOND_FACTOR_MESSAGES.disabled } };
    },
  );

  app.delete(
    '/v1/auth/totp/:userId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Restablece la verificación en dos pasos de otro administrador',
        params: totpUserParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await resetSecondFactor(db, request.user.id, request.params.userId, request.audit);
      return { data: { message: SECOND_FACTOR_MESSAGES.reset } };
    },
  );

  app.get(
    '/v1/auth/second-factor-policy',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Si el programa exige la verificación en dos pasos a los administradores',
        response: { 200: secondFactorPolicyResponseSchema, ...errors },
      },
    },
    async () => ({ data: { required: await secondFactorRequired(db) } }),
  );

  app.put(
    '/v1/auth/second-factor-policy',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Exige (o deja de exigir) la verificación en dos pasos a los administradores',
        body: secondFactorPolicySchema,
        response: { 200: secondFactorPolicyResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await setSecondFactorRequired(
        db,
        request.user.id,
        request.body.required,
        request.audit,
      ),
    }),
  );
};
