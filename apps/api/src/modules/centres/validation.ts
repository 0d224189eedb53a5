import type { FastifyRequest } from 'fastify';
import { rejectInvalidInput } from '../invalid-body';

/**
 * For routes registered with `attachValidation`: when the body was invalid, throws a 400 whose
 * message is the spec's own text (§5, §8) if that is what the schema reported — e.g. a missing
 * required field of a centre gives 'Todos los campos deben estar rellenados' — and the generic
 * Spanish message otherwise. The details list every field at fault either way.
 */
export function rejectInvalidBody(request: FastifyRequest, specMessage: string): void {
  rejectInvalidInput(request, [specMessage]);
}
