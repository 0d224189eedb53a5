import { plainInputErrors } from '../invalid-body';

/**
 * Options of a route that writes a centre or a course: when the body is invalid, a 400 whose
 * message is the spec's own text (§5, §8) if that is what the schema reported — e.g. a missing
 * required field of a centre gives 'Todos los campos deben estar rellenados' — and the generic
 * Spanish message otherwise. The details list every field at fault either way.
 */
export function specBody<O extends object>(options: O, specMessage: string) {
  return plainInputErrors(options, [specMessage]);
}
