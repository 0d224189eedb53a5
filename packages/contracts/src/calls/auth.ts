import { loginBodySchema, loginResponseSchema, sessionResponseSchema } from '../auth';
import { defineCall } from '../call';
import { centreLoginResponseSchema } from '../centre-app';
import { apiErrorSchema } from '../common';
import {
  forgotPasswordBodySchema,
  messageResponseSchema,
  setPasswordBodySchema,
} from '../passwords';
import { totpLoginBodySchema } from '../second-factor';
import { LOGIN_PATH, LOGIN_WITH_CODE_PATH, LOGOUT_PATH } from './sign-in-paths';

const tags = ['auth'];
/** A sign-in's refusals: bad input, wrong credentials (or code), too many attempts. */
const signInErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema };
/** A public password call's refusals: bad input, too many requests from the address. */
const passwordErrors = { 400: apiErrorSchema, 429: apiErrorSchema };

/**
 * Signing in and out (spec §7 "Authentication and users"; docs/security.md): the back-office's
 * sign-in and its second step, the centre app's sign-in, and the public password calls behind
 * the e-mailed link and the login page's link.
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
    path: '/v15/centro/auth/login',
    access: 'public',
    summary: 'Inicia sesión en la app de centros (perfiles distintos de administrador)',
    tags: ['centre'],
    body: loginBodySchema,
    // 403: a person of no centre, or an administrator (centre-login.ts).
    responses: { 200: centreLoginResponseSchema, ...signInErrors, 403: apiErrorSchema },
  }),
  setPassword: defineCall({
    method: 'POST',
    path: '/v1/auth/set-password',
    access: 'public',
    summary: 'Establece la contraseña con el enlace recibido por correo',
    tags,
    body: setPasswordBodySchema,
    responses: { 200: messageResponseSchema, ...passwordErrors },
  }),
  forgotPassword: defineCall({
    method: 'POST',
    path: '/v1/auth/forgot-password',
    access: 'public',
    summary: 'Envía un enlace para restablecer la contraseña (misma respuesta siempre)',
    tags,
    body: forgotPasswordBodySchema,
    responses: { 200: messageResponseSchema, ...passwordErrors },
  }),
};
