/**
 * The texts of the centres' sign-in page (entrar.html, src/sign-in), which loads without
 * i18next or the app's catalogues: a phone's first visit. The app's catalogues (es.ts, ca.ts)
 * take these same objects, so every text is written once.
 */
export const FIRST_PAGE_TEXTS = {
  es: {
    app: {
      title: 'Autoevaluación del centro',
      language: 'Idioma',
      languages: { es: 'Español', ca: 'Català' },
    },
    signIn: {
      title: 'Entrar',
      intro: 'Acceso de los centros educativos a su autoevaluación.',
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Entrar',
      forgot: '¿Ha olvidado la contraseña?',
      required: 'Escriba el correo electrónico y la contraseña.',
      expired: 'La sesión ha caducado. Vuelva a entrar.',
      refusals: {
        BAD_CREDENTIALS: 'El correo electrónico o la contraseña no son correctos.',
        INACTIVE: 'La cuenta está desactivada. Contacte con la administración del programa.',
        LOCKED:
          'Demasiados intentos de inicio de sesión. Espere unos minutos e inténtelo de nuevo.',
        ADMINISTRATOR:
          'Esta cuenta es de administración. Entre en el back-office para gestionar el programa.',
        NO_CENTRE:
          'La cuenta no tiene un centro asignado. Contacte con la administración del programa.',
        CENTRE_INACTIVE:
          'El centro no está activo en el programa. Contacte con la administración del programa.',
      },
      adminLink: 'Ir al back-office',
      failed: 'No se ha podido entrar. Compruebe la conexión e inténtelo de nuevo.',
    },
  },
  ca: {
    app: {
      title: 'Autoavaluació del centre',
      language: 'Idioma',
      languages: { es: 'Español', ca: 'Català' },
    },
    signIn: {
      title: 'Entra',
      intro: 'Accés dels centres educatius a la seva autoavaluació.',
      email: 'Correu electrònic',
      password: 'Contrasenya',
      submit: 'Entra',
      forgot: 'Heu oblidat la contrasenya?',
      required: 'Escriviu el correu electrònic i la contrasenya.',
      expired: 'La sessió ha caducat. Torneu a entrar.',
      refusals: {
        BAD_CREDENTIALS: 'El correu electrònic o la contrasenya no són correctes.',
        INACTIVE: 'El compte està desactivat. Contacteu amb l’administració del programa.',
        LOCKED: 'Massa intents d’inici de sessió. Espereu uns minuts i torneu-ho a provar.',
        ADMINISTRATOR:
          'Aquest compte és d’administració. Entreu al back-office per gestionar el programa.',
        NO_CENTRE:
          'El compte no té cap centre assignat. Contacteu amb l’administració del programa.',
        CENTRE_INACTIVE:
          'El centre no està actiu al programa. Contacteu amb l’administració del programa.',
      },
      adminLink: 'Ves al back-office',
      failed: 'No s’ha pogut entrar. Comproveu la connexió i torneu-ho a provar.',
    },
  },
} as const;

export type FirstPageTexts = (typeof FIRST_PAGE_TEXTS)['es' | 'ca'];
