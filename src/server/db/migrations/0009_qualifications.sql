CREATE TABLE "former_enrolments" (
	"enrolment_code" text PRIMARY KEY NOT NULL,
	"student_num" text,
	"qualifications" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The qualifications and other-details steps keep drafts too (DRAFT_STEPS).
ALTER TABLE "step_drafts" DROP CONSTRAINT "step_drafts_step_known";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "qualifications" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "other_details" jsonb;--> statement-breakpoint
ALTER TABLE "step_drafts" ADD CONSTRAINT "step_drafts_step_known" CHECK ("step_drafts"."step" in ('personal', 'application', 'qualifications', 'other'));