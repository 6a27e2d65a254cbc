ALTER TABLE "step_drafts" ADD COLUMN "base_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Drafts kept before this column stand on their application's version as it is now.
UPDATE "step_drafts" SET "base_version" = "applications"."version" FROM "applications" WHERE "step_drafts"."application_id" = "applications"."id";
