CREATE TABLE "subscription_moves" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"account_number" text NOT NULL,
	"subscription_id" text NOT NULL,
	"from_radio_id" text,
	"to_radio_id" text NOT NULL,
	"ended_subscription_id" text,
	"follow_on_plan_code" text,
	"statement" jsonb NOT NULL,
	"care_session_id" text NOT NULL,
	"identity_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "subscription_moves" ADD CONSTRAINT "subscription_moves_account_number_subscriber_accounts_account_number_fk" FOREIGN KEY ("account_number") REFERENCES "public"."subscriber_accounts"("account_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_moves" ADD CONSTRAINT "subscription_moves_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_moves" ADD CONSTRAINT "subscription_moves_from_radio_id_radios_radio_id_fk" FOREIGN KEY ("from_radio_id") REFERENCES "public"."radios"("radio_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_moves" ADD CONSTRAINT "subscription_moves_to_radio_id_radios_radio_id_fk" FOREIGN KEY ("to_radio_id") REFERENCES "public"."radios"("radio_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_moves" ADD CONSTRAINT "subscription_moves_ended_subscription_id_subscriptions_id_fk" FOREIGN KEY ("ended_subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_moves_account_idx" ON "subscription_moves" USING btree ("account_number","created_at");--> statement-breakpoint
CREATE INDEX "subscription_moves_subscription_idx" ON "subscription_moves" USING btree ("subscription_id");