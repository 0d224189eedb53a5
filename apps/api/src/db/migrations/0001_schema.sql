CREATE TYPE "public"."ownership" AS ENUM('PUBLIC', 'CONCERTED', 'PRIVATE');--> statement-breakpoint
CREATE TYPE "public"."socioeconomic_level" AS ENUM('BAJO', 'MEDIO_BAJO', 'MEDIO', 'MEDIO_ALTO', 'ALTO');--> statement-breakpoint
CREATE TYPE "public"."evaluation_status" AS ENUM('NOT_STARTED', 'IN_PROGRESS', 'NOT_FINISHED', 'FINISHED');--> statement-breakpoint
CREATE TABLE "comunidades" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "municipios" (
	"id_municipio" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"id_provincia" integer NOT NULL,
	"comunidad_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provincias" (
	"id_provincia" integer PRIMARY KEY NOT NULL,
	"provincia" text NOT NULL,
	"comunidad_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "centros" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"direccion" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"ownership" "ownership",
	"comunidades_id" integer NOT NULL,
	"provincias_id_provincia" integer NOT NULL,
	"municipios_id_municipio" integer NOT NULL,
	"cp" text DEFAULT '' NOT NULL,
	"codigo" text NOT NULL,
	"groupby" text,
	"nivel_socioeconomico" "socioeconomic_level",
	"activo" smallint DEFAULT 1 NOT NULL,
	"home" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "centros_kind_check" CHECK ("centros"."kind" in ('', 'CEPA', 'FP')),
	CONSTRAINT "centros_activo_check" CHECK ("centros"."activo" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "cursos" (
	"id" serial PRIMARY KEY NOT NULL,
	"curso" text NOT NULL,
	"activo" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cursos_centros" (
	"centros_id" integer NOT NULL,
	"cursos_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cursos_centros_centros_id_cursos_id_pk" PRIMARY KEY("centros_id","cursos_id")
);
--> statement-breakpoint
CREATE TABLE "cargos" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "column_visibility" (
	"user_id" integer NOT NULL,
	"table_name" text NOT NULL,
	"column" text NOT NULL,
	"visible" boolean NOT NULL,
	CONSTRAINT "column_visibility_user_id_table_name_column_pk" PRIMARY KEY("user_id","table_name","column")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perfiles" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"receiver" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" boolean DEFAULT false NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "set_password_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"apellidos" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"telefono" text DEFAULT '' NOT NULL,
	"dni" text DEFAULT '' NOT NULL,
	"perfil" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"language_id" text DEFAULT 'ES' NOT NULL,
	"cargos_id" integer,
	"activo" smallint DEFAULT 1 NOT NULL,
	"centros_id" integer,
	"password_hash" text
);
--> statement-breakpoint
CREATE TABLE "periodos" (
	"id" serial PRIMARY KEY NOT NULL,
	"periodo" text NOT NULL,
	"activo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claves" (
	"id" serial PRIMARY KEY NOT NULL,
	"orden" integer NOT NULL,
	"titulo" text NOT NULL,
	"titulo_ca" text DEFAULT '' NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"descripcion_ca" text DEFAULT '' NOT NULL,
	"colores_id" integer,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colores" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"hex" text NOT NULL,
	"texto" text DEFAULT '#000000' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preguntas" (
	"id" serial PRIMARY KEY NOT NULL,
	"claves_id" integer NOT NULL,
	"num" integer NOT NULL,
	"tipos_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"titulo_ca" text DEFAULT '' NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "respuestas" (
	"id" serial PRIMARY KEY NOT NULL,
	"preguntas_id" integer NOT NULL,
	"respuesta" text NOT NULL,
	"respuesta_ca" text DEFAULT '' NOT NULL,
	"valor" integer DEFAULT 0 NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "respuestas_valor_check" CHECK ("respuestas"."valor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tipos" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"evaluation_id" integer NOT NULL,
	"preguntas_id" integer NOT NULL,
	"respuestas_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"not_applicable" boolean DEFAULT false NOT NULL,
	"answered_by" integer,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answers_evaluation_id_preguntas_id_pk" PRIMARY KEY("evaluation_id","preguntas_id")
);
--> statement-breakpoint
CREATE TABLE "evaluation_keys" (
	"evaluation_id" integer NOT NULL,
	"claves_id" integer NOT NULL,
	"num" smallint DEFAULT 0 NOT NULL,
	"total" smallint DEFAULT 0 NOT NULL,
	"percentage" smallint DEFAULT 0 NOT NULL,
	"score" numeric(6, 2),
	CONSTRAINT "evaluation_keys_evaluation_id_claves_id_pk" PRIMARY KEY("evaluation_id","claves_id")
);
--> statement-breakpoint
CREATE TABLE "evaluation_resets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"evaluation_id" integer NOT NULL,
	"centros_id" integer NOT NULL,
	"periodos_id" integer NOT NULL,
	"finished_at" timestamp with time zone,
	"score" numeric(6, 2),
	"answers" jsonb NOT NULL,
	"keys" jsonb NOT NULL,
	"reset_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"centros_id" integer NOT NULL,
	"periodos_id" integer NOT NULL,
	"status" "evaluation_status" DEFAULT 'IN_PROGRESS' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_answer_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"finished_by" integer,
	"score" numeric(6, 2),
	"is_first_finished" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contenidos" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"file_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" text NOT NULL,
	"claves_id" integer,
	"minimo" integer DEFAULT 0 NOT NULL,
	"maximo" integer DEFAULT 100 NOT NULL,
	"titulo" text DEFAULT '' NOT NULL,
	"texto" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perspectivas" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"nombre_ca" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recursos" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" text NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"perspectivas_id" integer,
	"tipos_material_id" integer,
	"claves_id" integer,
	"centros_id" integer,
	"center_logo" text,
	"document_file_id" integer,
	"document_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recursos_comunidades" (
	"recursos_id" integer NOT NULL,
	"comunidades_id" integer NOT NULL,
	CONSTRAINT "recursos_comunidades_recursos_id_comunidades_id_pk" PRIMARY KEY("recursos_id","comunidades_id")
);
--> statement-breakpoint
CREATE TABLE "recursos_cursos" (
	"recursos_id" integer NOT NULL,
	"cursos_id" integer NOT NULL,
	CONSTRAINT "recursos_cursos_recursos_id_cursos_id_pk" PRIMARY KEY("recursos_id","cursos_id")
);
--> statement-breakpoint
CREATE TABLE "tipos_material" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"nombre_ca" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "toolkits" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" text NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "municipios" ADD CONSTRAINT "municipios_id_provincia_provincias_id_provincia_fk" FOREIGN KEY ("id_provincia") REFERENCES "public"."provincias"("id_provincia") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipios" ADD CONSTRAINT "municipios_comunidad_id_comunidades_id_fk" FOREIGN KEY ("comunidad_id") REFERENCES "public"."comunidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provincias" ADD CONSTRAINT "provincias_comunidad_id_comunidades_id_fk" FOREIGN KEY ("comunidad_id") REFERENCES "public"."comunidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centros" ADD CONSTRAINT "centros_comunidades_id_comunidades_id_fk" FOREIGN KEY ("comunidades_id") REFERENCES "public"."comunidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centros" ADD CONSTRAINT "centros_provincias_id_provincia_provincias_id_provincia_fk" FOREIGN KEY ("provincias_id_provincia") REFERENCES "public"."provincias"("id_provincia") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centros" ADD CONSTRAINT "centros_municipios_id_municipio_municipios_id_municipio_fk" FOREIGN KEY ("municipios_id_municipio") REFERENCES "public"."municipios"("id_municipio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cursos_centros" ADD CONSTRAINT "cursos_centros_centros_id_centros_id_fk" FOREIGN KEY ("centros_id") REFERENCES "public"."centros"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cursos_centros" ADD CONSTRAINT "cursos_centros_cursos_id_cursos_id_fk" FOREIGN KEY ("cursos_id") REFERENCES "public"."cursos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "column_visibility" ADD CONSTRAINT "column_visibility_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD CONSTRAINT "sent_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_password_tokens" ADD CONSTRAINT "set_password_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_perfil_perfiles_id_fk" FOREIGN KEY ("perfil") REFERENCES "public"."perfiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_cargos_id_cargos_id_fk" FOREIGN KEY ("cargos_id") REFERENCES "public"."cargos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_centros_id_centros_id_fk" FOREIGN KEY ("centros_id") REFERENCES "public"."centros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claves" ADD CONSTRAINT "claves_colores_id_colores_id_fk" FOREIGN KEY ("colores_id") REFERENCES "public"."colores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preguntas" ADD CONSTRAINT "preguntas_claves_id_claves_id_fk" FOREIGN KEY ("claves_id") REFERENCES "public"."claves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preguntas" ADD CONSTRAINT "preguntas_tipos_id_tipos_id_fk" FOREIGN KEY ("tipos_id") REFERENCES "public"."tipos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respuestas" ADD CONSTRAINT "respuestas_preguntas_id_preguntas_id_fk" FOREIGN KEY ("preguntas_id") REFERENCES "public"."preguntas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_preguntas_id_preguntas_id_fk" FOREIGN KEY ("preguntas_id") REFERENCES "public"."preguntas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_keys" ADD CONSTRAINT "evaluation_keys_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_keys" ADD CONSTRAINT "evaluation_keys_claves_id_claves_id_fk" FOREIGN KEY ("claves_id") REFERENCES "public"."claves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_resets" ADD CONSTRAINT "evaluation_resets_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_resets" ADD CONSTRAINT "evaluation_resets_reset_by_users_id_fk" FOREIGN KEY ("reset_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_centros_id_centros_id_fk" FOREIGN KEY ("centros_id") REFERENCES "public"."centros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_periodos_id_periodos_id_fk" FOREIGN KEY ("periodos_id") REFERENCES "public"."periodos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_finished_by_users_id_fk" FOREIGN KEY ("finished_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contenidos" ADD CONSTRAINT "contenidos_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_claves_id_claves_id_fk" FOREIGN KEY ("claves_id") REFERENCES "public"."claves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recursos" ADD CONSTRAINT "recursos_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recursos" ADD CONSTRAINT "recursos_perspectivas_id_perspectivas_id_fk" FOREIGN KEY ("perspectivas_id") REFERENCES "public"."perspectivas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recursos" ADD CONSTRAINT "recursos_tipos_material_id_tipos_material_id_fk" FOREIGN KEY ("tipos_material_id") REFERENCES "public"."tipos_material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recursos" ADD CONSTRAINT "recursos_claves_id_claves_id_fk" FOREIGN KEY ("claves_id") REFERENCES "public"."claves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recursos" ADD CONSTRAINT "recursos_centros_id_centros_id_fk" FOREIGN KEY ("centros_id") REFERENCES "public"."centros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recursos" ADD CONSTRAINT "recursos_document_file_id_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recursos_comunidades" ADD CONSTRAINT "recursos_comunidades_recursos_id_recursos_id_fk" FOREIGN KEY ("recursos_id") REFERENCES "public"."recursos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recursos_comunidades" ADD CONSTRAINT "recursos_comunidades_comunidades_id_comunidades_id_fk" FOREIGN KEY ("comunidades_id") REFERENCES "public"."comunidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recursos_cursos" ADD CONSTRAINT "recursos_cursos_recursos_id_recursos_id_fk" FOREIGN KEY ("recursos_id") REFERENCES "public"."recursos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recursos_cursos" ADD CONSTRAINT "recursos_cursos_cursos_id_cursos_id_fk" FOREIGN KEY ("cursos_id") REFERENCES "public"."cursos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolkits" ADD CONSTRAINT "toolkits_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolkits" ADD CONSTRAINT "toolkits_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "municipios_provincia_idx" ON "municipios" USING btree ("id_provincia");--> statement-breakpoint
CREATE INDEX "municipios_comunidad_idx" ON "municipios" USING btree ("comunidad_id");--> statement-breakpoint
CREATE INDEX "provincias_comunidad_idx" ON "provincias" USING btree ("comunidad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "centros_codigo_unique" ON "centros" USING btree ("codigo");--> statement-breakpoint
CREATE INDEX "centros_comunidad_idx" ON "centros" USING btree ("comunidades_id");--> statement-breakpoint
CREATE INDEX "centros_provincia_idx" ON "centros" USING btree ("provincias_id_provincia");--> statement-breakpoint
CREATE INDEX "centros_municipio_idx" ON "centros" USING btree ("municipios_id_municipio");--> statement-breakpoint
CREATE INDEX "centros_ownership_idx" ON "centros" USING btree ("ownership");--> statement-breakpoint
CREATE INDEX "centros_groupby_idx" ON "centros" USING btree ("groupby");--> statement-breakpoint
CREATE INDEX "centros_nivel_idx" ON "centros" USING btree ("nivel_socioeconomico");--> statement-breakpoint
CREATE INDEX "centros_activo_idx" ON "centros" USING btree ("activo");--> statement-breakpoint
CREATE INDEX "centros_nombre_trgm" ON "centros" USING gin (immutable_unaccent(lower("nombre")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "centros_codigo_trgm" ON "centros" USING gin (immutable_unaccent(lower("codigo")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cursos_centros_curso_idx" ON "cursos_centros" USING btree ("cursos_id");--> statement-breakpoint
CREATE INDEX "sent_emails_sent_at_idx" ON "sent_emails" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "sent_emails_status_idx" ON "sent_emails" USING btree ("status","sent_at");--> statement-breakpoint
CREATE INDEX "sent_emails_retry_idx" ON "sent_emails" USING btree ("next_attempt_at") WHERE "sent_emails"."status" = false;--> statement-breakpoint
CREATE INDEX "sent_emails_receiver_trgm" ON "sent_emails" USING gin (immutable_unaccent(lower("receiver")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sent_emails_subject_trgm" ON "sent_emails" USING gin (immutable_unaccent(lower("subject")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "set_password_tokens_hash_unique" ON "set_password_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "set_password_tokens_user_idx" ON "set_password_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_centro_idx" ON "users" USING btree ("centros_id");--> statement-breakpoint
CREATE INDEX "users_perfil_idx" ON "users" USING btree ("perfil");--> statement-breakpoint
CREATE INDEX "users_nombre_trgm" ON "users" USING gin (immutable_unaccent(lower("nombre")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_apellidos_trgm" ON "users" USING gin (immutable_unaccent(lower("apellidos")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin (immutable_unaccent(lower("email")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "periodos_periodo_unique" ON "periodos" USING btree ("periodo");--> statement-breakpoint
CREATE UNIQUE INDEX "periodos_one_active" ON "periodos" USING btree ("activo") WHERE "periodos"."activo";--> statement-breakpoint
CREATE INDEX "claves_orden_idx" ON "claves" USING btree ("orden");--> statement-breakpoint
CREATE UNIQUE INDEX "preguntas_clave_num_unique" ON "preguntas" USING btree ("claves_id","num") WHERE "preguntas"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "preguntas_clave_idx" ON "preguntas" USING btree ("claves_id");--> statement-breakpoint
CREATE INDEX "respuestas_pregunta_idx" ON "respuestas" USING btree ("preguntas_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tipos_codigo_unique" ON "tipos" USING btree ("codigo");--> statement-breakpoint
CREATE INDEX "answers_pregunta_idx" ON "answers" USING btree ("preguntas_id");--> statement-breakpoint
CREATE INDEX "evaluation_keys_clave_idx" ON "evaluation_keys" USING btree ("claves_id");--> statement-breakpoint
CREATE INDEX "evaluation_resets_evaluation_idx" ON "evaluation_resets" USING btree ("evaluation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_centro_periodo_unique" ON "evaluations" USING btree ("centros_id","periodos_id");--> statement-breakpoint
CREATE INDEX "evaluations_periodo_status_idx" ON "evaluations" USING btree ("periodos_id","status");--> statement-breakpoint
CREATE INDEX "evaluations_finished_at_idx" ON "evaluations" USING btree ("finished_at");--> statement-breakpoint
CREATE INDEX "contenidos_language_idx" ON "contenidos" USING btree ("language_id");--> statement-breakpoint
CREATE INDEX "feedbacks_language_idx" ON "feedbacks" USING btree ("language_id");--> statement-breakpoint
CREATE INDEX "recursos_language_idx" ON "recursos" USING btree ("language_id");--> statement-breakpoint
CREATE INDEX "toolkits_language_idx" ON "toolkits" USING btree ("language_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");