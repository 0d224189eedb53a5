import { defineCall } from '../call';
import { apiErrorSchema } from '../common';
import { messageResponseSchema } from '../passwords';
import {
  recoveryCodesResponseSchema,
  secondFactorPolicyResponseSchema,
  secondFactorPolicyBodySchema,
  secondFactorStatusResponseSchema,
  totpCodeBodySchema,
  totpDisableBodySchema,
  totpEnrolmentResponseSchema,
  totpUserParamsSchema,
} from '../second-factor';

const tags = ['auth'];
/** Bad input, no session, not an administrator, no such user, a conflict, too many codes tried. */
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * The administrators' TOTP second factor (docs/security.md, "Second factor"): one's
 * own enrolment, recovery codes and disabling, another administrator's reset, and the
 * programme's rule that requires it. The sign-in's second step is `authCalls.loginWithCode`.
 */
export const secondFactorCalls = {
  status: defineCall({
    method: 'GET',
    path: '/v1/auth/totp',
    access: 'admin',
    scope: 'own',
    summary: 'Estado de la verificación en dos pasos propia',
    tags,
    responses: { 200: secondFactorStatusResponseSchema, ...errors },
  }),
  startEnrolment: defineCall({
    method: 'POST',
    path: '/v1/auth/totp/enrolment',
    access: 'admin',
    scope: 'own',
    summary: 'Empieza la activación: una clave nueva, su URI otpauth:// y su código QR',
    tags,
    responses: { 200: totpEnrolmentResponseSchema, ...errors },
  }),
  confirmEnrolment: defineCall({
    method: 'POST',
    path: '/v1/auth/totp/enrolment/confirm',
    access: 'admin',
    scope: 'own',
    summary: 'Confirma la activación con un primer código; devuelve los códigos de recuperación',
    tags,
    body: totpCodeBodySchema,
    responses: { 200: recoveryCodesResponseSchema, ...errors },
  }),
  renewRecoveryCodes: defineCall({
    method: 'POST',
    path: '/v1/auth/totp/recovery-codes',
    access: 'admin',
    scope: 'own',
    summary: 'Genera códigos de recuperación nuevos (los anteriores dejan de valer)',
    tags,
    body: totpCodeBodySchema,
    responses: { 200: recoveryCodesResponseSchema, ...errors },
  }),
  disable: defineCall({
    method: 'POST',
    path: '/v1/auth/totp/disable',
    access: 'admin',
    scope: 'own',
    summary: 'Desactiva la verificación en dos pasos propia con un código o la contraseña',
    tags,
    body: totpDisableBodySchema,
    responses: { 200: messageResponseSchema, ...errors },
  }),
  reset: defineCall({
    method: 'DELETE',
    path: '/v1/auth/totp/:userId',
    access: 'admin',
    summary: 'Restablece la verificación en dos pasos de otro administrador',
    tags,
    params: totpUserParamsSchema,
    responses: { 200: messageResponseSchema, ...errors },
  }),
  policy: defineCall({
    method: 'GET',
    path: '/v1/auth/second-factor-policy',
    access: 'admin',
    scope: 'national',
    summary:
      'Si el programa exige la verificación en dos pasos a los administradores (a todos o a los de unas comunidades)',
    tags,
    responses: { 200: secondFactorPolicyResponseSchema, ...errors },
  }),
  setPolicy: defineCall({
    method: 'PUT',
    path: '/v1/auth/second-factor-policy',
    access: 'admin',
    scope: 'national',
    summary:
      'Exige (o deja de exigir) la verificación en dos pasos a los administradores, a todos o a los de unas comunidades',
    tags,
    body: secondFactorPolicyBodySchema,
    responses: { 200: secondFactorPolicyResponseSchema, ...errors },
  }),
};
