-- The centres lists page in name order within a place. With the place alone indexed,
-- PostgreSQL sorted every centre of the place to return page 11 (about 3× page 1 at national
-- scale); with the name order in the index any page is a range read in order.
CREATE INDEX IF NOT EXISTS "centros_comunidad_nombre_idx" ON "centros" USING btree ("comunidades_id","nombre","id");--> statement-breakpoint
DROP INDEX IF EXISTS "centros_provincia_idx";--> statement-breakpoint
CREATE INDEX "centros_provincia_idx" ON "centros" USING btree ("provincias_id_provincia","nombre","id");--> statement-breakpoint
DROP INDEX IF EXISTS "centros_municipio_idx";--> statement-breakpoint
CREATE INDEX "centros_municipio_idx" ON "centros" USING btree ("municipios_id_municipio","nombre","id");
