CREATE TABLE "entitlement_partners" (
	"reseller_code" text PRIMARY KEY NOT NULL,
	"partner_name" text NOT NULL,
	"billing_platform" text NOT NULL,
	"subscription_source" text NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_entitlement_notices" (
	"reseller_code" text NOT NULL,
	"notice_id" text NOT NULL,
	"entitlement_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partner_entitlement_notices_reseller_code_notice_id_pk" PRIMARY KEY("reseller_code","notice_id")
);
--> statement-breakpoint
CREATE TABLE "partner_entitlements" (
	"id" text PRIMARY KEY NOT NULL,
	"reseller_code" text NOT NULL,
	"product_id" text NOT NULL,
	"status" text NOT NULL,
	"partner_subscription_ref" text NOT NULL,
	"customer_email_key" text,
	"subscription_id" text,
	"account_number" text,
	"activated_at" timestamp with time zone,
	"partner_updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partner_entitlements_subscription_id_unique" UNIQUE("subscription_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_partner_purchases" (
	"partner_subscription_ref" text PRIMARY KEY NOT NULL,
	"reseller_code" text NOT NULL,
	"entitlement_id" text NOT NULL,
	"product_id" text NOT NULL,
	"status" text NOT NULL,
	"customer_email_key" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_entitlements" ADD CONSTRAINT "partner_entitlements_reseller_code_entitlement_partners_reseller_code_fk" FOREIGN KEY ("reseller_code") REFERENCES "public"."entitlement_partners"("reseller_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_entitlements" ADD CONSTRAINT "partner_entitlements_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_entitlements" ADD CONSTRAINT "partner_entitlements_account_number_subscriber_accounts_account_number_fk" FOREIGN KEY ("account_number") REFERENCES "public"."subscriber_accounts"("account_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_entitlements_ref_idx" ON "partner_entitlements" USING btree ("reseller_code","partner_subscription_ref");--> statement-breakpoint
CREATE INDEX "partner_entitlements_account_idx" ON "partner_entitlements" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "partner_entitlements_email_idx" ON "partner_entitlements" USING btree ("reseller_code","customer_email_key");