import { userExportFormatSchema } from '@eval/contracts/user-export';
import { userFilterSchema } from '@eval/contracts/users';
import { z } from 'zod';
import { jsonQuery } from '@eval/contracts/json-query';
import { CSV_TYPE, sendFile, XLSX_TYPE } from '../../lib/file-reply';
import type { AppModule } from '../../http/module';
import { sessionErrors } from '../../http/admin-routes';
import { exportUsers } from './user-export';
import { transferDeadline } from '../../lib/transfer-deadline';

/**
 * GET /v1/users/export (issue 19): every user matching the list's current filter (the same
 * `filter` JSON as GET /v1/users; absent = active users, as the list shows them), not one page.
 */
export const userExportModule: AppModule = async (app, { db, config }) => {
  app.get(
    '/v1/users/export',
    {
      config: { access: 'admin', download: [CSV_TYPE, XLSX_TYPE] },
      handlerTimeout: transferDeadline(config),
      schema: {
        tags: ['users'],
        summary: 'Exporta los usuarios del filtro actual (CSV con ";" o Excel)',
        querystring: z.strictObject({
          filter: jsonQuery(userFilterSchema).optional(),
          format: userExportFormatSchema,
        }),
        response: sessionErrors,
      },
    },
    async (request, reply) => {
      const { filter, format } = request.query;
      const body = await exportUsers(db, filter ?? {}, format);
      return sendFile(reply, `usuarios.${format}`, format === 'csv' ? CSV_TYPE : XLSX_TYPE, body);
    },
  );
};
