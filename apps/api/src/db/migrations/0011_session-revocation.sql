CREATE TABLE "revoked_tokens" (
	"jti" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "revoked_tokens" ADD CONSTRAINT "revoked_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_idx" ON "revoked_tokens" USING btree ("expires_at");
--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers): a change to who the person is, or to how they
-- prove it, ends every session issued before it. Tokens carry session_version and the access
-- check compares it on every request, so this holds whatever code path (or SQL) made the change,
-- and a later reactivation or re-promotion never brings an old token back: the number only grows.
CREATE FUNCTION "end_user_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.session_version := OLD.session_version + 1;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_end_sessions" BEFORE UPDATE ON "users" FOR EACH ROW
  WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash
    OR OLD.activo IS DISTINCT FROM NEW.activo
    OR OLD.perfil IS DISTINCT FROM NEW.perfil
    OR OLD.centros_id IS DISTINCT FROM NEW.centros_id
    OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION end_user_sessions();
