CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Channels of cached aggregates (lib/versioned-cache.ts). Each is bumped at most once per
-- transaction, at commit time, by the deferred constraint triggers below.
INSERT INTO "data_versions" ("name") VALUES
  ('users'), ('centros'), ('evaluation_status'), ('sent_emails'), ('reference');--> statement-breakpoint
-- Deferred to commit so the counter row is locked for microseconds, not for the whole
-- transaction; the transaction-scoped advisory lock makes every committer take the counters in
-- one order (no deadlock between channels); the transaction-local setting makes a 5,000-row
-- insert bump its channel once.
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  channel text := TG_ARGV[0];
  bumped text := coalesce(current_setting('app.bumped_data_versions', true), '');
BEGIN
  IF position(',' || channel || ',' IN bumped) > 0 THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(7427001);
  UPDATE data_versions SET version = version + 1 WHERE name = channel;
  PERFORM set_config('app.bumped_data_versions',
    CASE WHEN bumped = '' THEN ',' ELSE bumped END || channel || ',', true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_data_version" AFTER INSERT OR UPDATE OR DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version('users');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "centros_data_version" AFTER INSERT OR UPDATE OR DELETE ON "centros"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version('centros');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sent_emails_data_version" AFTER INSERT OR UPDATE OR DELETE ON "sent_emails"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version('sent_emails');--> statement-breakpoint
-- Evaluations: only what aggregates read. Saving an answer moves last_answer_at and must not
-- empty the dashboard's cache; a finished evaluation's key scores are only written together with
-- its status (submit, reset), so this channel also covers evaluation_keys of finished ones.
CREATE CONSTRAINT TRIGGER "evaluations_insert_delete_data_version" AFTER INSERT OR DELETE ON "evaluations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version('evaluation_status');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "evaluations_update_data_version" AFTER UPDATE ON "evaluations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.finished_at IS DISTINCT FROM NEW.finished_at
    OR OLD.is_first_finished IS DISTINCT FROM NEW.is_first_finished
    OR OLD.score IS DISTINCT FROM NEW.score
    OR OLD.centros_id IS DISTINCT FROM NEW.centros_id
    OR OLD.periodos_id IS DISTINCT FROM NEW.periodos_id)
  EXECUTE FUNCTION bump_data_version('evaluation_status');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "comunidades_data_version" AFTER INSERT OR UPDATE OR DELETE ON "comunidades"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version('reference');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "provincias_data_version" AFTER INSERT OR UPDATE OR DELETE ON "provincias"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version('reference');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "municipios_data_version" AFTER INSERT OR UPDATE OR DELETE ON "municipios"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version('reference');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "periodos_data_version" AFTER INSERT OR UPDATE OR DELETE ON "periodos"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version('reference');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "claves_data_version" AFTER INSERT OR UPDATE OR DELETE ON "claves"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version('reference');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "colores_data_version" AFTER INSERT OR UPDATE OR DELETE ON "colores"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version('reference');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "perfiles_data_version" AFTER INSERT OR UPDATE OR DELETE ON "perfiles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version('reference');
