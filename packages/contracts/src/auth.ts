import { z } from 'zod';
import { dataEnvelope } from './common';
import { loginChallengeSchema } from './login-challenge';

/** POST /v1/auth/login body (spec §7). */
export const loginBodySchema = z.strictObject({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The signed-in user kept by the client under the `user` local storage key, with its token. */
export const sessionUserSchema = z.object({
  token: z.string(),
  perfil: z.number().int(),
  id: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  language_id: z.string(),
  centros_id: z.number().int().nullable(),
  /** Seconds since the epoch at which the token stops being accepted. */
  expiresAt: z.number().int(),
  /**
   * The programme requires a second factor and this administrator has none yet: the session
   * only reaches the enrolment until one is confirmed.
   */
  secondFactorSetupRequired: z.boolean().optional(),
  /**
   * The administrator's scope (docs/security.md "Scope"): the communities (`comunidades.id`) they
   * answer for, none for national; `[]` for everyone who is not an administrator. A session
   * stored before sign-ins carried it was a national one (a change of scope ends a session), so
   * its absence reads as national.
   */
  ambito: z.array(z.number().int()).default([]),
  /** 1: an administrator who only reads; absent, as `ambito`, reads as 0. */
  solo_lectura: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** A session answer: POST /v1/auth/login without a second factor, POST /v1/auth/login/totp. */
export const sessionResponseSchema = dataEnvelope(sessionUserSchema);

/**
 * POST /v1/auth/login response: `{ data: { token, perfil, ... } }` (spec §7); for an
 * administrator with a second factor, `{ data: { perfil, secondFactor, challenge, ... } }`,
 * with no token, to be completed at POST /v1/auth/login/totp (docs/security.md).
 */
export const loginResponseSchema = dataEnvelope(z.union([sessionUserSchema, loginChallengeSchema]));
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const AUTH_MESSAGES = {
  badCredentials: 'El correo electrónico o la contraseña no son correctos.',
  inactive: 'La cuenta está desactivada. Contacte con la administración del programa.',
  tooManyAttempts:
    'Demasiados intentos de inicio de sesión. Espere unos minutos e inténtelo de nuevo.',
  loggedOut: 'Se ha cerrado la sesión.',
} as const;
