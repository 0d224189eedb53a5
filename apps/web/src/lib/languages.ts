import { useMemo } from 'react';
import {
  LANGUAGE_CODES,
  LANGUAGES_PATH,
  type LanguageCode,
} from '@eval/contracts/client-constants';
import type { languageCalls } from '@eval/contracts/calls/languages';
import type { Language } from '@eval/contracts/languages';
import { api, type DataOf } from './api';

/**
 * GET /v5/languages: the language list, loaded at start-up (spec §2), public. The declaration's
 * path constant and its types only (`import type`), as the login call: the list loads right
 * after the login page is drawn, where the declaration would bring zod and its schemas.
 */
const languagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLanguages: build.query<DataOf<typeof languageCalls.list>, undefined>({
      query: () => ({
        url: LANGUAGES_PATH satisfies (typeof languageCalls.list)['path'],
        method: 'GET' satisfies (typeof languageCalls.list)['method'],
      }),
      providesTags: ['Language'],
    }),
  }),
});

export const { useGetLanguagesQuery } = languagesApi;

/** A language an administrator can choose: its code (sent to the API) and its name. */
export interface LanguageOption {
  code: LanguageCode;
  name: string;
}

const isKnownCode = (id: string): id is LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(id);

/**
 * The choices of a language picker from the loaded list, in its order. A language the API does
 * not accept in a `language` header or field (unknown to the contract) is left out. Until the
 * list has loaded (or if it cannot be), the contract's codes stand in, named by their code, so
 * a screen is never left without a language to choose.
 */
export function languageOptions(list: readonly Language[] | undefined): LanguageOption[] {
  const known = (list ?? []).flatMap((language) =>
    isKnownCode(language.id) ? [{ code: language.id, name: language.name }] : [],
  );
  return known.length > 0 ? known : LANGUAGE_CODES.map((code) => ({ code, name: code }));
}

/** The language choices of every picker: the list loaded at start-up (spec §2). */
export function useLanguageOptions(): LanguageOption[] {
  const { data } = useGetLanguagesQuery(undefined);
  // The same array while the list is the same: grids rebuild their columns from it.
  return useMemo(() => languageOptions(data), [data]);
}
