import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { toErrorReply } from '../../plugins/error-replies';

/**
 * For routes registered with `attachValidation`: when the body was invalid, throws a 400 whose
 * message is the spec's own text (§5, §8) if that is what the schema reported — e.g. a missing
 * required field of a centre gives 'Todos los campos deben estar rellenados' — and the generic
 * Spanish message otherwise. The details list every field at fault either way.
 */
export function rejectInvalidBody(request: FastifyRequest, specMessage: string): void {
  const error = request.validationError;
  if (!error) return;
  const { body } = toErrorReply(error);
  const details = body.error.details;
  const specified =
    Array.isArray(details) &&
    details.some((d) => (d as { message?: unknown }).message === specMessage);
  throw new AppError('BAD_REQUEST', specified ? specMessage : body.error.message, details);
}
