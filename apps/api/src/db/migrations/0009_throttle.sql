-- Rate-limit and sign-in counters shared by every instance (db/schema/throttle.ts). Edited by
-- hand: UNLOGGED, because a counter needs no crash safety and its writes then skip the WAL (after
-- a PostgreSQL crash the tables start empty, which only forgives recent attempts); fillfactor 70
-- leaves room on each page so the upsert of every hit can update its row in place (HOT).
CREATE UNLOGGED TABLE "login_throttle" (
	"email" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_ends" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	"refused" boolean DEFAULT false NOT NULL,
	"known_until" timestamp with time zone,
	CONSTRAINT "login_throttle_email_address_pk" PRIMARY KEY("email","address")
) WITH (fillfactor = 70);
--> statement-breakpoint
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
) WITH (fillfactor = 70);
