import { apiErrorSchema } from '@eval/contracts/common';
import { erasureResponseSchema } from '@eval/contracts/personal-data';
import { userIdParamsSchema } from '@eval/contracts/users';
import { auditLog } from '../../db/schema/index';
import { sendFile } from '../../lib/file-reply';
import type { AppModule } from '../../http/module';
import { sessionErrors } from '../../http/admin-routes';
import { erasePersonalData } from './personal-data-erasure';
import { collectPersonalData, personalDataZip } from './personal-data-export';

/**
 * A person's rights of access and erasure (issue 28; docs/privacy.md), from the user's row
 * menu: "Exportar datos personales" (a ZIP of JSON and CSV) and "Suprimir datos personales".
 */
export const personalDataModule: AppModule = async (app, { db }) => {
  app.get(
    '/v1/users/:id/personal-data',
    {
      config: { access: 'admin', download: ['application/zip'] },
      schema: {
        tags: ['users'],
        summary: 'Exporta todo lo que el sistema guarda de una persona (ZIP de JSON y CSV)',
        params: userIdParamsSchema,
        response: { 404: apiErrorSchema, ...sessionErrors },
      },
    },
    async (request, reply) => {
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
  );

  app.post(
    '/v1/users/:id/personal-data/erase',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Suprime (seudonimiza para siempre) los datos personales de una persona',
        params: userIdParamsSchema,
        response: {
          200: erasureResponseSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...sessionErrors,
        },
      },
    },
    async (request) => ({
      data: await erasePersonalData(db, request.params.id, request.user.id, request.audit),
    }),
  );
};
