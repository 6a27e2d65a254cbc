-- Trigrams for keyword search (issue 12); PGlite loads the extension's code at open (db/connect.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "applications_search_trgm_idx" ON "applications" USING gin ((coalesce("first_given_name", '') || chr(10) || coalesce("family_name", '') || chr(10) || coalesce("mail", '') || chr(10) || coalesce("course_name", '') || chr(10) || coalesce("reference", '')) gin_trgm_ops);
--> statement-breakpoint
-- Session checks are cached in each server process for a few seconds: a change to a user's sessions
-- or account is announced on 'portal_sessions' (payload: the user id), delivered at commit to every
-- instance's listener, which forgets that user's cached sessions. Triggers, so every writer counts.
CREATE FUNCTION "sessions_announce_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('portal_sessions', OLD."user_id"::text);
	IF NEW."user_id" IS DISTINCT FROM OLD."user_id" THEN
		PERFORM pg_notify('portal_sessions', NEW."user_id"::text);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_announce_change" AFTER UPDATE OF "revoked_at", "expires_at", "user_id" ON "sessions"
FOR EACH ROW
WHEN (OLD."revoked_at" IS DISTINCT FROM NEW."revoked_at" OR OLD."expires_at" IS DISTINCT FROM NEW."expires_at"
	OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
EXECUTE FUNCTION "sessions_announce_change"();
--> statement-breakpoint
CREATE FUNCTION "users_announce_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('portal_sessions', OLD."id"::text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_announce_change" AFTER UPDATE OR DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION "users_announce_change"();
