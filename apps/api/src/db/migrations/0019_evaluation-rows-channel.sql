-- Seguimiento centros (GET /v15/centros/quizes) is sent as stored bytes under the
-- versions of the data it reads (lib/response-bytes-cache.ts). Its rows show what no channel
-- covered: the last answer's time and the keys' progress of evaluations in progress, which every
-- answer moves without touching `evaluation_status`. This channel changes with any change of an
-- evaluation or of its keys' figures; the aggregates keep reading `evaluation_status`, so
-- answering still does not empty the dashboard's cache. The active period is also read from
-- settings: activating one changes `periodos` (hence `reference`) in the same transaction, and a
-- change of that setting alone (by hand) now changes `reference` too.
CREATE CONSTRAINT TRIGGER "evaluations_rows_data_version" AFTER INSERT OR UPDATE OR DELETE ON "evaluations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version('evaluation_rows');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "evaluation_keys_rows_data_version" AFTER INSERT OR UPDATE OR DELETE ON "evaluation_keys"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version('evaluation_rows');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "settings_active_period_data_version" AFTER INSERT OR UPDATE ON "settings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.key = 'active_period')
  EXECUTE FUNCTION bump_data_version('reference');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "settings_active_period_deleted_data_version" AFTER DELETE ON "settings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.key = 'active_period')
  EXECUTE FUNCTION bump_data_version('reference');
