CREATE TABLE "client_events" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"event_id" text NOT NULL,
	"name" text NOT NULL,
	"event_version" text,
	"family_id" text NOT NULL,
	"device_id" text NOT NULL,
	"identity_id" text,
	"event_token_id" text,
	"is_test" boolean NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"attributes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"nonce_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" text PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"attributes" jsonb NOT NULL,
	"grant_version" text,
	"grant_hash" text NOT NULL,
	"grant_expires_at" timestamp with time zone NOT NULL,
	"refresh_grant_hash" text NOT NULL,
	"refresh_grant_expires_at" timestamp with time zone NOT NULL,
	"identity_id" text,
	"registered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"grant_issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "devices_grant_hash_unique" UNIQUE("grant_hash"),
	CONSTRAINT "devices_refresh_grant_hash_unique" UNIQUE("refresh_grant_hash")
);
--> statement-breakpoint
CREATE TABLE "session_families" (
	"id" text PRIMARY KEY NOT NULL,
	"session_type" text NOT NULL,
	"identity_id" text,
	"device_id" text NOT NULL,
	"entitlement_hash" text NOT NULL,
	"convergence_token" text,
	"location" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"family_id" text NOT NULL,
	"access_token_id" text NOT NULL,
	"access_token_hash" text NOT NULL,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	"refresh_token_hash" text NOT NULL,
	"refresh_token_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	CONSTRAINT "sessions_access_token_id_unique" UNIQUE("access_token_id"),
	CONSTRAINT "sessions_access_token_hash_unique" UNIQUE("access_token_hash"),
	CONSTRAINT "sessions_refresh_token_hash_unique" UNIQUE("refresh_token_hash")
);
--> statement-breakpoint
CREATE TABLE "sign_in_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"grant_hash" text NOT NULL,
	"kind" text NOT NULL,
	"identity_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "sign_in_grants_grant_hash_unique" UNIQUE("grant_hash")
);
--> statement-breakpoint
ALTER TABLE "device_challenges" ADD CONSTRAINT "device_challenges_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_families" ADD CONSTRAINT "session_families_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_family_id_session_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."session_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_events_family_event_idx" ON "client_events" USING btree ("family_id","event_id");--> statement-breakpoint
CREATE INDEX "client_events_received_at_idx" ON "client_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "device_challenges_expires_at_idx" ON "device_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "devices_identity_id_idx" ON "devices" USING btree ("identity_id");--> statement-breakpoint
CREATE INDEX "devices_refresh_grant_expires_at_idx" ON "devices" USING btree ("refresh_grant_expires_at");--> statement-breakpoint
CREATE INDEX "session_families_identity_id_idx" ON "session_families" USING btree ("identity_id");--> statement-breakpoint
CREATE INDEX "session_families_device_id_idx" ON "session_families" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "sessions_family_id_idx" ON "sessions" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "sessions_refresh_token_expires_at_idx" ON "sessions" USING btree ("refresh_token_expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_grants_expires_at_idx" ON "sign_in_grants" USING btree ("expires_at");