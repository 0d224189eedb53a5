import type { Language } from '@eval/contracts/languages';
import { api } from '../../lib/api';

/** Calls every screen of the shell needs: the language list, loaded at start-up (spec §2). */
export const shellApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLanguages: build.query<Language[], undefined>({
      query: () => '/v5/languages',
      transformResponse: (response: { data: Language[] }) => response.data,
      providesTags: ['Language'],
    }),
  }),
});

export const { useGetLanguagesQuery } = shellApi;
