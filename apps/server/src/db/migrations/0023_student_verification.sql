CREATE TABLE "identity_roles" (
	"identity_id" text NOT NULL,
	"role" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_roles_identity_id_role_pk" PRIMARY KEY("identity_id","role")
);
--> statement-breakpoint
CREATE TABLE "student_email_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"care_session_id" text NOT NULL,
	"identity_id" text,
	"email_address" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"school_name" text NOT NULL,
	"locale" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "student_proofs" (
	"id" text PRIMARY KEY NOT NULL,
	"care_session_id" text NOT NULL,
	"identity_id" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email_address" text NOT NULL,
	"school_name" text NOT NULL,
	"locale" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"status" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewer_identity_id" text,
	"rejection_reason" text,
	"verification_id" text
);
--> statement-breakpoint
CREATE TABLE "student_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email_address" text NOT NULL,
	"school_name" text NOT NULL,
	"locale" text NOT NULL,
	"care_session_id" text,
	"identity_id" text,
	"verified_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminder_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identity_roles" ADD CONSTRAINT "identity_roles_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_proofs" ADD CONSTRAINT "student_proofs_verification_id_student_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."student_verifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_email_codes_session_idx" ON "student_email_codes" USING btree ("care_session_id");--> statement-breakpoint
CREATE INDEX "student_email_codes_expires_idx" ON "student_email_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "student_proofs_status_idx" ON "student_proofs" USING btree ("status","uploaded_at");--> statement-breakpoint
CREATE INDEX "student_verifications_expires_idx" ON "student_verifications" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "student_verifications_identity_idx" ON "student_verifications" USING btree ("identity_id");--> statement-breakpoint
CREATE INDEX "student_verifications_session_idx" ON "student_verifications" USING btree ("care_session_id");