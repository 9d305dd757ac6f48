CREATE TABLE "care_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "care_sessions_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "client_log_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL,
	"url" text NOT NULL,
	"referrer" text,
	"stacktrace" text,
	"user_agent" text,
	"request_id" text NOT NULL,
	"care_session_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"part" text PRIMARY KEY NOT NULL,
	"summary" text NOT NULL,
	"seeded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_log_messages" ADD CONSTRAINT "client_log_messages_care_session_id_care_sessions_id_fk" FOREIGN KEY ("care_session_id") REFERENCES "public"."care_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_sessions_idle_expires_at_idx" ON "care_sessions" USING btree ("idle_expires_at");--> statement-breakpoint
CREATE INDEX "client_log_messages_created_at_idx" ON "client_log_messages" USING btree ("created_at");