CREATE TABLE "care_session_identifications" (
	"care_session_id" text PRIMARY KEY NOT NULL,
	"account_number" text NOT NULL,
	"method" text NOT NULL,
	"radio_id" text,
	"identified_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "do_not_call_registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"country" text NOT NULL,
	"language" text NOT NULL,
	"account_number" text,
	"requested_at" timestamp with time zone NOT NULL,
	"honour_by" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"gift_card_id" text NOT NULL,
	"identity_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "info_collection_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"link_id" text NOT NULL,
	"account_number" text,
	"conversation_id" text NOT NULL,
	"bot_id" text NOT NULL,
	"user_id" text NOT NULL,
	"fields" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "info_collection_submissions_link_id_unique" UNIQUE("link_id")
);
--> statement-breakpoint
CREATE TABLE "device_removals" (
	"id" text PRIMARY KEY NOT NULL,
	"radio_id" text NOT NULL,
	"account_number" text NOT NULL,
	"reason" text NOT NULL,
	"removed_by_identity_id" text,
	"removed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriber_accounts" ADD COLUMN "credit_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriber_accounts" ADD COLUMN "ebill_enrolled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriber_accounts" ADD COLUMN "ebill_email" text;--> statement-breakpoint
ALTER TABLE "subscriber_accounts" ADD COLUMN "contact_preferences" jsonb;--> statement-breakpoint
ALTER TABLE "care_session_identifications" ADD CONSTRAINT "care_session_identifications_care_session_id_care_sessions_id_fk" FOREIGN KEY ("care_session_id") REFERENCES "public"."care_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_session_identifications" ADD CONSTRAINT "care_session_identifications_account_number_subscriber_accounts_account_number_fk" FOREIGN KEY ("account_number") REFERENCES "public"."subscriber_accounts"("account_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "do_not_call_registrations" ADD CONSTRAINT "do_not_call_registrations_account_number_subscriber_accounts_account_number_fk" FOREIGN KEY ("account_number") REFERENCES "public"."subscriber_accounts"("account_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_removals" ADD CONSTRAINT "device_removals_radio_id_radios_radio_id_fk" FOREIGN KEY ("radio_id") REFERENCES "public"."radios"("radio_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_removals" ADD CONSTRAINT "device_removals_account_number_subscriber_accounts_account_number_fk" FOREIGN KEY ("account_number") REFERENCES "public"."subscriber_accounts"("account_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "do_not_call_phone_idx" ON "do_not_call_registrations" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "do_not_call_account_idx" ON "do_not_call_registrations" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "gift_card_registrations_identity_idx" ON "gift_card_registrations" USING btree ("identity_id");--> statement-breakpoint
CREATE INDEX "info_collection_account_idx" ON "info_collection_submissions" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "device_removals_account_idx" ON "device_removals" USING btree ("account_number");