-- Written by hand (drizzle-kit has no triggers). Seguimiento centros shows each centre's
-- improvement plan ("Plan de mejora") and filters by it, so a stored page must go stale when a
-- plan changes. A page already checks its own rows' versions, which now include their plan's
-- actions (modules/quizzes/quiz-list-repository.ts); what a plan filter adds is that rows can
-- enter or leave the result, so the pages and totals filtered by plan read this channel too.
-- Kept per scope like `evaluation_rows` (migration 0021): an action's change logs
-- `plan_rows@<period>` and `plan_rows@<period>/<community of its centre>`, so a coordinator
-- editing a plan in one community leaves the other communities' filtered pages stored. A centre
-- changing community, or deleted, changes `centros`, which every page also reads.
CREATE FUNCTION "log_plan_rows"("period" integer, "centre" integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  community integer;
BEGIN
  PERFORM log_data_change('plan_rows@' || period);
  SELECT comunidades_id INTO community FROM centros WHERE id = centre;
  IF FOUND THEN
    PERFORM log_data_change('plan_rows@' || period || '/' || community);
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "plan_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD.periodos_id, OLD.centros_id)
      IS DISTINCT FROM (NEW.periodos_id, NEW.centros_id)) THEN
    PERFORM log_plan_rows(OLD.periodos_id, OLD.centros_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM log_plan_rows(NEW.periodos_id, NEW.centros_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "plan_actions_rows_data_version" AFTER INSERT OR UPDATE OR DELETE ON "plan_actions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION plan_rows_changed();
