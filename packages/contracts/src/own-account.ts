import { z } from 'zod';
import { LANGUAGE_CODES, dataEnvelope } from './common';

/**
 * What "Mi cuenta" says of one's own password and language; the new password's
 * rules speak with PASSWORD_MESSAGES (passwords.ts).
 */
export const OWN_ACCOUNT_MESSAGES = {
  badCurrentPassword: 'La contraseña actual no es correcta. No se ha cambiado nada.',
  tooManyWrongPasswords:
    'Demasiados intentos con una contraseña actual incorrecta. Espere unos minutos e inténtelo de nuevo.',
  passwordChanged:
    'Se ha cambiado la contraseña. Las demás sesiones abiertas con su cuenta se han cerrado.',
  languageSaved: 'Se ha guardado el idioma.',
} as const;

/**
 * POST /v1/auth/account/password body: the current password (checked, never stored) and the new
 * one. The new one's whole policy, shape included (`passwordSchema`, which the form also checks
 * before sending), is applied by the server after the current password is found right, so a
 * refusal says which rule in its own message.
 */
export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string().min(1).max(1024),
  newPassword: z.string().min(1).max(1024),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** PUT /v1/auth/account/language body and answer: one's own language. */
export const ownLanguageSchema = z.strictObject({ language_id: z.enum(LANGUAGE_CODES) });
export type OwnLanguage = z.infer<typeof ownLanguageSchema>;
export const ownLanguageResponseSchema = dataEnvelope(
  z.object({ language_id: z.enum(LANGUAGE_CODES), message: z.string() }),
);
