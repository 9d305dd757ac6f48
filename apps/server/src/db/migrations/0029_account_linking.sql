CREATE TABLE "account_link_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"identity_id" text NOT NULL,
	"client_id" text NOT NULL,
	"grant_id" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_provider_records" (
	"model" text NOT NULL,
	"id_hash" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"consumed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "oauth_provider_records_model_id_hash_pk" PRIMARY KEY("model","id_hash")
);
--> statement-breakpoint
CREATE INDEX "account_link_events_identity_idx" ON "account_link_events" USING btree ("identity_id","at");--> statement-breakpoint
CREATE INDEX "account_link_events_grant_idx" ON "account_link_events" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oauth_provider_records_grant_idx" ON "oauth_provider_records" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oauth_provider_records_uid_idx" ON "oauth_provider_records" USING btree ("model","uid");--> statement-breakpoint
CREATE INDEX "oauth_provider_records_expiry_idx" ON "oauth_provider_records" USING btree ("expires_at");