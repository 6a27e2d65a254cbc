CREATE TABLE "duplicate_dismissals" (
	"application_id" integer NOT NULL,
	"other_id" integer NOT NULL,
	CONSTRAINT "duplicate_dismissals_application_id_other_id_pk" PRIMARY KEY("application_id","other_id")
);
--> statement-breakpoint
ALTER TABLE "application_counts" DROP CONSTRAINT "application_counts_scope_known";--> statement-breakpoint
ALTER TABLE "application_events" DROP CONSTRAINT "application_events_kind_known";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "dup_name_key" text GENERATED ALWAYS AS (lower(regexp_replace(normalize(nullif(btrim(family_name), '') || '|' || nullif(btrim(first_given_name), '') || '|' || nullif(personal_details ->> 'birthDate', ''), NFD), '[\u0300-\u036f]', '', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "dup_passport_key" text GENERATED ALWAYS AS (nullif(regexp_replace(upper(coalesce(personal_details ->> 'passportNumber', '')), '[^A-Z0-9]', '', 'g'), '')) STORED;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "dup_mail_key" text GENERATED ALWAYS AS (nullif(lower(btrim(coalesce(mail, ''))), '')) STORED;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "possible_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_other_id_applications_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "duplicate_dismissals_other_idx" ON "duplicate_dismissals" USING btree ("other_id");--> statement-breakpoint
CREATE INDEX "applications_dup_name_idx" ON "applications" USING btree ("dup_name_key") WHERE "applications"."dup_name_key" is not null;--> statement-breakpoint
CREATE INDEX "applications_dup_passport_idx" ON "applications" USING btree ("dup_passport_key") WHERE "applications"."dup_passport_key" is not null;--> statement-breakpoint
CREATE INDEX "applications_dup_mail_idx" ON "applications" USING btree ("dup_mail_key") WHERE "applications"."dup_mail_key" is not null;--> statement-breakpoint
CREATE INDEX "applications_duplicate_queue_idx" ON "applications" USING btree ((case when "status" = 'submitted' then 0 else 1 end),"submitted_at","id") WHERE "applications"."status" <> 'editing' and "applications"."possible_duplicate";--> statement-breakpoint
CREATE INDEX "applications_submitted_at_idx" ON "applications" USING btree ("submitted_at") WHERE "applications"."submitted_at" is not null;--> statement-breakpoint
ALTER TABLE "application_counts" ADD CONSTRAINT "application_counts_scope_known" CHECK ("application_counts"."scope" in ('owner', 'agent', 'all', 'duplicate'));--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_kind_known" CHECK ("application_events"."kind" in ('save', 'upload', 'remove', 'submit', 'decision', 'note', 'mark', 'not-duplicate'));--> statement-breakpoint
-- Whether another application's applicant shares one of these keys, the pair not marked 'Not a
-- duplicate' (issue 25, ADR 025). Each key is read by its index.
CREATE FUNCTION "application_has_duplicate"("app_id" integer, "name_key" text, "passport_key" text, "mail_key" text)
RETURNS boolean LANGUAGE sql STABLE AS $$
	SELECT EXISTS (
		SELECT 1 FROM "applications" AS other
		WHERE other."id" <> app_id
			AND (other."dup_name_key" = name_key OR other."dup_passport_key" = passport_key OR other."dup_mail_key" = mail_key)
			AND NOT EXISTS (
				SELECT 1 FROM "duplicate_dismissals" AS dismissed
				WHERE dismissed."application_id" = app_id AND dismissed."other_id" = other."id"
			)
	)
$$;
--> statement-breakpoint
-- Keeps possible_duplicate when an application's keys are written: its own flag, the flag of those
-- that now share a key, and (on a change) of those that shared the old one. Saves with a same key
-- take turns (an advisory lock per key until commit), so two saved at once still see each other.
-- Only possible_duplicate is set here, which fires no trigger of this table again.
CREATE FUNCTION "applications_flag_duplicates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(lock_key)
	FROM (
		SELECT DISTINCT hashtext('application-duplicate:' || key) AS lock_key
		FROM unnest(ARRAY[NEW."dup_name_key", NEW."dup_passport_key", NEW."dup_mail_key"]) AS key
		WHERE key IS NOT NULL
		ORDER BY lock_key
	) AS locks;
	UPDATE "applications" SET "possible_duplicate" = NOT "possible_duplicate"
	WHERE "id" = NEW."id"
		AND "possible_duplicate" <> "application_has_duplicate"(NEW."id", NEW."dup_name_key", NEW."dup_passport_key", NEW."dup_mail_key");
	UPDATE "applications" AS other SET "possible_duplicate" = true
	WHERE other."id" <> NEW."id" AND NOT other."possible_duplicate"
		AND (other."dup_name_key" = NEW."dup_name_key" OR other."dup_passport_key" = NEW."dup_passport_key"
			OR other."dup_mail_key" = NEW."dup_mail_key")
		AND NOT EXISTS (
			SELECT 1 FROM "duplicate_dismissals" AS dismissed
			WHERE dismissed."application_id" = NEW."id" AND dismissed."other_id" = other."id"
		);
	IF TG_OP = 'UPDATE' THEN
		UPDATE "applications" AS other SET "possible_duplicate" = false
		WHERE other."id" <> NEW."id" AND other."possible_duplicate"
			AND (other."dup_name_key" = OLD."dup_name_key" OR other."dup_passport_key" = OLD."dup_passport_key"
				OR other."dup_mail_key" = OLD."dup_mail_key")
			AND NOT "application_has_duplicate"(other."id", other."dup_name_key", other."dup_passport_key", other."dup_mail_key");
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_flag_duplicates_insert" AFTER INSERT ON "applications"
FOR EACH ROW EXECUTE FUNCTION "applications_flag_duplicates"();
--> statement-breakpoint
CREATE TRIGGER "applications_flag_duplicates_update" AFTER UPDATE OF "family_name", "first_given_name", "personal_details", "mail" ON "applications"
FOR EACH ROW
WHEN (OLD."dup_name_key" IS DISTINCT FROM NEW."dup_name_key" OR OLD."dup_passport_key" IS DISTINCT FROM NEW."dup_passport_key"
	OR OLD."dup_mail_key" IS DISTINCT FROM NEW."dup_mail_key")
EXECUTE FUNCTION "applications_flag_duplicates"();
--> statement-breakpoint
-- Flags the applications already there.
UPDATE "applications" SET "possible_duplicate" = true
WHERE "application_has_duplicate"("id", "dup_name_key", "dup_passport_key", "dup_mail_key");
--> statement-breakpoint
-- The queue's counts of possible duplicates: scope 'duplicate' of application_counts, striped like
-- 'all' (id % 16), one less for the old row if it was flagged, one more for the new if it is.
CREATE FUNCTION "applications_count_duplicates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."possible_duplicate" THEN
		UPDATE "application_counts" SET "n" = "n" - 1
		WHERE "scope" = 'duplicate' AND "scope_id" = OLD."id" % 16 AND "status" = OLD."status" AND "category" = OLD."category";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."possible_duplicate" THEN
		INSERT INTO "application_counts" ("scope", "scope_id", "status", "category", "n")
		VALUES ('duplicate', NEW."id" % 16, NEW."status", NEW."category", 1)
		ON CONFLICT ("scope", "scope_id", "status", "category") DO UPDATE SET "n" = "application_counts"."n" + 1;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_count_duplicates_insert_delete" AFTER INSERT OR DELETE ON "applications"
FOR EACH ROW EXECUTE FUNCTION "applications_count_duplicates"();
--> statement-breakpoint
CREATE TRIGGER "applications_count_duplicates_update" AFTER UPDATE OF "status", "category", "possible_duplicate" ON "applications"
FOR EACH ROW
WHEN ((OLD."possible_duplicate" OR NEW."possible_duplicate") AND (OLD."status" IS DISTINCT FROM NEW."status"
	OR OLD."category" IS DISTINCT FROM NEW."category" OR OLD."possible_duplicate" IS DISTINCT FROM NEW."possible_duplicate"))
EXECUTE FUNCTION "applications_count_duplicates"();
--> statement-breakpoint
-- Counts the rows flagged above.
INSERT INTO "application_counts" ("scope", "scope_id", "status", "category", "n")
SELECT 'duplicate', "id" % 16, "status", "category", count(*) FROM "applications" WHERE "possible_duplicate"
GROUP BY "id" % 16, "status", "category";
