import { mailTemplateCalls } from '@eval/contracts/calls/mail-templates';
import { TEMPLATE_MESSAGES } from '@eval/contracts/mail-templates';
import { AppError } from '../../lib/errors';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { addVersion, insertReminderTemplate, listTemplates } from './repository';
import { currentTemplate, templateDetail, versionContent } from './template-reads';
import { checkTemplate, previewContent } from './template-service';

/**
 * Plantillas de correo (docs/campaigns.md; declared in contracts/calls/mail-templates.ts):
 * every e-mail the system sends, in ES and CA, with every saved version kept and restorable.
 */
export const templatesModule: AppModule = async (app, { db, config }) => {
  app.route({
    ...routeOf(mailTemplateCalls.list),
    handler: async () => ({ data: await listTemplates(db) }),
  });

  app.route({
    ...routeOf(mailTemplateCalls.get),
    handler: async (request) => ({ data: await templateDetail(db, request.params.id) }),
  });

  app.route({
    ...routeOf(mailTemplateCalls.preview),
    handler: async (request) => {
      const { kind, ...content } = request.body;
      return { data: previewContent(kind, content, config.PUBLIC_URL) };
    },
  });

  app.route({
    ...routeOf(mailTemplateCalls.create),
    handler: async (request, reply) => {
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
  });

  app.route({
    ...routeOf(mailTemplateCalls.save),
    handler: async (request) => {
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const before = await currentTemplate(tx, id);
        checkTemplate(before.kind, request.body);
        await addVersion(tx, id, request.body, request.user.id);
        await request.audit(tx, { before });
      });
      return { data: await templateDetail(db, id) };
    },
  });

  app.route({
    ...routeOf(mailTemplateCalls.restore),
    handler: async (request) => {
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
  });
};
