CREATE TABLE "catalog_genres" (
	"id" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewal_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"program_code" text NOT NULL,
	"plan_code" text NOT NULL,
	"choices" jsonb NOT NULL,
	"default_index" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscription_renewals" (
	"order_id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"renews_at" timestamp with time zone NOT NULL,
	"renewal_code" text NOT NULL,
	"choice_plan_code" text NOT NULL,
	"genre_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_renewals_subscription_renews_at_key" UNIQUE("subscription_id","renews_at")
);
--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;