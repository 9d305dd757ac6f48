CREATE TABLE "acsc_link_offers" (
	"trial_radio_id" text PRIMARY KEY NOT NULL,
	"account_number" text NOT NULL,
	"offered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "acsc_link_offers" ADD CONSTRAINT "acsc_link_offers_trial_radio_id_radios_radio_id_fk" FOREIGN KEY ("trial_radio_id") REFERENCES "public"."radios"("radio_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acsc_link_offers" ADD CONSTRAINT "acsc_link_offers_account_number_subscriber_accounts_account_number_fk" FOREIGN KEY ("account_number") REFERENCES "public"."subscriber_accounts"("account_number") ON DELETE no action ON UPDATE no action;