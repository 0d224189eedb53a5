CREATE TABLE "consultation_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"grupo" text NOT NULL,
	"claves_id" integer NOT NULL,
	"texto" text NOT NULL,
	"texto_ca" text DEFAULT '' NOT NULL,
	"orden" smallint DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_questions_grupo" CHECK ("consultation_questions"."grupo" in ('alumnado', 'familias', 'profesorado'))
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" serial PRIMARY KEY NOT NULL,
	"centros_id" integer NOT NULL,
	"periodos_id" integer NOT NULL,
	"grupo" text NOT NULL,
	"codigo" text NOT NULL,
	"cierra" date NOT NULL,
	"cerrada" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultations_grupo" CHECK ("consultations"."grupo" in ('alumnado', 'familias', 'profesorado'))
);
--> statement-breakpoint
CREATE TABLE "consultation_responses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"consultations_id" integer NOT NULL,
	"preguntas_ids" integer[] NOT NULL,
	"valores" smallint[] NOT NULL,
	"recibida" date DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultation_questions" ADD CONSTRAINT "consultation_questions_claves_id_claves_id_fk" FOREIGN KEY ("claves_id") REFERENCES "public"."claves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_centros_id_centros_id_fk" FOREIGN KEY ("centros_id") REFERENCES "public"."centros"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_periodos_id_periodos_id_fk" FOREIGN KEY ("periodos_id") REFERENCES "public"."periodos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_responses" ADD CONSTRAINT "consultation_responses_consultations_id_consultations_id_fk" FOREIGN KEY ("consultations_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_questions_grupo_idx" ON "consultation_questions" USING btree ("grupo","orden");--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_codigo_unique" ON "consultations" USING btree ("codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_centre_period_group_unique" ON "consultations" USING btree ("centros_id","periodos_id","grupo");--> statement-breakpoint
CREATE INDEX "consultations_period_idx" ON "consultations" USING btree ("periodos_id");--> statement-breakpoint
CREATE INDEX "consultation_responses_consultation_idx" ON "consultation_responses" USING btree ("consultations_id");
