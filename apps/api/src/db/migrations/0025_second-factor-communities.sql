-- Written by hand (drizzle-kit has no triggers). The programme's second-factor rule has a second
-- setting: the communities whose scoped administrators must use it (plugins/session-state.ts
-- SECOND_FACTOR_COMMUNITIES_KEY). Its change tells every instance's session cache, as a change
-- of "second factor for everyone" does (migration 0017), since either changes who must have one.
CREATE OR REPLACE FUNCTION "settings_session_state"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'DELETE' AND OLD.key IN ('second_factor_required', 'second_factor_communities'))
    OR (TG_OP <> 'DELETE' AND NEW.key IN ('second_factor_required', 'second_factor_communities'))
  THEN
    PERFORM pg_notify('session_state', '*');
  END IF;
  RETURN NULL;
END $$;
