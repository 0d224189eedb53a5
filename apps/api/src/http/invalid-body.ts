import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { toErrorReply } from '../plugins/error-replies';

/**
 * For routes registered with `attachValidation`: when the input was invalid, throws a 400 whose
 * message is the first of the route's own plain texts the schema reported (the spec's "Todos los
 * campos deben estar rellenados", a user field's "El nombre es obligatorio.") and the generic
 * Spanish message otherwise. The details list every field at fault either way.
 */
export function rejectInvalidInput(request: FastifyRequest, plainMessages: readonly string[]) {
  const error = request.validationError;
  if (!error) return;
  const { body } = toErrorReply(error);
  const details = Array.isArray(body.error.details)
    ? (body.error.details as { message?: unknown }[])
    : [];
  const plain = details.find(
    (detail) => typeof detail.message === 'string' && plainMessages.includes(detail.message),
  );
  throw new AppError(
    'BAD_REQUEST',
    typeof plain?.message === 'string' ? plain.message : body.error.message,
    body.error.details,
  );
}

/**
 * Route options whose invalid input is answered by `rejectInvalidInput` with the route's own plain
 * texts: Fastify attaches the validation error instead of answering it, and the route's
 * preHandler, which runs right before the handler, throws the 400.
 */
export function plainInputErrors<O extends object>(options: O, plainMessages: readonly string[]) {
  return {
    ...options,
    attachValidation: true,
    preHandler: async (request: FastifyRequest) => rejectInvalidInput(request, plainMessages),
  };
}
