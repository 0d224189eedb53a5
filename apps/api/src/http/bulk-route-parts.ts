import { bulkCountResponseSchema } from '@eval/contracts/bulk-actions';
import { apiErrorSchema } from '@eval/contracts/common';
import { z } from 'zod';
import { jsonQuery } from '@eval/contracts/json-query';
import { sessionErrors } from './admin-routes';

/** Answers of a bulk call besides its success: bad input, no session, not admin, refused rows. */
export const bulkErrors = { ...sessionErrors, 409: apiErrorSchema };

/** A selection of 50,000 ids is ~400 KB of JSON; the default 1 MB would do, with little margin. */
export const BULK_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * Route options of `GET …/bulk/count?selection=<JSON>`: a GET, because counting changes nothing
 * and so is no write for the audit log.
 */
export function bulkCountRoute<S extends z.ZodType>(selection: S, tags: string[], summary: string) {
  return {
    config: { access: 'admin' as const },
    schema: {
      tags,
      summary,
      querystring: z.strictObject({ selection: jsonQuery(selection) }),
      response: { 200: bulkCountResponseSchema, ...bulkErrors },
    },
  };
}
