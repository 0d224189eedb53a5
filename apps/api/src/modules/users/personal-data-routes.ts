import { userCalls } from '@eval/contracts/calls/users';
import { auditLog } from '../../db/schema/index';
import { sendFile } from '../../lib/file-reply';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { erasePersonalData } from './personal-data-erasure';
import { collectPersonalData, personalDataZip } from './personal-data-export';

/**
 * A person's rights of access and erasure (issue 28; docs/privacy.md), from the user's row
 * menu: "Exportar datos personales" (a ZIP of JSON and CSV) and "Suprimir datos personales".
 * Declared in contracts/calls/users.ts.
 */
export const personalDataModule: AppModule = async (app, { db }) => {
  app.route({
    ...routeOf(userCalls.personalData),
    handler: async (request, reply) => {
      const { id } = request.params;
      const data = await collectPersonalData(db, id);
      // A read, so the audit plugin does not record it: an export of personal data is.
      await db.insert(auditLog).values({
        user_id: request.user.id,
        action: 'GET /v1/users/:id/personal-data',
        entity: 'users/personal-data',
        entity_id: String(id),
        before: null,
        after: { exportado: 'datos personales' },
      });
      return sendFile(
        reply,
        `datos-personales-${id}.zip`,
        'application/zip',
        personalDataZip(data),
      );
    },
  });

  app.route({
    ...routeOf(userCalls.erasePersonalData),
    handler: async (request) => ({
      data: await erasePersonalData(db, request.params.id, request.user.id, request.audit),
    }),
  });
};
