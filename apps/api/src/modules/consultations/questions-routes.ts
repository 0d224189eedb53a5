import { consultationQuestionCalls } from '@eval/contracts/calls/consultations';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { allowBodilessDelete } from '../../plugins/bodiless-delete';
import { createQuestion, editQuestion, listQuestions, removeQuestion } from './questions-service';

/**
 * Each group's consultation questionnaire, edited by administrators (declared in
 * contracts/calls/consultations.ts, `consultationQuestionCalls`). National data: the auth
 * plugin refuses a scoped or read-only administrator's writes; the audit plugin records each.
 */
export const consultationQuestionsModule: AppModule = async (app, { db }) => {
  allowBodilessDelete(app);
  app.route({
    ...routeOf(consultationQuestionCalls.list),
    handler: async (request) => ({ data: await listQuestions(db, request.query.grupo) }),
  });
  app.route({
    ...routeOf(consultationQuestionCalls.create),
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createQuestion(db, request.body) }),
  });
  app.route({
    ...routeOf(consultationQuestionCalls.update),
    handler: async (request) => ({
      data: await editQuestion(db, request.params.id, request.body, request.audit),
    }),
  });
  app.route({
    ...routeOf(consultationQuestionCalls.remove),
    handler: async (request) => ({
      data: await removeQuestion(db, request.params.id, request.audit),
    }),
  });
};
