CREATE TABLE "sandbox_gateway_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"charge_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_gateway_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "care_use_cases" (
	"care_session_id" text PRIMARY KEY NOT NULL,
	"use_case" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_cancellations" (
	"id" text PRIMARY KEY NOT NULL,
	"confirmation_number" text NOT NULL,
	"subscription_id" text NOT NULL,
	"account_number" text NOT NULL,
	"cancellation_type" text NOT NULL,
	"reason_code" text NOT NULL,
	"other_reason_text" text,
	"service_ends_at" timestamp with time zone NOT NULL,
	"is_trial" boolean NOT NULL,
	"refund_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"refund_arrives_by" text,
	"gateway_refund_id" text,
	"care_session_id" text,
	"identity_id" text,
	"order_id" text,
	"requested_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "subscription_cancellations_confirmation_number_unique" UNIQUE("confirmation_number")
);
--> statement-breakpoint
ALTER TABLE "care_use_cases" ADD CONSTRAINT "care_use_cases_care_session_id_care_sessions_id_fk" FOREIGN KEY ("care_session_id") REFERENCES "public"."care_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_cancellations" ADD CONSTRAINT "subscription_cancellations_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_cancellations_subscription_idx" ON "subscription_cancellations" USING btree ("subscription_id");