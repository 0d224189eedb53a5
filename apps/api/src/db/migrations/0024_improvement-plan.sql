CREATE TABLE "plan_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"claves_id" integer NOT NULL,
	"texto" text NOT NULL,
	"texto_ca" text DEFAULT '' NOT NULL,
	"orden" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"centros_id" integer NOT NULL,
	"periodos_id" integer NOT NULL,
	"claves_id" integer NOT NULL,
	"texto" text NOT NULL,
	"responsable_id" integer,
	"fecha_limite" date,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"carried_from_periodos_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_actions_estado" CHECK ("plan_actions"."estado" in ('pendiente', 'en_curso', 'hecha'))
);
--> statement-breakpoint
CREATE TABLE "plan_action_carries" (
	"action_id" integer NOT NULL,
	"from_periodos_id" integer NOT NULL,
	"to_periodos_id" integer NOT NULL,
	"previous_carried_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_action_carries_action_id_to_periodos_id_pk" PRIMARY KEY("action_id","to_periodos_id")
);
--> statement-breakpoint
CREATE TABLE "plan_evidences" (
	"id" serial PRIMARY KEY NOT NULL,
	"action_id" integer NOT NULL,
	"filename" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_evidence_chunks" (
	"evidence_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "plan_evidence_chunks_evidence_id_seq_pk" PRIMARY KEY("evidence_id","seq")
);
--> statement-breakpoint
ALTER TABLE "plan_suggestions" ADD CONSTRAINT "plan_suggestions_claves_id_claves_id_fk" FOREIGN KEY ("claves_id") REFERENCES "public"."claves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_actions" ADD CONSTRAINT "plan_actions_centros_id_centros_id_fk" FOREIGN KEY ("centros_id") REFERENCES "public"."centros"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_actions" ADD CONSTRAINT "plan_actions_periodos_id_periodos_id_fk" FOREIGN KEY ("periodos_id") REFERENCES "public"."periodos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_actions" ADD CONSTRAINT "plan_actions_claves_id_claves_id_fk" FOREIGN KEY ("claves_id") REFERENCES "public"."claves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_actions" ADD CONSTRAINT "plan_actions_responsable_id_users_id_fk" FOREIGN KEY ("responsable_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_actions" ADD CONSTRAINT "plan_actions_carried_from_periodos_id_periodos_id_fk" FOREIGN KEY ("carried_from_periodos_id") REFERENCES "public"."periodos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_actions" ADD CONSTRAINT "plan_actions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_action_carries" ADD CONSTRAINT "plan_action_carries_action_id_plan_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."plan_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_action_carries" ADD CONSTRAINT "plan_action_carries_from_periodos_id_periodos_id_fk" FOREIGN KEY ("from_periodos_id") REFERENCES "public"."periodos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_action_carries" ADD CONSTRAINT "plan_action_carries_to_periodos_id_periodos_id_fk" FOREIGN KEY ("to_periodos_id") REFERENCES "public"."periodos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_action_carries" ADD CONSTRAINT "plan_action_carries_previous_carried_from_periodos_id_fk" FOREIGN KEY ("previous_carried_from") REFERENCES "public"."periodos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_evidences" ADD CONSTRAINT "plan_evidences_action_id_plan_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."plan_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_evidences" ADD CONSTRAINT "plan_evidences_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_evidence_chunks" ADD CONSTRAINT "plan_evidence_chunks_evidence_id_plan_evidences_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."plan_evidences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_suggestions_clave_idx" ON "plan_suggestions" USING btree ("claves_id","orden");--> statement-breakpoint
CREATE INDEX "plan_actions_centre_period_idx" ON "plan_actions" USING btree ("centros_id","periodos_id");--> statement-breakpoint
CREATE INDEX "plan_actions_period_idx" ON "plan_actions" USING btree ("periodos_id","estado");--> statement-breakpoint
CREATE INDEX "plan_actions_responsable_idx" ON "plan_actions" USING btree ("responsable_id");--> statement-breakpoint
CREATE INDEX "plan_action_carries_to_idx" ON "plan_action_carries" USING btree ("to_periodos_id","from_periodos_id");--> statement-breakpoint
CREATE INDEX "plan_evidences_action_idx" ON "plan_evidences" USING btree ("action_id");
