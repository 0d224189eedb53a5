-- The name index also carries what the follow-up list filters a centre on (searchable name,
-- ownership, active flag), so a page in name order is found from the index alone, without a
-- visit to the table per centre passed. Written by hand: drizzle-kit cannot express INCLUDE, so
-- the schema declares the index on (nombre, id) and this migration adds the included columns.
DROP INDEX "centros_nombre_idx";--> statement-breakpoint
CREATE INDEX "centros_nombre_idx" ON "centros" USING btree ("nombre","id") INCLUDE ("nombre_search","ownership","activo");
