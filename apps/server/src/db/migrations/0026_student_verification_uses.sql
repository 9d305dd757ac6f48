CREATE TABLE "student_verification_uses" (
	"verification_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "student_verification_id" text;--> statement-breakpoint
ALTER TABLE "student_verification_uses" ADD CONSTRAINT "student_verification_uses_verification_id_student_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."student_verifications"("id") ON DELETE no action ON UPDATE no action;