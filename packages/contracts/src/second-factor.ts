import { z } from 'zod';
import { dataEnvelope, idParam } from './common';

// What the login page needs lives apart, so its first-load JS carries no more than that.
export {
  loginChallengeSchema,
  SECOND_FACTOR_SETUP_REASON,
  type LoginChallenge,
} from './login-challenge';

/**
 * The administrators' second factor: TOTP (RFC 6238) with recovery codes, a second
 * step at sign-in and a programme-wide requirement. docs/security.md, "Second factor".
 */

export const SECOND_FACTOR_MESSAGES = {
  badCode: 'El código no es correcto o ya se ha usado. Espere al siguiente e inténtelo de nuevo.',
  badRecoveryCode: 'El código de recuperación no es correcto o ya se ha usado.',
  challengeExpired:
    'La verificación ha caducado o ya no es válida. Inicie sesión de nuevo con su contraseña.',
  tooManyWrongCodes:
    'Se han escrito demasiados códigos incorrectos en esta cuenta: por seguridad, la verificación ya no vale y la cuenta espera unos minutos. Se ha enviado un aviso a su correo. Después, inicie sesión de nuevo con su contraseña.',
  codeFormat: 'El código tiene 6 cifras.',
  recoveryFormat:
    'Escriba un código de recuperación como aparece en su lista (p. ej. ABCDE-FGHIJ).',
  oneOfCodes: 'Escriba el código de su aplicación o un código de recuperación, no ambos.',
  oneOfProofs: 'Escriba un código de su aplicación o su contraseña.',
  badPassword: 'La contraseña no es correcta.',
  alreadyEnabled: 'La verificación en dos pasos ya está activada en su cuenta.',
  noEnrolment: 'Empiece de nuevo la activación: no hay ninguna clave pendiente de confirmar.',
  notEnabled: 'La verificación en dos pasos no está activada en esta cuenta.',
  setupRequired:
    'El programa exige la verificación en dos pasos a los administradores: actívela en «Mi cuenta» antes de continuar.',
  requireOwnFirst:
    'Active primero la verificación en dos pasos en su propia cuenta: si no, la exigencia le dejaría sin acceso.',
  notOwnReset:
    'No puede restablecer su propia verificación en dos pasos desde aquí: desactívela en «Mi cuenta».',
  notAdministrator: 'Solo los administradores tienen verificación en dos pasos.',
  userNotFound: 'El usuario no existe.',
  disabled: 'Se ha desactivado la verificación en dos pasos.',
  reset: 'Se ha restablecido la verificación en dos pasos del usuario.',
  communitiesInvalid:
    'Las comunidades deben ser una lista de comunidades existentes (vacía: ninguna en particular).',
} as const;

/** A 6-digit code of the authenticator app (spaces a person may type are taken out). */
export const totpCodeSchema = z
  .string()
  .max(20, SECOND_FACTOR_MESSAGES.codeFormat)
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, SECOND_FACTOR_MESSAGES.codeFormat));

/** A recovery code as shown (`ABCDE-FGHIJ`): case, spaces and dashes do not matter. */
export const recoveryCodeSchema = z
  .string()
  .max(40, SECOND_FACTOR_MESSAGES.recoveryFormat)
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z2-7]{10}$/, SECOND_FACTOR_MESSAGES.recoveryFormat));

/** POST /v1/auth/login/totp: the challenge and either a code or a recovery code. */
export const totpLoginBodySchema = z
  .strictObject({
    challenge: z.string().min(1).max(200),
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: SECOND_FACTOR_MESSAGES.oneOfCodes,
  });
export type TotpLoginBody = z.input<typeof totpLoginBodySchema>;

/** GET /v1/auth/totp: one's own second factor. */
export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /**
   * The programme requires a second factor of this administrator: of every administrator, or of
   * those whose scope names one of the policy's communities.
   */
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;
export const secondFactorStatusResponseSchema = dataEnvelope(secondFactorStatusSchema);

/** POST /v1/auth/totp/enrolment: a new secret to add to the app, pending its first code. */
export const totpEnrolmentSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** The otpauth:// URI the QR code holds. */
  uri: z.string(),
  /** The QR code as an SVG data URL. */
  qrCode: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;
export const totpEnrolmentResponseSchema = dataEnvelope(totpEnrolmentSchema);

/** A body carrying one current code. */
export const totpCodeBodySchema = z.strictObject({ code: totpCodeSchema });
export type TotpCodeBody = z.input<typeof totpCodeBodySchema>;

/** The recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
export const recoveryCodesResponseSchema = dataEnvelope(recoveryCodesSchema);

/** POST /v1/auth/totp/disable: a current code or the account's password. */
export const totpDisableBodySchema = z
  .strictObject({
    code: totpCodeSchema.optional(),
    password: z.string().min(1).max(1024).optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.password === undefined), {
    message: SECOND_FACTOR_MESSAGES.oneOfProofs,
  });
export type TotpDisableBody = z.input<typeof totpDisableBodySchema>;

/** DELETE /v1/auth/totp/:userId: another administrator's second factor. */
export const totpUserParamsSchema = z.strictObject({ userId: idParam });

/** The communities of a policy: ids, sorted, without repeats (at most every community). */
const policyCommunitiesSchema = z
  .array(
    z
      .number({ error: SECOND_FACTOR_MESSAGES.communitiesInvalid })
      .int(SECOND_FACTOR_MESSAGES.communitiesInvalid)
      .min(1, SECOND_FACTOR_MESSAGES.communitiesInvalid),
    { error: SECOND_FACTOR_MESSAGES.communitiesInvalid },
  )
  .max(100, SECOND_FACTOR_MESSAGES.communitiesInvalid)
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/**
 * GET /v1/auth/second-factor-policy: `required` for every administrator, and `comunidades`, the
 * communities whose scoped administrators (an `ambito` naming any of them) must use it even when
 * it is not required of everyone (docs/security.md "Second factor").
 */
export const secondFactorPolicySchema = z.strictObject({
  required: z.boolean(),
  comunidades: z.array(z.number().int()),
});
export type SecondFactorPolicy = z.infer<typeof secondFactorPolicySchema>;
export const secondFactorPolicyResponseSchema = dataEnvelope(secondFactorPolicySchema);

/** PUT /v1/auth/second-factor-policy: `comunidades` absent leaves them as they are. */
export const secondFactorPolicyBodySchema = z.strictObject({
  required: z.boolean(),
  comunidades: policyCommunitiesSchema.optional(),
});
export type SecondFactorPolicyBody = z.input<typeof secondFactorPolicyBodySchema>;
