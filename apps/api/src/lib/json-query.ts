import { COMMON_MESSAGES } from '@eval/contracts/common';
import { z } from 'zod';

/**
 * A query parameter that carries JSON (`filter`, `setup`; domain.md API conventions): the string
 * is parsed, then validated by `schema`. Malformed JSON becomes a validation issue, so the
 * central error handler answers 400 like for any other invalid input, never 500. Pass strict
 * objects (`z.strictObject`) so unknown fields are rejected too.
 */
export function jsonQuery<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: COMMON_MESSAGES.badQueryJson });
        return z.NEVER;
      }
    })
    .pipe(schema);
}
