import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ca } from './ca';
import { es } from './es';
import { linkLanguage, storedLanguage, storeLanguage, type AppLanguage } from './languages';

/**
 * The app's one i18next instance. Both catalogues are bundled (a few kB): the language can be
 * switched without a request, and a phone that loses its connection keeps its texts.
 */
export const i18n = i18next.createInstance();

// An e-mailed link's language wins over the one stored, and is remembered (languages.ts).
const fromLink = typeof window === 'undefined' ? null : linkLanguage(window.location.search);
if (fromLink) storeLanguage(fromLink);

void i18n.use(initReactI18next).init({
  resources: { es: { translation: es }, ca: { translation: ca } },
  lng: storedLanguage() ?? 'es',
  fallbackLng: 'es',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The current app language. */
export const currentLanguage = (): AppLanguage => (i18n.language === 'ca' ? 'ca' : 'es');

declare module 'i18next' {
  // Keys of t() are checked against the Spanish catalogue at compile time.
  interface CustomTypeOptions {
    resources: { translation: typeof es };
  }
}
