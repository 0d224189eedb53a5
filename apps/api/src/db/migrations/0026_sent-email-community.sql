-- Written by hand (drizzle-kit has no triggers). Each message keeps the community of its
-- recipient's centre, so that a scoped administrator's list of sent e-mails filters on one column
-- of the message instead of joining every message to its person and their centre (which made
-- the first page 2.4 times and a subject search 10 times the national list's time). The value
-- follows the person as the join did: a message is in the scope of the community its person's
-- centre is in now.
ALTER TABLE "sent_emails" ADD COLUMN "comunidades_id" integer;--> statement-breakpoint
-- The cache channel's deferred trigger (migration 0004) fires at the end of the backfill, not
-- at commit: a table with pending trigger events can take no index or trigger in this
-- transaction, nor in a later migration applied with it.
SET CONSTRAINTS "sent_emails_data_version" IMMEDIATE;--> statement-breakpoint
UPDATE "sent_emails" s SET "comunidades_id" = c."comunidades_id"
  FROM "users" u JOIN "centros" c ON c."id" = u."centros_id"
  WHERE u."id" = s."user_id";--> statement-breakpoint
SET CONSTRAINTS "sent_emails_data_version" DEFERRED;--> statement-breakpoint
CREATE INDEX "sent_emails_community_idx" ON "sent_emails" USING btree ("comunidades_id","sent_at");--> statement-breakpoint
CREATE INDEX "sent_emails_user_idx" ON "sent_emails" USING btree ("user_id");--> statement-breakpoint
-- A new message takes its person's community. A value given with the row is kept: a restore
-- (pg_restore loads the tables' data in name order, sent_emails before users) brings the value
-- the message had, which the look-up could not find yet. The application never gives one.
-- A change of the person (erasure sets it to null) looks it up again.
CREATE FUNCTION "sent_email_community"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.comunidades_id IS NOT NULL THEN
    RETURN NEW;
  END IF;
  NEW.comunidades_id := (SELECT c.comunidades_id FROM users u JOIN centros c ON c.id = u.centros_id
    WHERE u.id = NEW.user_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "sent_emails_community" BEFORE INSERT OR UPDATE OF "user_id" ON "sent_emails"
  FOR EACH ROW EXECUTE FUNCTION sent_email_community();--> statement-breakpoint
-- A person moved to another centre (or out of every centre) takes their messages along.
CREATE FUNCTION "user_sent_emails_community"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sent_emails SET comunidades_id = (SELECT comunidades_id FROM centros WHERE id = NEW.centros_id)
    WHERE user_id = NEW.id
      AND comunidades_id IS DISTINCT FROM (SELECT comunidades_id FROM centros WHERE id = NEW.centros_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_sent_emails_community" AFTER UPDATE OF "centros_id" ON "users"
  FOR EACH ROW WHEN (OLD.centros_id IS DISTINCT FROM NEW.centros_id)
  EXECUTE FUNCTION user_sent_emails_community();--> statement-breakpoint
-- A centre moved to another community takes the messages of its people along.
CREATE FUNCTION "centre_sent_emails_community"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sent_emails s SET comunidades_id = NEW.comunidades_id
    FROM users u WHERE u.centros_id = NEW.id AND s.user_id = u.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "centros_sent_emails_community" AFTER UPDATE OF "comunidades_id" ON "centros"
  FOR EACH ROW WHEN (OLD.comunidades_id IS DISTINCT FROM NEW.comunidades_id)
  EXECUTE FUNCTION centre_sent_emails_community();
--> statement-breakpoint
-- The planner's figures for the new column at once, not at autovacuum's next pass: a scoped
-- list planned with none estimates a community's messages a thirtieth of what they are.
ANALYZE "sent_emails";
