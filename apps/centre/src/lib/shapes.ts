import type { SessionUser } from '@eval/contracts/auth';
import {
  CENTRE_LOGIN_REFUSALS,
  type CentreLoginRefusal,
} from '@eval/contracts/centre-app-constants';
import type { ApiError } from '@eval/contracts/common';
import type { AnswerBody } from '@eval/contracts/quizzes';

/**
 * The few shapes the app checks at run time (a stored session, an error body, a stored pending
 * answer, a sign-in refusal), written without zod: the contracts' schemas would bring ~50 kB of
 * gzip into the first load for these checks alone. `shapes.test.ts` holds each check to its
 * schema in the contracts on the same samples.
 */

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => Number.isInteger(value);
const isString = (value: unknown): value is string => typeof value === 'string';

/** `sessionUserSchema` (contracts/auth.ts): the session kept in local storage. */
export function isSessionUser(value: unknown): value is SessionUser {
  if (!isObject(value)) return false;
  const { secondFactorSetupRequired } = value;
  return (
    isString(value.token) &&
    isInt(value.perfil) &&
    isInt(value.id) &&
    isString(value.nombre) &&
    isString(value.apellidos) &&
    isString(value.email) &&
    isString(value.language_id) &&
    (value.centros_id === null || isInt(value.centros_id)) &&
    isInt(value.expiresAt) &&
    (secondFactorSetupRequired === undefined || typeof secondFactorSetupRequired === 'boolean')
  );
}

/** `apiErrorSchema` (contracts/common.ts): the `error` of a failed call's body, or null. */
export function apiErrorBody(value: unknown): ApiError['error'] | null {
  if (!isObject(value) || !isObject(value.error)) return null;
  const { code, message, details } = value.error;
  if (!isString(code) || !isString(message)) return null;
  return 'details' in value.error ? { code, message, details } : { code, message };
}

/** Most options one answer may carry (`answerBodySchema`, contracts/quizzes.ts). */
const MAX_OPTIONS = 50;

/** `answerBodySchema` (contracts/quizzes.ts, strict): a pending answer kept in local storage. */
export function isAnswerBody(value: unknown): value is AnswerBody {
  if (!isObject(value)) return false;
  if (Object.keys(value).some((key) => key !== 'respuestasIds' && key !== 'notApplicable'))
    return false;
  const { respuestasIds, notApplicable } = value;
  const idsOk =
    respuestasIds === undefined ||
    (Array.isArray(respuestasIds) &&
      respuestasIds.length <= MAX_OPTIONS &&
      respuestasIds.every((id) => isInt(id) && id > 0));
  return idsOk && (notApplicable === undefined || typeof notApplicable === 'boolean');
}

/** `centreLoginErrorDetailsSchema` (contracts/centre-app.ts): the refusal's reason, or null. */
export function refusalReason(details: unknown): CentreLoginRefusal | null {
  if (!isObject(details)) return null;
  const { reason } = details;
  return CENTRE_LOGIN_REFUSALS.find((r) => r === reason) ?? null;
}
