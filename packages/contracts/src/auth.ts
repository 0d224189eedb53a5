import { z } from 'zod';
import { dataEnvelope } from './common';

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
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /v1/auth/login response: `{ data: { token, perfil, ... } }`. */
export const loginResponseSchema = dataEnvelope(sessionUserSchema);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const AUTH_MESSAGES = {
  badCredentials: 'El correo electrónico o la contraseña no son correctos.',
  inactive: 'La cuenta está desactivada. Contacte con la administración del programa.',
  tooManyAttempts:
    'Demasiados intentos de inicio de sesión. Espere unos minutos e inténtelo de nuevo.',
  loggedOut: 'Se ha cerrado la sesión.',
} as const;
