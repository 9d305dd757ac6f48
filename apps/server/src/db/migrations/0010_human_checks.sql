CREATE TABLE "spent_human_checks" (
	"challenge_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spent_human_checks_expires_at_idx" ON "spent_human_checks" USING btree ("expires_at");