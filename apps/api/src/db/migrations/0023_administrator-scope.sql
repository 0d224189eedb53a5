ALTER TABLE "users" ADD COLUMN "ambito" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "solo_lectura" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_ambito" integer[];--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_solo_lectura_flag" CHECK ("users"."solo_lectura" in (0, 1));--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers). A scope and a read-only flag belong to
-- administrators only: whatever code path (a bulk change of profile, SQL by hand) makes someone
-- not an administrator, their scope becomes national and the flag 0, so the columns never say
-- more than they mean. Named to fire before "users_end_sessions" (triggers fire by name).
CREATE FUNCTION "users_scope_for_administrators"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.perfil <> 0 THEN
    NEW.ambito := '{}';
    NEW.solo_lectura := 0;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_admin_scope" BEFORE INSERT OR UPDATE ON "users" FOR EACH ROW
  EXECUTE FUNCTION users_scope_for_administrators();--> statement-breakpoint
-- The session carries the scope (plugins/session-state.ts): a change of scope or of the
-- read-only flag ends the person's sessions as a change of profile does (migration 0011), so
-- no token goes on answering with the scope it had, and migration 0017's trigger tells every
-- instance's session cache.
DROP TRIGGER "users_end_sessions" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_end_sessions" BEFORE UPDATE ON "users" FOR EACH ROW
  WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash
    OR OLD.activo IS DISTINCT FROM NEW.activo
    OR OLD.perfil IS DISTINCT FROM NEW.perfil
    OR OLD.centros_id IS DISTINCT FROM NEW.centros_id
    OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.ambito IS DISTINCT FROM NEW.ambito
    OR OLD.solo_lectura IS DISTINCT FROM NEW.solo_lectura)
  EXECUTE FUNCTION end_user_sessions();
