CREATE TABLE "pending_sign_ups" (
	"id" text PRIMARY KEY NOT NULL,
	"pending_identity_id" text NOT NULL,
	"session_family_id" text NOT NULL,
	"email_address" text NOT NULL,
	"password_hash" text,
	"username" text,
	"phone_number" text,
	"first_name" text,
	"last_name" text,
	"language" text NOT NULL,
	"country" text NOT NULL,
	"privacy_agreements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pending_sign_ups_identity_family_key" UNIQUE("pending_identity_id","session_family_id")
);
--> statement-breakpoint
CREATE INDEX "pending_sign_ups_expires_at_idx" ON "pending_sign_ups" USING btree ("expires_at");