CREATE TABLE "billing_notices" (
	"dedupe_key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account_number" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversion_consents" (
	"subscription_id" text PRIMARY KEY NOT NULL,
	"account_number" text NOT NULL,
	"document_id" text NOT NULL,
	"text_version" text NOT NULL,
	"locale" text NOT NULL,
	"identity_id" text,
	"given_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dunning_cases" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"account_number" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"invoice_id" text,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"declined_attempts" integer NOT NULL,
	"state" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"past_due_since" timestamp with time zone,
	"suspended_at" timestamp with time zone,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "dunning_cases_subscription_period_key" UNIQUE("subscription_id","period_start")
);
--> statement-breakpoint
ALTER TABLE "conversion_consents" ADD CONSTRAINT "conversion_consents_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dunning_cases" ADD CONSTRAINT "dunning_cases_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_notices_account_idx" ON "billing_notices" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "dunning_cases_account_idx" ON "dunning_cases" USING btree ("account_number");