import { apiErrorSchema } from '@eval/contracts/common';
import {
  createTemplateBodySchema,
  TEMPLATE_MESSAGES,
  templateContentSchema,
  templateParamsSchema,
  templatePreviewBodySchema,
  templatePreviewResponseSchema,
  templateResponseSchema,
  templatesResponseSchema,
  templateVersionParamsSchema,
} from '@eval/contracts/mail-templates';
import { AppError } from '../../lib/errors';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors';
import type { AppModule } from '../../http/module';
import { accessErrors, adminRoutes } from '../../http/admin-routes';
import {
  addVersion,
  currentTemplate,
  insertReminderTemplate,
  listTemplates,
  templateDetail,
  versionContent,
} from './repository';
import { checkTemplate, previewContent } from './template-service';

const route = adminRoutes(['templates'], accessErrors);

/**
 * Plantillas de correo (issue 18, docs/campaigns.md): every e-mail the system sends, in ES and
 * CA, with every saved version kept and restorable.
 */
export const templatesModule: AppModule = async (app, { db, config }) => {
  app.get(
    '/v15/mail-templates',
    route.ok('Plantillas de correo', {}, templatesResponseSchema),
    async () => ({ data: await listTemplates(db) }),
  );

  app.get(
    '/v15/mail-templates/:id',
    route.ok(
      'Una plantilla con sus versiones',
      { params: templateParamsSchema },
      templateResponseSchema,
    ),
    async (request) => ({ data: await templateDetail(db, request.params.id) }),
  );

  app.post(
    '/v15/mail-templates/preview',
    route.ok(
      'Vista previa de una plantilla sin guardar, en castellano y catalán',
      { body: templatePreviewBodySchema },
      templatePreviewResponseSchema,
    ),
    async (request) => {
      const { kind, ...content } = request.body;
      return { data: previewContent(kind, content, config.PUBLIC_URL) };
    },
  );

  app.post(
    '/v15/mail-templates',
    adminRoutes(['templates'], { ...accessErrors, 409: apiErrorSchema }).created(
      'Crea una plantilla de recordatorio',
      { body: createTemplateBodySchema },
      templateResponseSchema,
    ),
    async (request, reply) => {
      const { nombre, ...content } = request.body;
      checkTemplate('reminder', content);
      try {
        const id = await db.transaction(async (tx) => {
          const created = await insertReminderTemplate(tx, nombre);
          await addVersion(tx, created, content, request.user.id);
          return created;
        });
        return reply.code(201).send({ data: await templateDetail(db, id) });
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION)
          throw new AppError('CONFLICT', TEMPLATE_MESSAGES.nameTaken);
        throw error;
      }
    },
  );

  app.put(
    '/v15/mail-templates/:id',
    route.ok(
      'Guarda una nueva versión de la plantilla',
      { params: templateParamsSchema, body: templateContentSchema },
      templateResponseSchema,
    ),
    async (request) => {
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const before = await currentTemplate(tx, id);
        checkTemplate(before.kind, request.body);
        await addVersion(tx, id, request.body, request.user.id);
        await request.audit(tx, { before });
      });
      return { data: await templateDetail(db, id) };
    },
  );

  app.post(
    '/v15/mail-templates/:id/versions/:versionId/restore',
    route.ok(
      'Restaura una versión anterior (se guarda como la más reciente)',
      { params: templateVersionParamsSchema },
      templateResponseSchema,
    ),
    async (request) => {
      const { id, versionId } = request.params;
      await db.transaction(async (tx) => {
        const before = await currentTemplate(tx, id);
        const content = await versionContent(tx, id, versionId);
        checkTemplate(before.kind, content);
        await addVersion(tx, id, content, request.user.id);
        await request.audit(tx, { before, after: content });
      });
      return { data: await templateDetail(db, id) };
    },
  );
};
