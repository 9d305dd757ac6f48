CREATE TABLE "alexa_link_attempts" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"care_session_id" text NOT NULL,
	"identity_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"subscription_id" text,
	"amazon_user_id" text,
	"grant_id" text,
	"linked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "alexa_link_attempts_identity_idx" ON "alexa_link_attempts" USING btree ("identity_id");--> statement-breakpoint
CREATE INDEX "alexa_link_attempts_grant_idx" ON "alexa_link_attempts" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "alexa_link_attempts_expiry_idx" ON "alexa_link_attempts" USING btree ("expires_at");