CREATE TABLE "free_listen_promos" (
	"code" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"plan_code" text NOT NULL,
	"days" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "onboarding_matches" (
	"match_ref" text PRIMARY KEY NOT NULL,
	"care_session_id" text NOT NULL,
	"account_number" text NOT NULL,
	"subscription_id" text,
	"radio_id" text,
	"reason" text NOT NULL,
	"method" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospect_link_checks" (
	"care_session_id" text PRIMARY KEY NOT NULL,
	"link_id" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "streaming_prospect_trials" (
	"identity_id" text PRIMARY KEY NOT NULL,
	"promo_code" text NOT NULL,
	"plan_code" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriber_accounts" ADD COLUMN "customer_type" text DEFAULT 'consumer' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriber_accounts" ADD COLUMN "in_collection_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "free_listen_promos" ADD CONSTRAINT "free_listen_promos_plan_code_catalog_offers_plan_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."catalog_offers"("plan_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_matches" ADD CONSTRAINT "onboarding_matches_account_number_subscriber_accounts_account_number_fk" FOREIGN KEY ("account_number") REFERENCES "public"."subscriber_accounts"("account_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_matches" ADD CONSTRAINT "onboarding_matches_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_matches" ADD CONSTRAINT "onboarding_matches_radio_id_radios_radio_id_fk" FOREIGN KEY ("radio_id") REFERENCES "public"."radios"("radio_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streaming_prospect_trials" ADD CONSTRAINT "streaming_prospect_trials_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streaming_prospect_trials" ADD CONSTRAINT "streaming_prospect_trials_promo_code_free_listen_promos_code_fk" FOREIGN KEY ("promo_code") REFERENCES "public"."free_listen_promos"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "onboarding_matches_session_idx" ON "onboarding_matches" USING btree ("care_session_id");--> statement-breakpoint
CREATE INDEX "onboarding_matches_expires_idx" ON "onboarding_matches" USING btree ("expires_at");