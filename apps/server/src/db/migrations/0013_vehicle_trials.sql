CREATE TABLE "dealer_partners" (
	"corp_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"branding_types" text NOT NULL,
	"accent_color" text NOT NULL,
	"tagline" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_sales" (
	"id" text PRIMARY KEY NOT NULL,
	"vin" text NOT NULL,
	"radio_id" text,
	"sale_type" text NOT NULL,
	"corp_id" text,
	"buyer_first_name" text NOT NULL,
	"buyer_last_name" text NOT NULL,
	"buyer_email" text,
	"buyer_email_key" text,
	"buyer_phone" text,
	"buyer_address" jsonb NOT NULL,
	"sold_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_trials" (
	"id" text PRIMARY KEY NOT NULL,
	"radio_id" text NOT NULL,
	"program" text NOT NULL,
	"plan_code" text NOT NULL,
	"corp_id" text,
	"sale_id" text,
	"claimable_until" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"claimed_subscription_id" text,
	"claimed_account_number" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "radios" ADD COLUMN "oem_branding" text;--> statement-breakpoint
ALTER TABLE "radios" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "radios" ADD COLUMN "audio_capable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "radios" ADD COLUMN "device_source" text DEFAULT 'SMS' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_sales" ADD CONSTRAINT "vehicle_sales_radio_id_radios_radio_id_fk" FOREIGN KEY ("radio_id") REFERENCES "public"."radios"("radio_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_sales" ADD CONSTRAINT "vehicle_sales_corp_id_dealer_partners_corp_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."dealer_partners"("corp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_trials" ADD CONSTRAINT "vehicle_trials_radio_id_radios_radio_id_fk" FOREIGN KEY ("radio_id") REFERENCES "public"."radios"("radio_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_trials" ADD CONSTRAINT "vehicle_trials_corp_id_dealer_partners_corp_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."dealer_partners"("corp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_trials" ADD CONSTRAINT "vehicle_trials_sale_id_vehicle_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."vehicle_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_trials" ADD CONSTRAINT "vehicle_trials_claimed_subscription_id_subscriptions_id_fk" FOREIGN KEY ("claimed_subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_trials" ADD CONSTRAINT "vehicle_trials_claimed_account_number_subscriber_accounts_account_number_fk" FOREIGN KEY ("claimed_account_number") REFERENCES "public"."subscriber_accounts"("account_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_sales_vin_idx" ON "vehicle_sales" USING btree ("vin");--> statement-breakpoint
CREATE INDEX "vehicle_sales_radio_idx" ON "vehicle_sales" USING btree ("radio_id");--> statement-breakpoint
CREATE INDEX "vehicle_sales_email_key_idx" ON "vehicle_sales" USING btree ("buyer_email_key");--> statement-breakpoint
CREATE INDEX "vehicle_trials_radio_idx" ON "vehicle_trials" USING btree ("radio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_trials_one_open_per_radio" ON "vehicle_trials" USING btree ("radio_id") WHERE "vehicle_trials"."claimed_at" is null;