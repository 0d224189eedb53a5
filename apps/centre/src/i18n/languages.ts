import type { LanguageCode } from '@eval/contracts/common';
import { appStorage, STORAGE_KEYS } from '../lib/storage-keys';

/** The app's languages (domain.md: ES, the default, and CA), as i18next codes. */
export const APP_LANGUAGES = ['es', 'ca'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

const isAppLanguage = (value: string): value is AppLanguage =>
  (APP_LANGUAGES as readonly string[]).includes(value);

/** A user's `language_id` (ES, CA, …) as an app language; anything else is Spanish. */
export function appLanguageOf(languageId: string | null | undefined): AppLanguage {
  const code = (languageId ?? '').trim().toLowerCase();
  return isAppLanguage(code) ? code : 'es';
}

/** The API's language codes of the app languages (the `language` header, the `lang` query). */
const API_LANGUAGES = { es: 'ES', ca: 'CA' } as const satisfies Record<AppLanguage, LanguageCode>;

/** The `language` header of the API for an app language (ES, CA). */
export const apiLanguageOf = (language: AppLanguage): LanguageCode => API_LANGUAGES[language];

/** The language chosen in this browser, if any. */
export function storedLanguage(): AppLanguage | null {
  const value = appStorage()?.getItem(STORAGE_KEYS.language);
  return value && isAppLanguage(value) ? value : null;
}

/**
 * The language an e-mailed link asks for (`?lang=CA`, app-links.ts in the API): the page opens
 * in the e-mail's language, and the choice is kept as if made with the switch, so the pages the
 * person goes on to (sign-in, forgot password, home) stay in it.
 */
export function linkLanguage(search: string): AppLanguage | null {
  const asked = new URLSearchParams(search).get('lang');
  return asked === null ? null : appLanguageOf(asked);
}

export function storeLanguage(language: AppLanguage): void {
  appStorage()?.setItem(STORAGE_KEYS.language, language);
}
