CREATE INDEX "users_nombre_idx" ON "users" USING btree ("nombre","id");--> statement-breakpoint
CREATE INDEX "users_apellidos_idx" ON "users" USING btree ("apellidos","id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");