import { COMMON_MESSAGES, MAX_JSON_DEPTH } from './common';
import { z } from 'zod';
import { jsonDepthExceeds } from './json-depth';
import { nulPath } from './nul-text';

/**
 * A query parameter that carries JSON (`filter`, `setup`; domain.md API conventions): the string
 * is parsed, then validated by `schema`. Malformed JSON, nesting deeper than MAX_JSON_DEPTH and
 * text holding the NUL character (written `\u0000` inside the JSON, so the central input guard
 * cannot see it in the raw query) become validation issues, so the central error handler answers
 * 400 like for any other invalid input, never 500. Pass strict objects (`z.strictObject`) so
 * unknown fields are rejected too.
 */
export function jsonQuery<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .transform((text, ctx): unknown => {
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
        ctx.addIssue({ code: 'custom', message: COMMON_MESSAGES.tooDeep });
        return z.NEVER;
      }
      let value: unknown;
      try {
        value = JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: COMMON_MESSAGES.badQueryJson });
        return z.NEVER;
      }
      const nulAt = nulPath(value);
      if (nulAt !== null) {
        ctx.addIssue({
          code: 'custom',
          message: COMMON_MESSAGES.nulCharacter,
          path: nulAt === '' ? [] : nulAt.split('.'),
        });
        return z.NEVER;
      }
      return value;
    })
    .pipe(schema);
}

/**
 * The query of a route whose parameters are optional JSON (`setup`, `filter`…): each one
 * `jsonQuery(schema).optional()`, in the order given, and no other parameter accepted.
 */
export function optionalJsonQuery<T extends Record<string, z.ZodType>>(schemas: T) {
  const shape = Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [name, jsonQuery(schema).optional()]),
  ) as { [K in keyof T]: z.ZodOptional<ReturnType<typeof jsonQuery<T[K]>>> };
  return z.strictObject(shape);
}
