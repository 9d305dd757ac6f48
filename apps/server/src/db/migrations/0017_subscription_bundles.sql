CREATE TABLE "subscription_bundles" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account_number" text NOT NULL,
	"primary_subscription_id" text NOT NULL,
	"secondary_subscription_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_bundles_primary_subscription_id_unique" UNIQUE("primary_subscription_id"),
	CONSTRAINT "subscription_bundles_secondary_subscription_id_unique" UNIQUE("secondary_subscription_id")
);
--> statement-breakpoint
ALTER TABLE "subscription_bundles" ADD CONSTRAINT "subscription_bundles_account_number_subscriber_accounts_account_number_fk" FOREIGN KEY ("account_number") REFERENCES "public"."subscriber_accounts"("account_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_bundles" ADD CONSTRAINT "subscription_bundles_primary_subscription_id_subscriptions_id_fk" FOREIGN KEY ("primary_subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_bundles" ADD CONSTRAINT "subscription_bundles_secondary_subscription_id_subscriptions_id_fk" FOREIGN KEY ("secondary_subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_bundles_account_idx" ON "subscription_bundles" USING btree ("account_number");