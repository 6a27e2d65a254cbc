CREATE TABLE "reference_items" (
	"list" text NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "reference_items_list_id_pk" PRIMARY KEY("list","id")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "personal_details" jsonb;