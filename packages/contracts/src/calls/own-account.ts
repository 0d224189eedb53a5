import { sessionResponseSchema } from '../auth';
import { defineCall, withScope } from '../call';
import { apiErrorSchema } from '../common';
import {
  changePasswordBodySchema,
  ownLanguageResponseSchema,
  ownLanguageSchema,
} from '../own-account';

const tags = ['auth'];
/** Bad input or a wrong current password, no session, not an administrator, too many tries. */
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * "Mi cuenta": an administrator's own password and language, only their own row.
 * The second factor's calls are in calls/second-factor.ts.
 */
export const ownAccountCalls = withScope('own', {
  changePassword: defineCall({
    method: 'POST',
    path: '/v1/auth/account/password',
    access: 'admin',
    summary:
      'Cambia la contraseña propia con la actual; cierra las demás sesiones y devuelve una sesión nueva',
    tags,
    body: changePasswordBodySchema,
    responses: { 200: sessionResponseSchema, ...errors },
  }),
  setLanguage: defineCall({
    method: 'PUT',
    path: '/v1/auth/account/language',
    access: 'admin',
    summary: 'Cambia el idioma propio (el de los correos que recibe)',
    tags,
    body: ownLanguageSchema,
    responses: { 200: ownLanguageResponseSchema, ...errors },
  }),
});
