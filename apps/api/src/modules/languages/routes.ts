import { languagesResponseSchema } from '@eval/contracts/languages';
import type { AppModule } from '../../http/module';
import { listLanguages } from './repository';

/** The programme's languages (spec §2): the list the client loads before anyone signs in. */
export const languagesModule: AppModule = async (app, { db }) => {
  app.get(
    '/v5/languages',
    {
      // Public: the client loads the list at start-up, before anyone signs in (spec §2), and
      // it holds no personal data.
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: 'Idiomas del programa',
        response: { 200: languagesResponseSchema },
      },
    },
    async () => ({ data: await listLanguages(db) }),
  );
};
