import type { z } from 'zod';
import type { adminRoutes } from '../../http/admin-routes';
import { plainInputErrors } from '../../http/invalid-body';

/**
 * Options of a route that writes a centre or a course: when the body is invalid, a 400 whose
 * message is the spec's own text (§5, §8) if that is what the schema reported — e.g. a missing
 * required field of a centre gives 'Todos los campos deben estar rellenados' — and the generic
 * Spanish message otherwise. The details list every field at fault either way.
 */
export function specBody<O extends object>(options: O, specMessage: string) {
  return plainInputErrors(options, [specMessage]);
}

/** `route` with every write's options through `specBody`: the writes of a centre, or of a course. */
export function specRoutes<E extends Record<number, z.ZodType>>(
  route: ReturnType<typeof adminRoutes<E>>,
  specMessage: string,
): ReturnType<typeof adminRoutes<E>> {
  return {
    ...route,
    created: (summary, parts, response) =>
      specBody(route.created(summary, parts, response), specMessage),
    ok: (summary, parts, response) => specBody(route.ok(summary, parts, response), specMessage),
  };
}
