CREATE TABLE "package_upgrade_links" (
	"link_id" text PRIMARY KEY NOT NULL,
	"radio_id" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"order_id" text
);
--> statement-breakpoint
CREATE TABLE "package_upgrade_sessions" (
	"care_session_id" text NOT NULL,
	"radio_id" text NOT NULL,
	"link_id" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "package_upgrade_sessions_care_session_id_radio_id_pk" PRIMARY KEY("care_session_id","radio_id")
);
--> statement-breakpoint
ALTER TABLE "package_upgrade_sessions" ADD CONSTRAINT "package_upgrade_sessions_link_id_package_upgrade_links_link_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."package_upgrade_links"("link_id") ON DELETE no action ON UPDATE no action;