-- The answer save keeps the current questionnaire (questions, their options and types)
-- in memory per version of the `reference` data channel (modules/quizzes/questionnaire-cache.ts)
-- instead of reading it on every answer. These tables now change that channel as claves and the
-- other reference tables already do (migration 0004), so an edit in any instance is seen by all.
CREATE CONSTRAINT TRIGGER "preguntas_data_version" AFTER INSERT OR UPDATE OR DELETE ON "preguntas"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version('reference');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "respuestas_data_version" AFTER INSERT OR UPDATE OR DELETE ON "respuestas"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version('reference');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tipos_data_version" AFTER INSERT OR UPDATE OR DELETE ON "tipos"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version('reference');
