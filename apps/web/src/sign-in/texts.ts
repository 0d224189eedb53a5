/**
 * The texts of the back-office sign-in (`/auth/login`, auth/login.html, src/sign-in): the
 * form's (spec §2, §5), the line that sends a centre's people to their app, and the second
 * step of an administrator with a second factor (docs/security.md).
 */
export const LOGIN_FORM_TEXT = {
  title: 'Iniciar sesión',
  email: 'Correo electrónico',
  password: 'Contraseña',
  submit: 'Iniciar sesión',
  forgotPassword: '¿Ha olvidado su contraseña?',
  emailRequired: 'Introduzca su correo electrónico.',
  passwordRequired: 'Introduzca su contraseña.',
} as const;

/** The static line that sends a centre's people to their app (`/centro/`). */
export const CENTRE_APP_LINE = {
  question: '¿Es usted de un centro educativo?',
  link: 'Entre en su aplicación',
} as const;

export const SECOND_FACTOR_STEP_TEXT = {
  title: 'Verificación en dos pasos',
  codeHelp: 'Escriba el código de 6 cifras que muestra su aplicación de autenticación.',
  recoveryHelp: 'Escriba uno de los códigos de recuperación que guardó al activar la verificación.',
  code: 'Código de verificación',
  recoveryCode: 'Código de recuperación',
  submit: 'Verificar',
  useRecovery: 'Usar un código de recuperación',
  useCode: 'Usar el código de la aplicación',
  back: 'Volver a iniciar sesión',
  required: 'Escriba el código.',
  failed: 'No se ha podido comprobar el código. Inténtelo de nuevo.',
} as const;
