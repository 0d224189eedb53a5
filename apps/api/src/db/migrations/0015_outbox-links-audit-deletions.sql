ALTER TABLE "sent_emails" ADD COLUMN "link_purpose" text;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "link_slot" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "sent_emails_pending_links_idx" ON "sent_emails" USING btree ("user_id") WHERE "sent_emails"."status" = false and "sent_emails"."link_purpose" is not null;--> statement-breakpoint
-- Lines written before this column: a DELETE route's line, and a bulk action's line of a row it
-- deleted (the row as it was, nothing after; its own request line has no `before`).
UPDATE "audit_log" SET "deleted" = true
  WHERE "reverts_id" IS NULL AND ("action" LIKE 'DELETE %'
    OR ("action" LIKE 'POST %/bulk' AND "after" IS NULL AND jsonb_typeof("before") = 'object'));
--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers), as migration 0011's: a change of where the
-- person's mail goes or of what the account may do (e-mail, profile, deactivation) and a
-- deletion void every set-password link not yet used and stop the pending messages that carry
-- one, whatever code path (or SQL) made the change. Otherwise a link issued for the old address
-- — or delivered there later by the outbox's retry — would sign in as the new one. "Reenviar"
-- of such a message issues a fresh link to the address the account has then (mail-outbox.ts).
-- The error text is EMAIL_MESSAGES.linkVoided (packages/contracts/src/emails.ts).
CREATE FUNCTION "void_user_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "set_password_tokens" SET "used_at" = now()
    WHERE "user_id" = OLD."id" AND "used_at" IS NULL;
  UPDATE "sent_emails" SET "next_attempt_at" = NULL,
      "error" = 'Enlace anulado: la cuenta cambió de correo, perfil o estado, o se borró. «Reenviar» envía un enlace nuevo a su correo actual.'
    WHERE "user_id" = OLD."id" AND "status" = false AND "link_purpose" IS NOT NULL;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_void_links" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD.email IS DISTINCT FROM NEW.email
    OR OLD.perfil IS DISTINCT FROM NEW.perfil
    OR (OLD.activo <> 0 AND NEW.activo = 0))
  EXECUTE FUNCTION void_user_links();--> statement-breakpoint
CREATE TRIGGER "users_void_links_on_delete" BEFORE DELETE ON "users" FOR EACH ROW
  EXECUTE FUNCTION void_user_links();
