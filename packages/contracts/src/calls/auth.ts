import { loginBodySchema, loginResponseSchema, sessionResponseSchema } from '../auth';
import { defineCall } from '../call';
import { centreLoginResponseSchema } from '../centre-app';
import { apiErrorSchema } from '../common';
import { messageResponseSchema } from '../passwords';
import { totpLoginBodySchema } from '../second-factor';
import { CENTRE_LOGIN_PATH, LOGIN_PATH, LOGIN_WITH_CODE_PATH } from './sign-in-paths';
import { LOGOUT_PATH } from './sign-out-path';

const tags = ['auth'];
/** A sign-in's refusals: bad input, wrong credentials (or code), too many attempts. */
const signInErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema };

/**
 * Signing in and out (spec §7 "Authentication and users"; docs/security.md): the back-office's
 * sign-in and its second step, and the centre app's sign-in. The password calls are in
 * passwords.ts: the web's password pages import them without these calls' schemas.
 */
export const authCalls = {
  login: defineCall({
    method: 'POST',
    path: LOGIN_PATH,
    access: 'public',
    summary: 'Inicia sesión con correo electrónico y contraseña',
    tags,
    body: loginBodySchema,
    responses: { 200: loginResponseSchema, ...signInErrors },
  }),
  loginWithCode: defineCall({
    method: 'POST',
    path: LOGIN_WITH_CODE_PATH,
    access: 'public',
    summary: 'Segundo paso del inicio de sesión: el reto y un código (o uno de recuperación)',
    tags,
    body: totpLoginBodySchema,
    responses: { 200: sessionResponseSchema, ...signInErrors },
  }),
  logout: defineCall({
    method: 'POST',
    path: LOGOUT_PATH,
    access: 'authenticated',
    summary: 'Cierra la sesión: el token que lleva la petición deja de valer',
    tags,
    responses: { 200: messageResponseSchema, 401: apiErrorSchema },
  }),
  centreLogin: defineCall({
    method: 'POST',
    path: CENTRE_LOGIN_PATH,
    access: 'public',
    summary: 'Inicia sesión en la app de centros (perfiles distintos de administrador)',
    tags: ['centre'],
    body: loginBodySchema,
    // 403: a person of no centre or of an inactive one, or an administrator (centre-login.ts).
    responses: { 200: centreLoginResponseSchema, ...signInErrors, 403: apiErrorSchema },
  }),
};
