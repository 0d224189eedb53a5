-- With one `evaluation_rows` channel (migration 0019) every saved answer made every
-- stored Seguimiento page stale, those of past periods and of other communities included, so at
-- 200 answers/s the list ran cold all the time. The channel is now kept per scope: each change of
-- an evaluation or of its keys logs `evaluation_rows@<period>` and
-- `evaluation_rows@<period>/<community of its centre>`, and a page reads exactly the scopes its
-- filter covers (modules/quizzes/quiz-channels.ts). Still appended to data_change_log (one row
-- per transaction and scope, no counter row to wait for) and folded as before.
-- Exact: a change of an evaluation logs the scopes of its old and new row; a key's change, those
-- of its evaluation. What a scope cannot see is covered by channels every page also reads: a
-- centre changing community, or deleted, changes `centros`; periods and the active period
-- change `reference`. An evaluation's keys deleted with it are logged by the evaluation's delete.
-- The whole `evaluation_rows` channel is still logged too (one more row per transaction), so an
-- instance running the code before this migration during a rolling restart keeps exact pages;
-- nothing of this release reads it, and a later migration can stop logging it.
CREATE FUNCTION "log_data_change"("channel" text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  bumped text := coalesce(current_setting('app.bumped_data_versions', true), '');
BEGIN
  IF position(',' || channel || ',' IN bumped) > 0 THEN
    RETURN;
  END IF;
  INSERT INTO data_change_log (channel) VALUES (channel);
  PERFORM set_config('app.bumped_data_versions',
    CASE WHEN bumped = '' THEN ',' ELSE bumped END || channel || ',', true);
END $$;--> statement-breakpoint
-- The centre's community is read at commit (the triggers are deferred); a centre gone by then
-- was deleted in the same transaction, which changed `centros`.
CREATE FUNCTION "log_evaluation_rows"("period" integer, "centre" integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  community integer;
BEGIN
  PERFORM log_data_change('evaluation_rows');
  PERFORM log_data_change('evaluation_rows@' || period);
  SELECT comunidades_id INTO community FROM centros WHERE id = centre;
  IF FOUND THEN
    PERFORM log_data_change('evaluation_rows@' || period || '/' || community);
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "evaluation_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD.periodos_id, OLD.centros_id)
      IS DISTINCT FROM (NEW.periodos_id, NEW.centros_id)) THEN
    PERFORM log_evaluation_rows(OLD.periodos_id, OLD.centros_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM log_evaluation_rows(NEW.periodos_id, NEW.centros_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The scopes of one evaluation, by id. Not found: it was deleted in the same transaction, and its
-- own trigger logged its scopes.
CREATE FUNCTION "log_evaluation_rows_of"("evaluation" integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  period integer;
  centre integer;
BEGIN
  SELECT periodos_id, centros_id INTO period, centre FROM evaluations WHERE id = evaluation;
  IF FOUND THEN
    PERFORM log_evaluation_rows(period, centre);
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "evaluation_key_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.evaluation_id <> NEW.evaluation_id) THEN
    PERFORM log_evaluation_rows_of(OLD.evaluation_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM log_evaluation_rows_of(NEW.evaluation_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "evaluations_rows_data_version" ON "evaluations";--> statement-breakpoint
DROP TRIGGER "evaluation_keys_rows_data_version" ON "evaluation_keys";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "evaluations_rows_data_version" AFTER INSERT OR UPDATE OR DELETE ON "evaluations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION evaluation_rows_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "evaluation_keys_rows_data_version" AFTER INSERT OR UPDATE OR DELETE ON "evaluation_keys"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION evaluation_key_rows_changed();
