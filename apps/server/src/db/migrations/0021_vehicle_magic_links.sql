CREATE TABLE "vehicle_magic_links" (
	"id" text PRIMARY KEY NOT NULL,
	"link_hash" text NOT NULL,
	"radio_id" text NOT NULL,
	"sent_to" text,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"grant_hash" text,
	"grant_expires_at" timestamp with time zone,
	"claimed_identity_id" text,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "vehicle_magic_links_link_hash_unique" UNIQUE("link_hash"),
	CONSTRAINT "vehicle_magic_links_grant_hash_unique" UNIQUE("grant_hash")
);
--> statement-breakpoint
ALTER TABLE "vehicle_magic_links" ADD CONSTRAINT "vehicle_magic_links_radio_id_radios_radio_id_fk" FOREIGN KEY ("radio_id") REFERENCES "public"."radios"("radio_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_magic_links" ADD CONSTRAINT "vehicle_magic_links_claimed_identity_id_identities_id_fk" FOREIGN KEY ("claimed_identity_id") REFERENCES "public"."identities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_magic_links_radio_idx" ON "vehicle_magic_links" USING btree ("radio_id");--> statement-breakpoint
CREATE INDEX "vehicle_magic_links_expires_at_idx" ON "vehicle_magic_links" USING btree ("expires_at");