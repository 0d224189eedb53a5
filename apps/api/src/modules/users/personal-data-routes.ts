import { userCalls } from '@eval/contracts/calls/users';
import { sendFile } from '../../lib/file-reply';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { erasePersonalData } from './personal-data-erasure';
import { assertUserIdInScope } from './scope-rules';
import { insertPersonalDataExportLine } from './personal-data-repository';
import { personalDataCsvs } from './personal-data-csv';
import { collectPersonalData, personalDataZip } from './personal-data-export';

/**
 * A person's rights of access and erasure (docs/privacy.md), from the user's row
 * menu: "Exportar datos personales" (a ZIP of JSON and CSV) and "Suprimir datos personales".
 * Declared in contracts/calls/users.ts.
 */
export const personalDataModule: AppModule = async (app, { db }) => {
  app.route({
    ...routeOf(userCalls.personalData),
    handler: async (request, reply) => {
      const { id } = request.params;
      await assertUserIdInScope(db, request.user.scope, id);
      const data = await collectPersonalData(db, id);
      const csvs = await personalDataCsvs(db, data);
      // A read, so the audit plugin does not record it: an export of personal data is.
      await insertPersonalDataExportLine(db, request.user.id, id);
      return sendFile(
        reply,
        `datos-personales-${id}.zip`,
        'application/zip',
        personalDataZip(data, csvs),
      );
    },
  });

  app.route({
    ...routeOf(userCalls.erasePersonalData),
    handler: async (request) => ({
      data: await erasePersonalData(db, request.params.id, request.user, request.audit),
    }),
  });
};
