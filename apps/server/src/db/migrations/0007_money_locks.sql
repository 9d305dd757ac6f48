CREATE TABLE "money_locks" (
	"subject" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"locked_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "money_locks_owner_idx" ON "money_locks" USING btree ("owner");