import { z } from 'zod';
import { dataEnvelope } from './common';

/**
 * Password rules (docs/security.md). The server applies all of them; the shape rules below
 * (length, spaces at the edges) are also checked by the web form before sending. The rest —
 * common or easily guessed passwords, and passwords made of the person's name or e-mail — needs
 * the account and a dictionary, so only the server checks it (apps/api/src/lib/password-policy.ts).
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MESSAGES = {
  /** The rules in one sentence, shown under the new-password field. */
  rule: `Al menos ${PASSWORD_MIN_LENGTH} caracteres, sin espacios al principio ni al final. No se admiten contraseñas habituales o fáciles de adivinar ni las que contienen su nombre, sus apellidos o su correo electrónico.`,
  tooShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  tooLong: `La contraseña no puede tener más de ${PASSWORD_MAX_LENGTH} caracteres.`,
  edgeSpaces: 'La contraseña no puede empezar ni terminar con espacios.',
  guessable:
    'La contraseña es demasiado fácil de adivinar: es habitual o se basa en palabras, nombres, fechas, secuencias o repeticiones conocidas. Use una frase de varias palabras poco comunes o una combinación más larga.',
  personal: 'La contraseña no puede contener su nombre, sus apellidos ni su correo electrónico.',
  mismatch: 'Las contraseñas no coinciden.',
  invalidLink: 'El enlace no es válido, ya se ha usado o ha caducado. Solicite uno nuevo.',
  saved: 'Se ha guardado la contraseña. Ya puede iniciar sesión.',
  forgotSent:
    'Si el correo electrónico pertenece a una cuenta, recibirá un mensaje con un enlace para establecer la contraseña.',
} as const;

/**
 * The shape of a new password: PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH characters (counted
 * as Unicode characters), no space at either end. Nothing is trimmed: a password is stored as
 * typed, so one that starts or ends with a space (often a copy-and-paste slip) is refused.
 * No composition rule (current guidance prefers length plus a check against guessable ones).
 */
export const passwordSchema = z
  .string()
  .refine((value) => [...value].length >= PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .refine((value) => [...value].length <= PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong)
  .refine((value) => value.trim() === value, PASSWORD_MESSAGES.edgeSpaces);

/** POST /v1/auth/set-password body: the token of the e-mailed link and the new password. */
export const setPasswordBodySchema = z.strictObject({
  token: z.string().regex(/^[\w-]{20,100}$/, PASSWORD_MESSAGES.invalidLink),
  password: passwordSchema,
});
export type SetPasswordBody = z.infer<typeof setPasswordBodySchema>;

/**
 * POST /v1/auth/set-password/check body: the link's token alone. The set-password pages ask it
 * when they open, so a used or expired link says so before the person types a password.
 */
export const linkCheckBodySchema = setPasswordBodySchema.pick({ token: true });
export type LinkCheckBody = z.infer<typeof linkCheckBodySchema>;
/** Its answer when the link still works (otherwise a 400 with `invalidLink`). */
export const linkCheckResponseSchema = dataEnvelope(z.object({ usable: z.literal(true) }));

/** POST /v1/auth/forgot-password body. */
export const forgotPasswordBodySchema = z.strictObject({ email: z.string().trim().max(254) });
export const messageResponseSchema = dataEnvelope(z.object({ message: z.string() }));
/**
 * POST /v1/auth/set-password's answer: the message and the account's e-mail, so the page can
 * sign the person in (or fill the sign-in form) with the password just set. Only whoever holds
 * the e-mailed link, so the mailbox, ever gets it.
 */
export const setPasswordResponseSchema = dataEnvelope(
  z.object({ message: z.string(), email: z.string() }),
);
