CREATE TABLE "vehicle_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"radio_id" text NOT NULL,
	"identity_id" text NOT NULL,
	"oem_driver_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_profiles" ADD CONSTRAINT "vehicle_profiles_radio_id_radios_radio_id_fk" FOREIGN KEY ("radio_id") REFERENCES "public"."radios"("radio_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_profiles" ADD CONSTRAINT "vehicle_profiles_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_profiles_radio_identity_idx" ON "vehicle_profiles" USING btree ("radio_id","identity_id");--> statement-breakpoint
CREATE INDEX "vehicle_profiles_identity_idx" ON "vehicle_profiles" USING btree ("identity_id");