import { defineCall } from '../call';
import { apiErrorSchema } from '../common';
import {
  forgotPasswordBodySchema,
  linkCheckBodySchema,
  linkCheckResponseSchema,
  messageResponseSchema,
  setPasswordBodySchema,
  setPasswordResponseSchema,
} from '../passwords';
import { CHECK_LINK_PATH, FORGOT_PASSWORD_PATH, SET_PASSWORD_PATH } from './password-paths';

const tags = ['auth'];
/** A public password call's refusals: bad input, too many requests from the address. */
const passwordErrors = { 400: apiErrorSchema, 429: apiErrorSchema };

/**
 * The public password calls (spec §7), behind the e-mailed link and the login pages' "forgot
 * password" link, of the back-office and of the centre app.
 */
export const passwordCalls = {
  setPassword: defineCall({
    method: 'POST',
    path: SET_PASSWORD_PATH,
    access: 'public',
    summary: 'Establece la contraseña con el enlace recibido por correo',
    tags,
    body: setPasswordBodySchema,
    responses: { 200: setPasswordResponseSchema, ...passwordErrors },
  }),
  checkLink: defineCall({
    method: 'POST',
    path: CHECK_LINK_PATH,
    access: 'public',
    summary:
      'Comprueba, sin gastarlo, que un enlace para establecer la contraseña sigue valiendo (no usado ni caducado)',
    tags,
    body: linkCheckBodySchema,
    responses: { 200: linkCheckResponseSchema, ...passwordErrors },
  }),
  forgotPassword: defineCall({
    method: 'POST',
    path: FORGOT_PASSWORD_PATH,
    access: 'public',
    summary: 'Envía un enlace para restablecer la contraseña (misma respuesta siempre)',
    tags,
    body: forgotPasswordBodySchema,
    responses: { 200: messageResponseSchema, ...passwordErrors },
  }),
};
