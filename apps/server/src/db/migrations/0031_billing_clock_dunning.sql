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
CREATE TABLE "demo_clock" (
	"id" text PRIMARY KEY NOT NULL,
	"offset_ms" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
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
CREATE TABLE "period_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"account_number" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone,
	"attempt" integer NOT NULL,
	"phase" text NOT NULL,
	"phase_position" integer NOT NULL,
	"status" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"invoice_id" text,
	"gateway_charge_id" text,
	"failure_outcome" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "period_charges_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "period_charges_subscription_period_attempt_key" UNIQUE("subscription_id","period_start","attempt")
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key" text,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "scheduled_jobs_name_key_key" UNIQUE("name","key")
);
--> statement-breakpoint
ALTER TABLE "conversion_consents" ADD CONSTRAINT "conversion_consents_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dunning_cases" ADD CONSTRAINT "dunning_cases_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_charges" ADD CONSTRAINT "period_charges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_notices_account_idx" ON "billing_notices" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "dunning_cases_account_idx" ON "dunning_cases" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "period_charges_account_idx" ON "period_charges" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "scheduled_jobs_due_idx" ON "scheduled_jobs" USING btree ("status","run_at");