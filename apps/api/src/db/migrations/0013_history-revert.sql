ALTER TABLE "audit_log" ADD COLUMN "reverts_id" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_reverts_id_audit_log_id_fk" FOREIGN KEY ("reverts_id") REFERENCES "public"."audit_log"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_reverts_unique" ON "audit_log" USING btree ("reverts_id");