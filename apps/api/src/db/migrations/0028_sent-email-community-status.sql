-- A scoped administrator's list of unsent (or sent) messages reads each community's messages of
-- that status in date order (modules/emails/repository.ts, scopedPage): with the community
-- index alone it read all of the community's messages in date order and dropped the other
-- status, 600 rows for a page of 20 where the national list read 90.
CREATE INDEX "sent_emails_community_status_idx" ON "sent_emails" USING btree ("comunidades_id","status","sent_at");
