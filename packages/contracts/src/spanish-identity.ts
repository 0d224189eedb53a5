import { z } from 'zod';

/**
 * Spanish identity data checked the same in the forms and on the server: DNI/NIE with
 * its control letter, Spanish phone numbers, postal codes. Each check is a zod schema whose
 * output is the value as it is stored (upper case, no separators), and whose messages name the
 * field in plain Spanish. A blank value passes: the fields stay optional (docs/users.md).
 */
export const IDENTITY_MESSAGES = {
  dniFormat:
    'El DNI o NIE no es válido: debe tener 8 cifras y una letra (DNI) o X, Y o Z, 7 cifras y una letra (NIE).',
  dniLetter: 'La letra del DNI o NIE no corresponde a su número.',
  telefonoFormat:
    'El teléfono no es válido: debe tener 9 cifras y empezar por 6, 7, 8 o 9 (con +34 delante si se quiere).',
  cpFormat: 'El código postal debe tener 5 cifras.',
  cpProvince:
    'El código postal no es válido: sus dos primeras cifras deben ser las de una provincia (01 a 52).',
  cpOtherProvince: (province: string) =>
    `El código postal no corresponde a la provincia elegida: los de esa provincia empiezan por ${province}.`,
} as const;

/** The control letters, indexed by the number modulo 23 (Ministerio del Interior). */
const CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** A NIE's first letter stands for this digit in front of its 7 digits. */
const NIE_DIGIT: Readonly<Record<string, string>> = { X: '0', Y: '1', Z: '2' };

/** Spaces, hyphens and dots people type inside a DNI or a phone number ("12.345.678-z"). */
const SEPARATORS = /[\s.\-()]/g;

/** A DNI or NIE as it is stored: upper case, without separators. */
export const normaliseDni = (value: string): string => value.replace(SEPARATORS, '').toUpperCase();

/** The problem of a DNI or NIE already normalised, or null when it is right (or blank). */
export function dniProblem(dni: string): string | null {
  if (dni === '') return null;
  const match = /^([XYZ]\d{7}|\d{8})([A-Z])$/.exec(dni);
  if (!match) return IDENTITY_MESSAGES.dniFormat;
  const [, body = '', letter] = match;
  const number = Number((NIE_DIGIT[body.charAt(0)] ?? body.charAt(0)) + body.slice(1));
  return CONTROL_LETTERS.charAt(number % 23) === letter ? null : IDENTITY_MESSAGES.dniLetter;
}

/**
 * A phone as it is stored: no separators, and "0034" written as "+34". Spanish numbers have 9
 * digits; fixed lines start with 8 or 9, mobiles with 6 or 7 (Plan Nacional de Numeración).
 */
export const normalisePhone = (value: string): string =>
  value.replace(SEPARATORS, '').replace(/^0034/, '+34');

/** The problem of a phone already normalised, or null when it is right (or blank). */
export const phoneProblem = (phone: string): string | null =>
  phone === '' || /^(\+34)?[6-9]\d{8}$/.test(phone) ? null : IDENTITY_MESSAGES.telefonoFormat;

/**
 * The problem of a postal code, or null when it is right. Its first two digits are the
 * province's INE code (01 Álava … 52 Melilla); with `provinceId` they must be that province's.
 */
export function postalCodeProblem(cp: string, provinceId?: number): string | null {
  if (!/^\d{5}$/.test(cp)) return IDENTITY_MESSAGES.cpFormat;
  const prefix = Number(cp.slice(0, 2));
  if (prefix < 1 || prefix > 52) return IDENTITY_MESSAGES.cpProvince;
  if (provinceId !== undefined && prefix !== provinceId) {
    return IDENTITY_MESSAGES.cpOtherProvince(String(provinceId).padStart(2, '0'));
  }
  return null;
}

/** A zod check that turns a problem function into the issue's message. */
const checked =
  (problem: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  };

/**
 * An optional DNI/NIE: trimmed, normalised, at most `max` characters as typed; blank when absent.
 * `invalid` is the message of a value that is not text, `tooLong` of one over `max`.
 */
export const dniSchema = (invalid: string, tooLong: string, max = 20) =>
  z
    .string({ error: invalid })
    .trim()
    .max(max, tooLong)
    .transform(normaliseDni)
    .superRefine(checked(dniProblem))
    .default('');

/** An optional Spanish phone, as `dniSchema`. */
export const phoneSchema = (invalid: string, tooLong: string, max = 30) =>
  z
    .string({ error: invalid })
    .trim()
    .max(max, tooLong)
    .transform(normalisePhone)
    .superRefine(checked(phoneProblem))
    .default('');
