CREATE TABLE "radio_refreshes" (
	"id" text PRIMARY KEY NOT NULL,
	"radio_id" text NOT NULL,
	"account_number" text NOT NULL,
	"requested_by" text NOT NULL,
	"uplink_status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "radio_refreshes" ADD CONSTRAINT "radio_refreshes_radio_id_radios_radio_id_fk" FOREIGN KEY ("radio_id") REFERENCES "public"."radios"("radio_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_refreshes" ADD CONSTRAINT "radio_refreshes_account_number_subscriber_accounts_account_number_fk" FOREIGN KEY ("account_number") REFERENCES "public"."subscriber_accounts"("account_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "radio_refreshes_radio_time_idx" ON "radio_refreshes" USING btree ("radio_id","requested_at");