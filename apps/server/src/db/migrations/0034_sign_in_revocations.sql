CREATE TABLE "sign_in_revocations" (
	"id" text PRIMARY KEY NOT NULL,
	"identity_id" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text,
	"sessions_ended" integer NOT NULL,
	"by_family_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "passkey_credentials" ADD COLUMN "name" text;--> statement-breakpoint
CREATE INDEX "sign_in_revocations_identity_idx" ON "sign_in_revocations" USING btree ("identity_id","at");