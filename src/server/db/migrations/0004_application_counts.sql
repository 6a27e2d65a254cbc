CREATE TABLE "application_counts" (
	"scope" text NOT NULL,
	"scope_id" integer NOT NULL,
	"status" text NOT NULL,
	"category" "account_category" NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "application_counts_scope_scope_id_status_category_pk" PRIMARY KEY("scope","scope_id","status","category"),
	CONSTRAINT "application_counts_scope_known" CHECK ("application_counts"."scope" in ('owner', 'agent'))
);
--> statement-breakpoint
-- Keeps application_counts: takes one from each scope's cell of the old row and adds one to each of the new row's.
CREATE FUNCTION "applications_count_cells"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE "application_counts" SET "n" = "n" - 1
		WHERE "scope" = 'owner' AND "scope_id" = OLD."owner_id" AND "status" = OLD."status" AND "category" = OLD."category";
		IF OLD."agent_id" IS NOT NULL THEN
			UPDATE "application_counts" SET "n" = "n" - 1
			WHERE "scope" = 'agent' AND "scope_id" = OLD."agent_id" AND "status" = OLD."status" AND "category" = OLD."category";
		END IF;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "application_counts" ("scope", "scope_id", "status", "category", "n")
		VALUES ('owner', NEW."owner_id", NEW."status", NEW."category", 1)
		ON CONFLICT ("scope", "scope_id", "status", "category") DO UPDATE SET "n" = "application_counts"."n" + 1;
		IF NEW."agent_id" IS NOT NULL THEN
			INSERT INTO "application_counts" ("scope", "scope_id", "status", "category", "n")
			VALUES ('agent', NEW."agent_id", NEW."status", NEW."category", 1)
			ON CONFLICT ("scope", "scope_id", "status", "category") DO UPDATE SET "n" = "application_counts"."n" + 1;
		END IF;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_count_cells_insert_delete" AFTER INSERT OR DELETE ON "applications"
FOR EACH ROW EXECUTE FUNCTION "applications_count_cells"();
--> statement-breakpoint
CREATE TRIGGER "applications_count_cells_update" AFTER UPDATE OF "owner_id", "agent_id", "status", "category" ON "applications"
FOR EACH ROW
WHEN (OLD."owner_id" IS DISTINCT FROM NEW."owner_id" OR OLD."agent_id" IS DISTINCT FROM NEW."agent_id"
	OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."category" IS DISTINCT FROM NEW."category")
EXECUTE FUNCTION "applications_count_cells"();
--> statement-breakpoint
-- Counts the rows already there.
INSERT INTO "application_counts" ("scope", "scope_id", "status", "category", "n")
SELECT 'owner', "owner_id", "status", "category", count(*) FROM "applications" GROUP BY "owner_id", "status", "category"
UNION ALL
SELECT 'agent', "agent_id", "status", "category", count(*) FROM "applications" WHERE "agent_id" IS NOT NULL GROUP BY "agent_id", "status", "category";
