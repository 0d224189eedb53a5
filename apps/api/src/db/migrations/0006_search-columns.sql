DROP INDEX "users_nombre_trgm";--> statement-breakpoint
DROP INDEX "users_apellidos_trgm";--> statement-breakpoint
DROP INDEX "users_email_trgm";--> statement-breakpoint
DROP INDEX "centros_nombre_trgm";--> statement-breakpoint
DROP INDEX "evaluations_periodo_status_idx";--> statement-breakpoint
ALTER TABLE "centros" ADD COLUMN "nombre_search" text GENERATED ALWAYS AS (immutable_unaccent(lower(nombre))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower(nombre || ' ' || apellidos || ' ' || email))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "centros_nombre_trgm" ON "centros" USING gin ("nombre_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "evaluations_periodo_status_idx" ON "evaluations" USING btree ("periodos_id","status","finished_at" DESC NULLS LAST,"centros_id" DESC NULLS LAST);--> statement-breakpoint
-- The new columns have no statistics until autovacuum gets to them; until then the planner
-- guesses a search matches a few dozen rows and sorts all 13,000 of a common surname.
ANALYZE "users";--> statement-breakpoint
ANALYZE "centros";--> statement-breakpoint
ANALYZE "evaluations";
