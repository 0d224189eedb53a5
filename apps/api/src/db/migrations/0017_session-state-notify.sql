-- Written by hand (drizzle-kit has no triggers). Each instance remembers the session state the
-- access check reads (plugins/session-cache.ts); these triggers tell every instance, through
-- NOTIFY session_state, whose state changed, whatever code path or SQL changed it. The payload
-- is the user ids separated by commas, or '*' (everyone) when more than 500 change at once or
-- the programme's second-factor setting changes. Statement-level where rows come in bulk, so a
-- bulk deactivation of 30,000 people sends one notification, not 30,000.
CREATE FUNCTION "notify_session_state"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('session_state',
    CASE WHEN cardinality(ids) > 500 THEN '*' ELSE array_to_string(ids, ',') END)
  WHERE cardinality(ids) > 0
$$;--> statement-breakpoint
-- The session version is what every change to who the person is raises (migration 0011).
CREATE FUNCTION "users_session_state_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_session_state(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.session_version IS DISTINCT FROM o.session_version));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_session_state_updated" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_session_state_updated();--> statement-breakpoint
CREATE FUNCTION "users_session_state_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_session_state(ARRAY(SELECT id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_session_state_deleted" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_session_state_deleted();--> statement-breakpoint
-- A logout (revoked_tokens) and a second factor set up, confirmed or removed (user_totp).
CREATE FUNCTION "user_rows_session_state_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_session_state(ARRAY(SELECT DISTINCT user_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "user_rows_session_state_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_session_state(ARRAY(SELECT DISTINCT user_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "revoked_tokens_session_state" AFTER INSERT ON "revoked_tokens"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_rows_session_state_new();--> statement-breakpoint
CREATE TRIGGER "user_totp_session_state_inserted" AFTER INSERT ON "user_totp"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_rows_session_state_new();--> statement-breakpoint
CREATE TRIGGER "user_totp_session_state_updated" AFTER UPDATE ON "user_totp"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_rows_session_state_new();--> statement-breakpoint
CREATE TRIGGER "user_totp_session_state_deleted" AFTER DELETE ON "user_totp"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_rows_session_state_old();--> statement-breakpoint
-- The programme's second-factor rule (plugins/session-state.ts SECOND_FACTOR_REQUIRED_KEY).
CREATE FUNCTION "settings_session_state"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'DELETE' AND OLD.key = 'second_factor_required')
    OR (TG_OP <> 'DELETE' AND NEW.key = 'second_factor_required') THEN
    PERFORM pg_notify('session_state', '*');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "settings_session_state" AFTER INSERT OR UPDATE OR DELETE ON "settings"
  FOR EACH ROW EXECUTE FUNCTION settings_session_state();
