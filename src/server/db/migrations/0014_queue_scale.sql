ALTER TABLE "application_counts" DROP CONSTRAINT "application_counts_scope_known";--> statement-breakpoint
CREATE INDEX "applications_queue_idx" ON "applications" USING btree ((case when "status" = 'submitted' then 0 else 1 end),"submitted_at","id") WHERE "applications"."status" <> 'editing';--> statement-breakpoint
ALTER TABLE "application_counts" ADD CONSTRAINT "application_counts_scope_known" CHECK ("application_counts"."scope" in ('owner', 'agent', 'all'));--> statement-breakpoint
-- The staff queue's counts (issue 12): every application in scope 'all', striped over 16 cells per
-- status and category (scope_id = id % 16), so concurrent submits rarely wait on the same row, and
-- the queue reads at most 16 cells per status instead of counting a million rows.
CREATE OR REPLACE FUNCTION "applications_count_cells"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE "application_counts" SET "n" = "n" - 1
		WHERE "scope" = 'owner' AND "scope_id" = OLD."owner_id" AND "status" = OLD."status" AND "category" = OLD."category";
		IF OLD."agent_id" IS NOT NULL THEN
			UPDATE "application_counts" SET "n" = "n" - 1
			WHERE "scope" = 'agent' AND "scope_id" = OLD."agent_id" AND "status" = OLD."status" AND "category" = OLD."category";
		END IF;
		UPDATE "application_counts" SET "n" = "n" - 1
		WHERE "scope" = 'all' AND "scope_id" = OLD."id" % 16 AND "status" = OLD."status" AND "category" = OLD."category";
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
		INSERT INTO "application_counts" ("scope", "scope_id", "status", "category", "n")
		VALUES ('all', NEW."id" % 16, NEW."status", NEW."category", 1)
		ON CONFLICT ("scope", "scope_id", "status", "category") DO UPDATE SET "n" = "application_counts"."n" + 1;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- Counts the rows already there.
INSERT INTO "application_counts" ("scope", "scope_id", "status", "category", "n")
SELECT 'all', "id" % 16, "status", "category", count(*) FROM "applications" GROUP BY "id" % 16, "status", "category";
