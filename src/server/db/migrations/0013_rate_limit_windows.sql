-- Rate-limit windows shared by every instance on one PostgreSQL (issue 12): counted with one upsert
-- per attempt, times from the server's clock. Unlogged: no WAL for counters; a crash empties the
-- table, which only restarts the windows (and standbys do not carry it).
CREATE UNLOGGED TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_windows_ends_at_idx" ON "rate_limit_windows" USING btree ("ends_at");
