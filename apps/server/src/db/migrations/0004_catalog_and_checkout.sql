CREATE TABLE "billing_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"account_number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"service_address" jsonb NOT NULL,
	"currency" text NOT NULL,
	"default_payment_method_id" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"number_hash" text NOT NULL,
	"last4" text NOT NULL,
	"vendor" text NOT NULL,
	"security_code_hash" text,
	"expiry_month" integer,
	"expiry_year" integer,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"balance_minor" integer NOT NULL,
	"status" text NOT NULL,
	"redeemed_by_account_number" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_cards_number_hash_unique" UNIQUE("number_hash")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"account_number" text NOT NULL,
	"subscription_id" text,
	"order_id" text,
	"currency" text NOT NULL,
	"amount_total_minor" integer NOT NULL,
	"amount_paid_minor" integer NOT NULL,
	"amount_due_minor" integer NOT NULL,
	"applied_balance_minor" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"payment_method_id" text,
	"service_address" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"identity_id" text,
	"care_session_id" text,
	"account_number" text,
	"plan_code" text NOT NULL,
	"promo_code" text,
	"radio_id" text,
	"subscription_id" text,
	"payment_method_id" text,
	"gift_card_id" text,
	"currency" text NOT NULL,
	"total_minor" integer NOT NULL,
	"quote" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"failure_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"billing_profile_id" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"name_on_card" text,
	"billing_address" jsonb,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "payment_methods_gateway_token_unique" UNIQUE("gateway_token")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"account_number" text NOT NULL,
	"invoice_id" text,
	"entry_type" text NOT NULL,
	"payment_method_id" text,
	"gift_card_id" text,
	"gateway_charge_id" text,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"outcome" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"token" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_gateway_charges_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"kind" text NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_offers" (
	"plan_code" text PRIMARY KEY NOT NULL,
	"package_id" text NOT NULL,
	"country" text NOT NULL,
	"service_type" text NOT NULL,
	"name" text NOT NULL,
	"base_term" text NOT NULL,
	"billing_platform" text NOT NULL,
	"currency" text NOT NULL,
	"phases" jsonb NOT NULL,
	"activation_fee_minor" integer DEFAULT 0 NOT NULL,
	"campaign_id" text,
	"organic" boolean NOT NULL,
	"new_subscribers_only" boolean NOT NULL,
	"fallback_plan_code" text,
	"etf_amount_minor" integer,
	"etf_term_months" integer,
	"deal_code" text,
	"available_from" timestamp with time zone NOT NULL,
	"available_until" timestamp with time zone,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"service_type" text NOT NULL,
	"category" text NOT NULL,
	"names" jsonb NOT NULL,
	"includes_radio" boolean NOT NULL,
	"streaming_available" boolean NOT NULL,
	"is_device_less" boolean NOT NULL,
	"royalty_fee_applies" boolean NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_trending_items" (
	"id" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"position" integer NOT NULL,
	"image_url" text NOT NULL,
	"alt_text" jsonb NOT NULL,
	"body_html" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "program_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"service_type" text NOT NULL,
	"plan_codes" jsonb NOT NULL,
	"partner" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promo_code_redemptions" (
	"code" text NOT NULL,
	"customer_key" text NOT NULL,
	"order_id" text NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_code_redemptions_code_customer_key_pk" PRIMARY KEY("code","customer_key")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"plan_code" text NOT NULL,
	"country" text NOT NULL,
	"service_type" text NOT NULL,
	"status" text NOT NULL,
	"single_use" boolean NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idempotency_records" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_records_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "radios" (
	"radio_id" text PRIMARY KEY NOT NULL,
	"account_number" text,
	"device_type" text NOT NULL,
	"vin" text,
	"license_plate" text,
	"plate_state" text,
	"make" text,
	"model" text,
	"year" integer,
	"nickname" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "radios_vin_unique" UNIQUE("vin")
);
--> statement-breakpoint
CREATE TABLE "subscriber_accounts" (
	"account_number" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"email_key" text,
	"phone" text,
	"service_address" jsonb NOT NULL,
	"billing_address" jsonb,
	"language" text NOT NULL,
	"owner_identity_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_phases" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"position" integer NOT NULL,
	"phase" text NOT NULL,
	"plan_type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"term_months" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"is_prepaid" boolean NOT NULL,
	"offer_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_number" text NOT NULL,
	"radio_id" text,
	"plan_code" text NOT NULL,
	"package_id" text NOT NULL,
	"service_type" text NOT NULL,
	"status" text NOT NULL,
	"commerce_state" text NOT NULL,
	"source" text NOT NULL,
	"billing_profile_id" text,
	"streaming_identity_id" text,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_account_number_subscriber_accounts_account_number_fk" FOREIGN KEY ("account_number") REFERENCES "public"."subscriber_accounts"("account_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_number_subscriber_accounts_account_number_fk" FOREIGN KEY ("account_number") REFERENCES "public"."subscriber_accounts"("account_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_billing_profile_id_billing_profiles_id_fk" FOREIGN KEY ("billing_profile_id") REFERENCES "public"."billing_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_number_subscriber_accounts_account_number_fk" FOREIGN KEY ("account_number") REFERENCES "public"."subscriber_accounts"("account_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_offers" ADD CONSTRAINT "catalog_offers_package_id_catalog_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."catalog_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_redemptions" ADD CONSTRAINT "promo_code_redemptions_code_promo_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promo_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_plan_code_catalog_offers_plan_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."catalog_offers"("plan_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radios" ADD CONSTRAINT "radios_account_number_subscriber_accounts_account_number_fk" FOREIGN KEY ("account_number") REFERENCES "public"."subscriber_accounts"("account_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_phases" ADD CONSTRAINT "subscription_phases_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_number_subscriber_accounts_account_number_fk" FOREIGN KEY ("account_number") REFERENCES "public"."subscriber_accounts"("account_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_radio_id_radios_radio_id_fk" FOREIGN KEY ("radio_id") REFERENCES "public"."radios"("radio_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_profiles_account_idx" ON "billing_profiles" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "invoices_account_idx" ON "invoices" USING btree ("account_number","issued_at");--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "orders_identity_idx" ON "orders" USING btree ("identity_id");--> statement-breakpoint
CREATE INDEX "payment_methods_profile_idx" ON "payment_methods" USING btree ("billing_profile_id");--> statement-breakpoint
CREATE INDEX "payments_account_idx" ON "payments" USING btree ("account_number","paid_at");--> statement-breakpoint
CREATE INDEX "catalog_offers_market_idx" ON "catalog_offers" USING btree ("country","service_type");--> statement-breakpoint
CREATE INDEX "radios_account_idx" ON "radios" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "radios_plate_idx" ON "radios" USING btree ("license_plate","plate_state");--> statement-breakpoint
CREATE INDEX "subscriber_accounts_email_key_idx" ON "subscriber_accounts" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "subscriber_accounts_owner_idx" ON "subscriber_accounts" USING btree ("owner_identity_id");--> statement-breakpoint
CREATE INDEX "subscription_phases_subscription_idx" ON "subscription_phases" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_account_idx" ON "subscriptions" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "subscriptions_radio_idx" ON "subscriptions" USING btree ("radio_id");