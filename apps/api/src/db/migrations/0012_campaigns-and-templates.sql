CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"audience" text NOT NULL,
	"filter" jsonb NOT NULL,
	"period_id" integer NOT NULL,
	"status" text NOT NULL,
	"next_run_at" timestamp with time zone,
	"repeat_days" integer,
	"runs" integer DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_template_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"version" integer NOT NULL,
	"subject_es" text NOT NULL,
	"body_es" text NOT NULL,
	"subject_ca" text NOT NULL,
	"body_ca" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"nombre" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_template_id_mail_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."mail_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_period_id_periodos_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periodos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_template_versions" ADD CONSTRAINT "mail_template_versions_template_id_mail_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."mail_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_template_versions" ADD CONSTRAINT "mail_template_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_due_idx" ON "campaigns" USING btree ("next_run_at") WHERE "campaigns"."status" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "mail_template_versions_version_idx" ON "mail_template_versions" USING btree ("template_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_templates_nombre_idx" ON "mail_templates" USING btree ("nombre");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_templates_single_kind_idx" ON "mail_templates" USING btree ("kind") WHERE "mail_templates"."kind" in ('welcome', 'reset');--> statement-breakpoint
ALTER TABLE "sent_emails" ADD CONSTRAINT "sent_emails_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sent_emails_campaign_idx" ON "sent_emails" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "sent_emails_reminder_idx" ON "sent_emails" USING btree ("user_id","created_at") WHERE "sent_emails"."campaign_id" is not null;
--> statement-breakpoint
-- The e-mails the system sends, as they were written in code before templates were editable (version 1).
--> statement-breakpoint
WITH t AS (INSERT INTO "mail_templates" ("kind", "nombre") VALUES ('welcome', $t$Bienvenida (establecer contraseña)$t$) RETURNING "id")
INSERT INTO "mail_template_versions" ("template_id", "version", "subject_es", "body_es", "subject_ca", "body_ca")
SELECT "id", 1, $t$Bienvenida a Autoevaluación de centros educativos: active su cuenta$t$, $t$Hola, {{nombre}}:

Se ha creado su cuenta en Autoevaluación de centros educativos. Para empezar, establezca su contraseña con el siguiente enlace.

[Establecer contraseña]({{enlace}})

El enlace solo puede usarse una vez y caduca en 7 días.
Si no esperaba este mensaje, puede ignorarlo.$t$, $t$Benvinguda a Autoavaluació de centres educatius: activeu el vostre compte$t$, $t$Hola, {{nombre}}:

S'ha creat el vostre compte a Autoavaluació de centres educatius. Per començar, establiu la contrasenya amb l'enllaç següent.

[Establir la contrasenya]({{enlace}})

L'enllaç només es pot fer servir una vegada i caduca d'aquí a 7 dies.
Si no esperàveu aquest missatge, podeu ignorar-lo.$t$ FROM t;
--> statement-breakpoint
WITH t AS (INSERT INTO "mail_templates" ("kind", "nombre") VALUES ('reset', $t$Restablecer contraseña$t$) RETURNING "id")
INSERT INTO "mail_template_versions" ("template_id", "version", "subject_es", "body_es", "subject_ca", "body_ca")
SELECT "id", 1, $t$Autoevaluación de centros educativos: restablezca su contraseña$t$, $t$Hola, {{nombre}}:

Se ha solicitado restablecer la contraseña de su cuenta en Autoevaluación de centros educativos. Establezca una nueva con el siguiente enlace.

[Establecer contraseña]({{enlace}})

El enlace solo puede usarse una vez y caduca en 7 días.
Si no esperaba este mensaje, puede ignorarlo.$t$, $t$Autoavaluació de centres educatius: restabliu la vostra contrasenya$t$, $t$Hola, {{nombre}}:

S'ha sol·licitat restablir la contrasenya del vostre compte a Autoavaluació de centres educatius. Establiu-ne una de nova amb l'enllaç següent.

[Establir la contrasenya]({{enlace}})

L'enllaç només es pot fer servir una vegada i caduca d'aquí a 7 dies.
Si no esperàveu aquest missatge, podeu ignorar-lo.$t$ FROM t;
--> statement-breakpoint
WITH t AS (INSERT INTO "mail_templates" ("kind", "nombre") VALUES ('reminder', $t$Recordatorio de autoevaluación$t$) RETURNING "id")
INSERT INTO "mail_template_versions" ("template_id", "version", "subject_es", "body_es", "subject_ca", "body_ca")
SELECT "id", 1, $t$Recordatorio: autoevaluación de {{centro}} ({{periodo}})$t$, $t$Hola, {{nombre}}:

La autoevaluación de **{{centro}}** del periodo {{periodo}} está en estado: *{{progreso}}*.

Le recordamos que debe completarla antes del cierre del periodo. Puede continuar en:

[Ir a la autoevaluación]({{enlace}})

Gracias por su colaboración.$t$, $t$Recordatori: autoavaluació de {{centro}} ({{periodo}})$t$, $t$Hola, {{nombre}}:

L'autoavaluació de **{{centro}}** del període {{periodo}} està en estat: *{{progreso}}*.

Us recordem que l'heu de completar abans del tancament del període. Podeu continuar a:

[Anar a l'autoavaluació]({{enlace}})

Gràcies per la vostra col·laboració.$t$ FROM t;
