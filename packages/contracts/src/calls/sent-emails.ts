import { defineCall } from '../call';
import { apiErrorSchema } from '../common';
import {
  sentEmailFilterSchema,
  sentEmailParamsSchema,
  sentEmailResponseSchema,
  sentEmailSetupSchema,
  sentEmailsResponseSchema,
} from '../emails';
import { optionalJsonQuery } from '../json-query';

const tags = ['emails'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The sent e-mail tracker (spec §2 Correos enviados, §7 GET /v15/sent-emails). */
export const sentEmailCalls = {
  list: defineCall({
    method: 'GET',
    path: '/v15/sent-emails',
    access: 'admin',
    scope: 'scoped',
    summary: 'Correos enviados, paginados y filtrados',
    tags,
    query: optionalJsonQuery({ setup: sentEmailSetupSchema, filter: sentEmailFilterSchema }),
    responses: { 200: sentEmailsResponseSchema, ...errors },
  }),
  resend: defineCall({
    method: 'POST',
    path: '/v15/sent-emails/:id/resend',
    access: 'admin',
    scope: 'scoped',
    summary: 'Reenvía un correo no enviado y devuelve su estado',
    tags,
    params: sentEmailParamsSchema,
    // Not found, or already sent (or held by another instance right now): 404, 409.
    responses: {
      200: sentEmailResponseSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
      ...errors,
    },
  }),
};
