CREATE TABLE "identities" (
	"id" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"handle" text NOT NULL,
	"handle_key" text NOT NULL,
	"email_address" text,
	"email_key" text,
	"email_verified_at" timestamp with time zone,
	"phone_number" text,
	"phone_verified_at" timestamp with time zone,
	"first_name" text,
	"last_name" text,
	"language" text NOT NULL,
	"country" text NOT NULL,
	"account_number" text,
	"privacy_agreements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identities_handle_key_unique" UNIQUE("handle_key"),
	CONSTRAINT "identities_email_key_unique" UNIQUE("email_key")
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"identity_id" text NOT NULL,
	"purpose" text NOT NULL,
	"otp_option" text NOT NULL,
	"otp_context" text NOT NULL,
	"destination" text,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "one_time_links" (
	"id" text PRIMARY KEY NOT NULL,
	"link_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"identity_id" text NOT NULL,
	"sent_to" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "one_time_links_link_hash_unique" UNIQUE("link_hash")
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text,
	"body_text" text,
	"body_html" text,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"identity_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_credentials" (
	"identity_id" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_counters_bucket_key_pk" PRIMARY KEY("bucket","key")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_lockouts" (
	"subject" text PRIMARY KEY NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"lock_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"grant_hash" text NOT NULL,
	"kind" text NOT NULL,
	"identity_id" text NOT NULL,
	"purpose" text NOT NULL,
	"otp_option" text NOT NULL,
	"destination" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "verification_grants_grant_hash_unique" UNIQUE("grant_hash")
);
--> statement-breakpoint
ALTER TABLE "care_sessions" ADD COLUMN "identity_id" text;--> statement-breakpoint
ALTER TABLE "care_sessions" ADD COLUMN "signed_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "one_time_links" ADD CONSTRAINT "one_time_links_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_credentials" ADD CONSTRAINT "password_credentials_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identities_phone_number_idx" ON "identities" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "one_time_codes_identity_id_idx" ON "one_time_codes" USING btree ("identity_id");--> statement-breakpoint
CREATE INDEX "one_time_codes_expires_at_idx" ON "one_time_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "one_time_links_identity_id_idx" ON "one_time_links" USING btree ("identity_id");--> statement-breakpoint
CREATE INDEX "one_time_links_expires_at_idx" ON "one_time_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_idx" ON "outbox_messages" USING btree ("recipient");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_ends_at_idx" ON "rate_limit_counters" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "verification_grants_expires_at_idx" ON "verification_grants" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "care_sessions" ADD CONSTRAINT "care_sessions_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;