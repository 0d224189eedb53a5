import { languageCalls } from '@eval/contracts/calls/languages';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { listLanguages } from './repository';

/** The programme's languages (spec §2), declared in contracts/calls/languages.ts. */
export const languagesModule: AppModule = async (app, { db }) => {
  app.route({
    ...routeOf(languageCalls.list),
    handler: async () => ({ data: await listLanguages(db) }),
  });
};
