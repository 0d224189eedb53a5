-- Written by hand (drizzle-kit has no triggers). A centre taken out of the programme (`activo`
-- 1 → 0) ends the sessions of its people: the access check refuses a person of an inactive
-- centre (plugins/session-state.ts `centreActive`), and raising their session version makes the
-- users trigger of migration 0017 tell every instance's session cache at once, whatever code
-- path or SQL deactivated the centre. Statement-level, so a bulk deactivation is one update.
CREATE FUNCTION "centros_end_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "session_version" = "users"."session_version" + 1
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE "users"."centros_id" = n.id AND o.activo = 1 AND n.activo <> 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "centros_end_sessions" AFTER UPDATE ON "centros"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION centros_end_sessions();
