import { defineCall } from '../call';
import { LANGUAGES_PATH } from '../client-constants';
import { languagesResponseSchema } from '../languages';

/** The programme's languages (spec §2). */
export const languageCalls = {
  list: defineCall({
    method: 'GET',
    path: LANGUAGES_PATH,
    // Public: the client loads the list at start-up, before anyone signs in (spec §2), and it
    // holds no personal data.
    access: 'public',
    summary: 'Idiomas del programa',
    tags: ['users'],
    responses: { 200: languagesResponseSchema },
  }),
};
