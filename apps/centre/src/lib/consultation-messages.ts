import type { TFunction } from 'i18next';
import { es } from '../i18n/es';
import { serverMessage } from './api-errors';

export type ConsultationErrorKey = keyof typeof es.consultations.errors;

/**
 * The server's consultation messages (CONSULTATION_MESSAGES) are Spanish; the catalogue holds
 * each word for word under `consultations.errors` (consultations.test.ts checks it), so a known
 * one is shown in the app's language.
 */
export function consultationErrorKey(message: string | null): ConsultationErrorKey | null {
  if (message === null) return null;
  const entry = Object.entries(es.consultations.errors).find(([, text]) => text === message);
  return entry ? (entry[0] as ConsultationErrorKey) : null;
}

/**
 * What a failed consultation call says: the server's message (in the app's language when the
 * catalogue knows it), else `fallback` (no answer: offline, or not JSON).
 */
export function consultationProblem(error: unknown, t: TFunction, fallback: string): string {
  const message = serverMessage(error);
  const key = consultationErrorKey(message);
  if (key) return t(`consultations.errors.${key}`);
  return message ?? fallback;
}
