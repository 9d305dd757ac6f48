ALTER TABLE "student_verifications" ADD COLUMN "reverified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student_verifications" ADD COLUMN "reverified_by_id" text;