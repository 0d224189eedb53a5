CREATE TABLE "data_change_log" (
	"channel" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "data_change_log_channel_idx" ON "data_change_log" USING btree ("channel");--> statement-breakpoint
-- The bump of migration 0004 took one advisory lock and one counter row per channel
-- at commit, held until the commit was on disk, so every commit touching a cached table waited
-- for the previous one. Now a committing transaction appends one row per channel it changed;
-- an insert waits for nobody. A channel's version is its counter plus its rows here (both in
-- one snapshot, so it changes exactly when a change of the channel is committed), and
-- lib/versioned-cache.ts folds the rows into the counter from time to time. The transaction-
-- local setting still makes a 5,000-row insert log its channel once.
CREATE OR REPLACE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  channel text := TG_ARGV[0];
  bumped text := coalesce(current_setting('app.bumped_data_versions', true), '');
BEGIN
  IF position(',' || channel || ',' IN bumped) > 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO data_change_log (channel) VALUES (channel);
  PERFORM set_config('app.bumped_data_versions',
    CASE WHEN bumped = '' THEN ',' ELSE bumped END || channel || ',', true);
  RETURN NULL;
END $$;
