DROP INDEX "centros_comunidad_idx";--> statement-breakpoint
CREATE INDEX "centros_comunidad_idx" ON "centros" USING btree ("comunidades_id","ownership","nivel_socioeconomico");